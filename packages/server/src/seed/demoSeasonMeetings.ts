import { CORRECT_COMPOSITION } from '@clubhuis/contract/rules/interclub';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import type { meetings } from '../db/schema.ts';
import { HOME_ADDRESS, isHome, opponentFor } from './demoSeasonTeams.ts';
import { meetingDate, WEEKS, type AbsencePlan, type TeamPlan } from './demoSeasonPlans.ts';
import { lineupFor, comingConfirmations, type ConfirmationPlan } from './demoSeasonLineups.ts';

type MeetingRow = Omit<typeof meetings.$inferInsert, 'clubId' | 'teamId'>;

export interface MeetingPlan {
  teamIndex: number;
  row: MeetingRow;
  /** Member ids in line-up order (positions 1..n); empty while not composed. */
  lineup: number[];
  confirmations: ConfirmationPlan[];
}

/** Teams whose next meeting (D: next two) already has a released line-up; B is left for the captain to compose. */
const RELEASED_AHEAD: Record<string, number> = { C: 1, D: 2, E: 1, 'Padel 1': 1 };
/** Teams' coming meetings with answers from the roster. */
const ANSWERED_AHEAD = 2;

const REPORTS = [
  'Spannende avond: de laatste partij besliste in de vijfde set.',
  'Sterke teamprestatie, iedereen won minstens één partij.',
  'Tegenstander was te sterk, maar we speelden goed mee.',
];
const PADEL_REPORT = 'Mooie avond, de beslissende dubbel ging naar een derde set.';

/** The release moment: three days before, and never later than yesterday, at noon in Brussels. */
export function releaseMoment(date: string, today: string): Date {
  const day = [addDays(date, -3), addDays(today, -1)].sort()[0]!;
  const guess = new Date(`${day}T12:00:00Z`);
  const hour = Number(brusselsClock(guess).time.slice(0, 2));
  return new Date(guess.getTime() - (hour - 12) * 3_600_000);
}

/** Our points out of 16 (padel: out of 3 doubles); the score string is written home side first. */
function result(plan: TeamPlan, week: number, home: boolean): { score: string; won: 'Y' | 'N' | '' } {
  const total = plan.def.sport === 'padel' ? 3 : 16;
  const ours = plan.def.sport === 'padel' ? (plan.teamIndex + week) % 4 : 4 + ((plan.teamIndex * 5 + week * 3) % 9);
  const theirs = total - ours;
  const score = home ? `${ours}-${theirs}` : `${theirs}-${ours}`;
  return { score, won: ours > theirs ? 'Y' : ours < theirs ? 'N' : '' };
}

function baseRow(plan: TeamPlan, week: number, date: string): MeetingRow {
  const { def, teamIndex } = plan;
  const home = isHome(def, week);
  const opp = opponentFor(def, teamIndex, week);
  const ours = def.name;
  const matchNumber = ((teamIndex * 11 + week * 7) % 90) + 10;
  const playId = `${def.playIdPrefix}${String(week).padStart(2, '0')}/${String(matchNumber).padStart(3, '0')}`;
  return {
    week,
    playId,
    playDate: date,
    playTime: def.sport === 'padel' ? '20:30' : home ? '19:45' : '20:00',
    home,
    homeTeam: home ? ours : opp.team,
    awayTeam: home ? opp.team : ours,
    address: home ? HOME_ADDRESS : opp.address,
    frenoyUrl: def.sport === 'tabletennis' ? `https://competitie.vttl.be/match/${playId}` : '',
  };
}

export function teamMeetings(plan: TeamPlan, today: string, absences: AbsencePlan[]): MeetingPlan[] {
  const released = RELEASED_AHEAD[plan.def.name.replace('TTC De Demo ', '')] ?? 0;
  // Team B's coming meetings are left for the captain to compose: nobody declined there yet.
  const declines = plan.def.name !== 'TTC De Demo B';
  const out: MeetingPlan[] = [];
  let ahead = 0;
  for (let week = 1; week <= WEEKS; week++) {
    const date = meetingDate(plan, week, today);
    const row = baseRow(plan, week, date);
    const p: MeetingPlan = { teamIndex: plan.teamIndex, row, lineup: [], confirmations: [] };
    const coming = date > today ? ++ahead : 0;
    if (date <= today || coming <= released) {
      p.lineup = lineupFor(plan, week, date, absences);
      row.compositionError = CORRECT_COMPOSITION;
      row.releasedAt = releaseMoment(date, today);
    }
    if (date < today) {
      Object.assign(row, result(plan, week, row.home!));
      if (!row.home && week % 3 !== 0) row.driverMemberId = p.lineup[week % p.lineup.length]!;
      if ((week + plan.teamIndex) % 6 === 0) {
        row.report = plan.def.sport === 'padel' ? PADEL_REPORT : REPORTS[(week + plan.teamIndex) % REPORTS.length]!;
      }
    }
    p.confirmations =
      coming > 0 && coming <= ANSWERED_AHEAD
        ? comingConfirmations(plan, week, date, row.home!, p.lineup, absences, declines)
        : p.lineup.map((memberId) => ({ memberId, optionNumber: 1, participate: 1, canDrive: false, remarks: '' }));
    out.push(p);
  }
  return out;
}
