import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte } from 'drizzle-orm';
import { CORRECT_COMPOSITION } from '@clubhuis/contract/rules/interclub';
import { addDays } from '@clubhuis/contract/rules/clock';
import type { Db } from '../db/client.ts';
import { compositionLogs, icalFeeds, meetingConfirmations, meetingPlayers, meetings, members, teamPlayers, teams } from '../db/schema.ts';
import { releaseMoment } from './demoSeasonMeetings.ts';
import { CURRENT_WEEK, WEEKS } from './demoSeasonPlans.ts';
import { HOME_ADDRESS, TT_OPPONENTS } from './demoSeasonTeams.ts';

/*
 * The club's youth team (issue 32's carpool): Emma and Lucas Maes (ouder@'s children) and the club's
 * youngest members, captained by Tom Claes (kapitein@). Three players a meeting, nine matches, on the
 * fifth day after team A's meeting each week: this week's meeting is away in 5 days, composed, and
 * the parents still have to arrange the cars. Its division is ranked from these meetings like the
 * others'; the competition site's seeded answers leave it out (no team letter).
 */

const mail = (name: string) => `${name}@demo.clubhuis.be`;
export const YOUTH_TEAM = 'TTC De Demo Jeugd';
const DAY_OFFSET = 5;
const PLAYERS = 3;
const MATCHES = 9;

/** The youth team's opponent of a week: 11 clubs' youth teams, each met twice (weeks w and w + 11), as the other teams do. */
function opponent(week: number) {
  const o = TT_OPPONENTS[(((week - 1) % 11) * 5 + 2) % TT_OPPONENTS.length]!;
  return { team: `${o.club} J`, address: o.address };
}

/** Home and away in turn, this week's away; the second half swaps the venues of the first. */
const isHome = (week: number): boolean => (week <= 11 ? week % 2 === 1 : !isHome(week - 11));

export async function seedDemoYouthTeam(db: Db, clubId: number, today: string, season: string): Promise<void> {
  const byEmail = async (email: string) =>
    (await db.select({ id: members.id }).from(members).where(and(eq(members.clubId, clubId), eq(members.email, mail(email)))))[0]!.id;
  const [emma, lucas, tom] = [await byEmail('emma.maes'), await byEmail('lucas.maes'), await byEmail('tom.claes')];
  // The youngest generated members (born 2007 or later), as the youth training's group has them.
  const young = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.clubId, clubId), eq(members.memberState, 1), gte(members.birthdate, '2007-01-01'), eq(members.trainingGroups, '')))
    .orderBy(asc(members.id))
    .limit(2);
  const roster = [emma, lucas, ...young.map((y) => y.id)];

  const [team] = await db
    .insert(teams)
    .values({
      clubId,
      season,
      sport: 'tabletennis',
      name: YOUTH_TEAM,
      description: 'Jeugd',
      division: 'Jeugd Provinciaal',
      divisionId: 6190,
      captainMemberId: tom,
      playersPerTeam: PLAYERS,
      startPlayerIndex: 1,
    })
    .returning({ id: teams.id });
  const teamId = team!.id;
  await db.insert(teamPlayers).values(roster.map((memberId, position) => ({ clubId, teamId, memberId, position })));
  await db.insert(icalFeeds).values({ clubId, token: randomBytes(18).toString('base64url'), teamId });

  const weeks = Array.from({ length: WEEKS }, (_, i) => i + 1).map((week) => {
    const date = addDays(today, (week - CURRENT_WEEK) * 7 + DAY_OFFSET);
    const home = isHome(week);
    const opp = opponent(week);
    // Played weeks and this week's meeting are composed: three of the four, one resting in turn.
    const lineup = date <= addDays(today, 7) ? roster.filter((_, i) => i !== week % roster.length).slice(0, PLAYERS) : [];
    const ours = (week * 4 + 1) % (MATCHES + 1);
    const score = date < today ? (home ? `${ours}-${MATCHES - ours}` : `${MATCHES - ours}-${ours}`) : '';
    const won: 'Y' | 'N' | '' = score === '' ? '' : ours * 2 > MATCHES ? 'Y' : 'N';
    return {
      lineup,
      row: {
        clubId,
        teamId,
        week,
        playId: `JOVL${String(week).padStart(2, '0')}/${String(40 + week).padStart(3, '0')}`,
        playDate: date,
        playTime: '14:00',
        home,
        homeTeam: home ? YOUTH_TEAM : opp.team,
        awayTeam: home ? opp.team : YOUTH_TEAM,
        address: home ? HOME_ADDRESS : opp.address,
        score,
        won,
        compositionError: lineup.length > 0 ? CORRECT_COMPOSITION : '',
        releasedAt: lineup.length > 0 ? releaseMoment(date, today) : null,
      },
    };
  });
  const rows = await db.insert(meetings).values(weeks.map((w) => w.row)).returning({ id: meetings.id, week: meetings.week });
  const idOf = (week: number) => rows.find((r) => r.week === week)!.id;
  const composed = weeks.filter((w) => w.lineup.length > 0);
  await db.insert(meetingPlayers).values(
    composed.flatMap((w) => w.lineup.map((memberId, i) => ({ clubId, meetingId: idOf(w.row.week), memberId, reserve: false, position: i + 1 }))),
  );
  await db.insert(compositionLogs).values(
    composed.map((w) => ({ clubId, meetingId: idOf(w.row.week), member: '', modification: 'Opstelling vrijgegeven', logDate: w.row.releasedAt!, userName: 'Tom Claes' })),
  );
  // The parents said yes for the line-up; nobody offered to drive yet.
  await db.insert(meetingConfirmations).values(
    composed.flatMap((w) =>
      w.lineup.map((memberId) => ({ clubId, meetingId: idOf(w.row.week), memberId, optionNumber: 1, participate: 1, canDrive: false, updatedAt: w.row.releasedAt! })),
    ),
  );
}
