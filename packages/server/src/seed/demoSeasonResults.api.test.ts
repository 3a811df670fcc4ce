import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, ne } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { divisionRankings, meetingPlayers, meetings, teams } from '../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo season results', () => {
  it("gives every played table tennis line-up victory counts that add up to the club's score", async () => {
    const rows = await t.database.db
      .select({ meeting: meetings, sport: teams.sport, count: meetingPlayers.victoryCount })
      .from(meetingPlayers)
      .innerJoin(meetings, eq(meetings.id, meetingPlayers.meetingId))
      .innerJoin(teams, eq(teams.id, meetings.teamId))
      .where(ne(meetings.score, ''));
    const tt = rows.filter((r) => r.sport === 'tabletennis');
    expect(tt.length).toBeGreaterThan(200);
    expect(rows.filter((r) => r.sport === 'padel').every((r) => r.count === null)).toBe(true);
    const byMeeting = new Map<number, typeof tt>();
    for (const r of tt) byMeeting.set(r.meeting.id, [...(byMeeting.get(r.meeting.id) ?? []), r]);
    for (const group of byMeeting.values()) {
      const m = group[0]!.meeting;
      const [home, away] = m.score.split('-').map(Number) as [number, number];
      expect(group.reduce((sum, r) => sum + r.count!, 0)).toBe(m.home ? home : away);
      expect(group.every((r) => r.count! >= 0 && r.count! <= 4)).toBe(true);
    }
  });

  it("ranks each demo team's division: 12 teams, the team's record from its meetings", async () => {
    const db = t.database.db;
    for (const team of await db.select().from(teams)) {
      const table = await db
        .select()
        .from(divisionRankings)
        .where(eq(divisionRankings.divisionId, team.divisionId))
        .orderBy(asc(divisionRankings.position));
      expect(table.map((r) => r.position)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
      expect(table.map((r) => r.points)).toEqual(table.map((r) => r.points).sort((a, b) => b - a));
      expect(table.every((r) => r.points === 3 * r.gamesWon + 2 * r.gamesDraw + r.gamesLost)).toBe(true);
      const own = table.filter((r) => r.teamClub === 'A999');
      expect(own.map((r) => r.team)).toEqual([team.name]);
      const played = (await db.select().from(meetings).where(eq(meetings.teamId, team.id))).filter((m) => m.score !== '');
      expect(own[0]).toMatchObject({
        gamesPlayed: played.length,
        gamesWon: played.filter((m) => m.won === 'Y').length,
        gamesLost: played.filter((m) => m.won === 'N').length,
        gamesDraw: played.filter((m) => m.won === '').length,
      });
      // Everyone played the same rounds, each game counted on both sides.
      expect(table.every((r) => r.gamesPlayed === played.length)).toBe(true);
      expect(table.reduce((n, r) => n + r.gamesWon, 0)).toBe(table.reduce((n, r) => n + r.gamesLost, 0));
    }
  });
});
