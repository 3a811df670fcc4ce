import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { WeekOverviewRow } from '@clubhuis/contract/entities/competition';
import { WEEKS } from '@clubhuis/contract/rules/competition';
import { percentageString } from '@clubhuis/contract/rules/competition';
import type { Db } from '../../db/client.ts';
import { competitionPlayers, meetingPlayers, meetings, members } from '../../db/schema.ts';
import type { TeamScope } from './statisticsScope.ts';

const weekKey = (week: number) => `w${String(week).padStart(2, '0')}` as keyof WeekOverviewRow;

interface Tally {
  memberId: number;
  memberName: string;
  listNumber: number | null;
  weeks: Map<number, number>;
  won: number;
  meetings: number;
}

/**
 * competition/weekOverview: per player who played for the team, the individual wins of each week
 * (one statement). Only meetings whose match sheet is known count (victory count set); a player
 * plays as many matches in a meeting as the team has players.
 */
export async function weekOverview(db: Db, scope: TeamScope): Promise<WeekOverviewRow[]> {
  const { team } = scope;
  const rows = await db
    .select({
      memberId: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      week: meetings.week,
      victoryCount: meetingPlayers.victoryCount,
      listNumber: competitionPlayers.listNumber,
    })
    .from(meetingPlayers)
    .innerJoin(meetings, eq(meetings.id, meetingPlayers.meetingId))
    .innerJoin(members, eq(members.id, meetingPlayers.memberId))
    .leftJoin(
      competitionPlayers,
      and(
        eq(competitionPlayers.clubId, meetingPlayers.clubId),
        eq(competitionPlayers.memberId, meetingPlayers.memberId),
        eq(competitionPlayers.sport, team.sport),
      ),
    )
    .where(and(eq(meetings.teamId, team.id), eq(meetingPlayers.reserve, false), isNotNull(meetingPlayers.victoryCount)))
    .orderBy(asc(meetings.week));
  const byMember = new Map<number, Tally>();
  for (const r of rows) {
    let t = byMember.get(r.memberId);
    if (!t) {
      t = { memberId: r.memberId, memberName: `${r.firstName} ${r.lastName}`, listNumber: r.listNumber, weeks: new Map(), won: 0, meetings: 0 };
      byMember.set(r.memberId, t);
    }
    const wins = r.victoryCount ?? 0;
    t.weeks.set(r.week, (t.weeks.get(r.week) ?? 0) + wins);
    t.won += wins;
    t.meetings += 1;
  }
  // The club's strength list order, as the team's players are listed elsewhere; then by name.
  const tallies = [...byMember.values()].sort(
    (a, b) => (a.listNumber ?? Infinity) - (b.listNumber ?? Infinity) || a.memberName.localeCompare(b.memberName, 'nl'),
  );
  return tallies.map((t) => {
    const entries = t.meetings * team.playersPerTeam;
    const lost = Math.max(0, entries - t.won);
    const cells = Object.fromEntries(
      Array.from({ length: WEEKS }, (_, i) => [weekKey(i + 1), t.weeks.has(i + 1) ? String(t.weeks.get(i + 1)) : '']),
    );
    return {
      memberName: t.memberName,
      percentageString: percentageString(t.won, lost),
      ...cells,
      entries,
      saldo: t.won - lost,
      team: team.name,
    } as WeekOverviewRow;
  });
}
