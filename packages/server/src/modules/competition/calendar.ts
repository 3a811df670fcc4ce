import { asc, eq } from 'drizzle-orm';
import type { TeamCalendarEntry } from '@clubhuis/contract/entities/competition';
import type { Db } from '../../db/client.ts';
import { meetings } from '../../db/schema.ts';
import { clubResult } from './clubResult.ts';
import { latestRankings } from './rankings.ts';
import type { TeamScope } from './statisticsScope.ts';

/**
 * team/calendar: the team's meetings of the season (two statements). The meetings do not store the
 * opponents' club codes; the division ranking does, under the same team names the site uses.
 */
export async function teamCalendar(db: Db, scope: TeamScope): Promise<TeamCalendarEntry[]> {
  const [rows, ranking] = await Promise.all([
    db.select().from(meetings).where(eq(meetings.teamId, scope.team.id)).orderBy(asc(meetings.week), asc(meetings.playDate)),
    latestRankings(db, scope.clubId, [scope.team.divisionId]),
  ]);
  const codeOf = new Map(ranking.map((r) => [r.team, r.teamClub]));
  return rows.map((m) => ({
    week: m.week,
    playId: m.playId,
    matchUrl: m.frenoyUrl,
    playDate: m.playDate,
    homeTeam: m.homeTeam,
    homeTeamCode: m.home ? scope.clubCode : (codeOf.get(m.homeTeam) ?? ''),
    outTeam: m.awayTeam,
    outTeamCode: m.home ? (codeOf.get(m.awayTeam) ?? '') : scope.clubCode,
    score: m.score,
    won: clubResult(m),
  }));
}
