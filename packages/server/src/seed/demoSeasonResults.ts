import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { meetingPlayers, meetings, teams } from '../db/schema.ts';
import { ourPoints } from '../modules/competition/clubResult.ts';
import { seedDemoDivisionRankings } from './demoDivisionRankings.ts';

/**
 * Our individual wins of one meeting spread over its line-up (each player plays `matches` matches):
 * evenly, the remainder to players rotating with the week, and in even weeks one win moved from the
 * last of the line-up to the first (the stronger player). The counts add up to the score.
 */
export function victoryCounts(ours: number, players: number, matches: number, week: number): number[] {
  const total = Math.max(0, Math.min(ours, players * matches));
  const counts = Array.from({ length: players }, () => Math.floor(total / players));
  for (let k = 0; k < total % players; k++) counts[(week + k) % players]! += 1;
  const last = players - 1;
  if (week % 2 === 0 && last > 0 && counts[0]! < matches && counts[last]! > 0) {
    counts[0]! += 1;
    counts[last]! -= 1;
  }
  return counts;
}

/**
 * The match sheets of the demo's played table tennis meetings (victory counts of the line-up), then
 * the division rankings: what the competition sync would import for a real club.
 */
export async function seedDemoSeasonResults(db: Db, clubId: number): Promise<void> {
  const lineUps = await db
    .select({
      meetingId: meetings.id,
      memberId: meetingPlayers.memberId,
      week: meetings.week,
      score: meetings.score,
      home: meetings.home,
      matches: teams.playersPerTeam,
    })
    .from(meetingPlayers)
    .innerJoin(meetings, eq(meetings.id, meetingPlayers.meetingId))
    .innerJoin(teams, eq(teams.id, meetings.teamId))
    .where(
      and(eq(meetings.clubId, clubId), eq(teams.sport, 'tabletennis'), ne(meetings.score, ''), eq(meetingPlayers.reserve, false)),
    )
    .orderBy(asc(meetings.id), asc(meetingPlayers.position));
  const byMeeting = new Map<number, typeof lineUps>();
  for (const row of lineUps) byMeeting.set(row.meetingId, [...(byMeeting.get(row.meetingId) ?? []), row]);
  const updates: { meetingId: number; memberId: number; count: number }[] = [];
  for (const players of byMeeting.values()) {
    const first = players[0]!;
    const ours = ourPoints(first);
    if (ours === null) continue;
    const counts = victoryCounts(ours, players.length, first.matches, first.week);
    players.forEach((p, i) => updates.push({ meetingId: p.meetingId, memberId: p.memberId, count: counts[i]! }));
  }
  if (updates.length) {
    // One statement for the whole season: arrays of meeting, member and count, unnested side by side.
    const list = (values: number[]) => `{${values.join(',')}}`;
    await db.execute(sql`update ${meetingPlayers} set victory_count = v.count
      from unnest(${list(updates.map((u) => u.meetingId))}::int[], ${list(updates.map((u) => u.memberId))}::int[],
        ${list(updates.map((u) => u.count))}::int[]) as v(meeting_id, member_id, count)
      where ${meetingPlayers.meetingId} = v.meeting_id and ${meetingPlayers.memberId} = v.member_id`);
  }
  await seedDemoDivisionRankings(db, clubId);
}
