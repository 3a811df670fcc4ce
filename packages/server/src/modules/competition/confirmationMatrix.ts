import type { TeamConfirmation } from '@clubhuis/contract/entities/competition';
import { showsMatrixMeeting, showsMatrixPlayer } from '@clubhuis/contract/rules/competition';
import { clubResult } from './clubResult.ts';
import { statisticsText } from './messages.ts';

export interface MatrixMeeting {
  id: number;
  week: number;
  playDate: string;
  homeTeam: string;
  awayTeam: string;
  home: boolean;
  score: string;
  won: string;
}

export interface MatrixPlayer {
  memberId: number;
  name: string;
  ranking: string;
}

export interface MatrixLineUp extends MatrixPlayer {
  meetingId: number;
  reserve: boolean;
  victoryCount: number | null;
}

export interface MatrixAnswer {
  meetingId: number;
  memberId: number;
  option: number;
  participate: number;
  canDrive: boolean;
  remarks: string;
  description: string;
  variant: string;
}

export interface MatrixAbsence {
  memberId: number;
  from: string;
  to: string;
  reason: string;
  remark: string;
}

export interface MatrixInput {
  captain: number | null;
  today: string;
  meetings: MatrixMeeting[];
  /** The team's roster in order. */
  roster: MatrixPlayer[];
  lineUps: MatrixLineUp[];
  /** Empty for an anonymous caller: answers and absences are members' data. */
  answers: MatrixAnswer[];
  absences: MatrixAbsence[];
  member: boolean;
}

const key = (meetingId: number, memberId: number) => `${meetingId}/${memberId}`;

/**
 * The confirmations matrix of a team: one row per meeting × player (spec 01 section 3). The server
 * applies the hide rules of section 5 that need no user choice (contract rules/competition.ts): past
 * meetings without a line-up and players outside the roster who never played for the team are left out. Players: the roster in its
 * order, then the others who played for the team, by name.
 */
export function confirmationMatrix(input: MatrixInput): TeamConfirmation[] {
  const lineUpOf = new Map(input.lineUps.map((l) => [key(l.meetingId, l.memberId), l]));
  const answerOf = new Map(input.answers.map((a) => [key(a.meetingId, a.memberId), a]));
  const rosterIds = new Set(input.roster.map((p) => p.memberId));
  const participations = new Map<number, number>();
  const outsiders = new Map<number, MatrixPlayer>();
  for (const l of input.lineUps) {
    if (l.reserve) continue;
    participations.set(l.memberId, (participations.get(l.memberId) ?? 0) + 1);
    if (!rosterIds.has(l.memberId)) outsiders.set(l.memberId, l);
  }
  const players = [
    ...input.roster,
    ...[...outsiders.values()].sort((a, b) => a.name.localeCompare(b.name, 'nl')),
  ].filter((p) =>
    showsMatrixPlayer({ isTeamPlayer: rosterIds.has(p.memberId), nrOfParticipations: participations.get(p.memberId) ?? 0 }),
  );
  const withLineUp = new Set(input.lineUps.filter((l) => !l.reserve).map((l) => l.meetingId));
  const shown = input.meetings.filter((m) =>
    showsMatrixMeeting({ isPast: m.playDate < input.today, hasLineUp: withLineUp.has(m.id) }),
  );

  const rows: TeamConfirmation[] = [];
  for (const m of shown) {
    const isPast = m.playDate < input.today;
    const won = clubResult(m);
    for (const p of players) {
      const lineUp = lineUpOf.get(key(m.id, p.memberId));
      const answer = input.member ? answerOf.get(key(m.id, p.memberId)) : undefined;
      const absence = input.member
        ? input.absences.find((a) => a.memberId === p.memberId && a.from <= m.playDate && m.playDate <= a.to)
        : undefined;
      const { status, statusInformation } = cellStatus(lineUp, answer, absence, input.member, isPast);
      rows.push({
        // A running number: a cell has no row of its own in the database.
        id: rows.length + 1,
        teamCalendarId: m.id,
        week: m.week,
        meeting: `${m.homeTeam} - ${m.awayTeam}`,
        meetingDate: m.playDate,
        isPast,
        won,
        status,
        statusInformation,
        playerId: p.memberId,
        playerName: p.name,
        ranking: p.ranking,
        victoryCount: lineUp?.victoryCount ?? 0,
        remarks: answer?.remarks ?? '',
        canPlay: answer ? (answer.participate === 1 ? 1 : 0) : -1,
        canDrive: answer?.canDrive ?? false,
        hasBeenSetup: lineUp !== undefined && !lineUp.reserve,
        isTeamPlayer: rosterIds.has(p.memberId),
        nrOfParticipations: participations.get(p.memberId) ?? 0,
        captain: p.memberId === input.captain,
        confirmationOption: answer?.option ?? 0,
        confirmationVariant: answer?.variant ?? '',
        isHome: m.home,
      });
    }
  }
  return rows;
}

/**
 * What a cell says: the line-up first (public, like the line-ups screen), then an absence, then the
 * member's answer. An anonymous caller sees only the line-up: other cells stay empty.
 */
function cellStatus(
  lineUp: MatrixLineUp | undefined,
  answer: MatrixAnswer | undefined,
  absence: MatrixAbsence | undefined,
  member: boolean,
  isPast: boolean,
): { status: string; statusInformation: string } {
  const t = statisticsText;
  if (lineUp && !lineUp.reserve) {
    const info = isPast && lineUp.victoryCount !== null ? t.infoVictories(lineUp.victoryCount) : t.infoSetUp;
    return { status: t.statusSetUp, statusInformation: info };
  }
  if (lineUp) return { status: t.statusReserve, statusInformation: t.infoReserve };
  if (!member) return { status: '', statusInformation: '' };
  if (absence) return { status: t.statusAbsent, statusInformation: joined(absence.reason, absence.remark) };
  if (answer) {
    const status = answer.participate === 1 ? t.statusCanPlay : t.statusCannotPlay;
    return { status, statusInformation: joined(answer.description, answer.remarks) };
  }
  return { status: t.statusNoAnswer, statusInformation: t.infoNoAnswer };
}

const joined = (...parts: string[]) => parts.filter(Boolean).join(': ');
