import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { WeekDigest } from '@clubhuis/contract/entities/competition';
import type { Db } from '../../db/client.ts';
import { meetingPlayers, meetings, members, teams } from '../../db/schema.ts';
import { clubResult, resultText } from './clubResult.ts';
import { latestRankings, ownRow, teamOrder } from './rankings.ts';
import type { ClubScope } from './statisticsScope.ts';

/**
 * competition/weekDigest: per team of the current season its latest played meeting (one with a
 * score), with its line-up and the team's place in its division. Three statements.
 */
export async function weekDigest(db: Db, scope: ClubScope): Promise<WeekDigest[]> {
  if (scope.season === null) return [];
  const latest = await db
    .selectDistinctOn([meetings.teamId], { meeting: meetings, team: teams })
    .from(meetings)
    .innerJoin(teams, eq(teams.id, meetings.teamId))
    .where(and(eq(teams.clubId, scope.clubId), eq(teams.season, scope.season), ne(meetings.score, '')))
    .orderBy(asc(meetings.teamId), desc(meetings.playDate), desc(meetings.week));
  if (latest.length === 0) return [];
  const [lineUps, rankings] = await Promise.all([
    db
      .select({ meetingId: meetingPlayers.meetingId, firstName: members.firstName, lastName: members.lastName })
      .from(meetingPlayers)
      .innerJoin(members, eq(members.id, meetingPlayers.memberId))
      .where(and(inArray(meetingPlayers.meetingId, latest.map((r) => r.meeting.id)), eq(meetingPlayers.reserve, false)))
      .orderBy(asc(meetingPlayers.position)),
    latestRankings(db, scope.clubId, latest.map((r) => r.team.divisionId)),
  ]);
  latest.sort((a, b) => teamOrder(a.team, b.team));
  return latest.map(({ meeting: m, team }) => {
    const won = clubResult(m);
    return {
      team: team.name,
      week: m.week,
      meeting: `${m.homeTeam} - ${m.awayTeam}`,
      matchUrl: m.frenoyUrl,
      result: resultText(won),
      score: m.score,
      position: ownRow(rankings, team, scope.clubCode)?.position ?? 0,
      composition: lineUps
        .filter((p) => p.meetingId === m.id)
        .map((p) => `${p.firstName} ${p.lastName}`)
        .join(', '),
      won,
    };
  });
}
