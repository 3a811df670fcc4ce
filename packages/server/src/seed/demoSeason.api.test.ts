import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, gt, inArray, lt } from 'drizzle-orm';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { competitionPlayers, meetingPlayers, meetings, members, teamPlayers, teams } from '../db/schema.ts';

let t: TestApp;
// The template was seeded moments ago, on the same Brussels day.
const today = brusselsClock(new Date()).date;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function teamId(name: string): Promise<number> {
  const [row] = await t.database.db.select({ id: teams.id }).from(teams).where(eq(teams.name, name));
  return row!.id;
}

describe('demo season seed', () => {
  it('has 8 teams of at most 6 players, each with 22 meetings', async () => {
    const all = await t.database.db.select().from(teams);
    expect(all).toHaveLength(8);
    expect(all.every((x) => x.playersPerTeam <= 6)).toBe(true);
    const perTeam = await t.database.db
      .select({ teamId: meetings.teamId, n: count() })
      .from(meetings)
      .groupBy(meetings.teamId);
    expect(perTeam).toHaveLength(8);
    expect(perTeam.every((r) => Number(r.n) === 22)).toBe(true);
  });

  it('has exactly one meeting today: team A, week 10', async () => {
    const rows = await t.database.db.select().from(meetings).where(eq(meetings.playDate, today));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.teamId).toBe(await teamId('TTC De Demo A'));
    expect(rows[0]!.week).toBe(10);
    expect(rows[0]!.releasedAt).not.toBeNull();
    expect(rows[0]!.score).toBe('');
  });

  it("plays team B's first coming meeting away, without driver or line-up", async () => {
    const b = await teamId('TTC De Demo B');
    const coming = await t.database.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.teamId, b), gt(meetings.playDate, today)))
      .orderBy(asc(meetings.playDate))
      .limit(3);
    expect(coming[0]!.home).toBe(false);
    expect(coming[0]!.driverMemberId).toBeNull();
    expect(coming.filter((m) => !m.home).length).toBeGreaterThanOrEqual(2);
    const ids = coming.map((m) => m.id);
    const lineup = await t.database.db.select().from(meetingPlayers).where(inArray(meetingPlayers.meetingId, ids));
    expect(lineup).toHaveLength(0);
  });

  it('puts Jan Peeters in team B with index 5 or more', async () => {
    const b = await teamId('TTC De Demo B');
    const rows = await t.database.db
      .select({ index: competitionPlayers.indexNumber })
      .from(teamPlayers)
      .innerJoin(members, eq(members.id, teamPlayers.memberId))
      .innerJoin(
        competitionPlayers,
        and(eq(competitionPlayers.memberId, members.id), eq(competitionPlayers.sport, 'tabletennis')),
      )
      .where(and(eq(teamPlayers.teamId, b), eq(members.email, 'jan.peeters@demo.clubhuis.be')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.index).toBeGreaterThanOrEqual(5);
  });

  it('gives every past meeting a score and a line-up of 4 players', async () => {
    const past = await t.database.db.select().from(meetings).where(lt(meetings.playDate, today));
    expect(past.length).toBeGreaterThan(50);
    expect(past.every((m) => /^\d+-\d+$/.test(m.score))).toBe(true);
    const lineups = await t.database.db
      .select({ meetingId: meetingPlayers.meetingId, n: count() })
      .from(meetingPlayers)
      .where(inArray(meetingPlayers.meetingId, past.map((m) => m.id)))
      .groupBy(meetingPlayers.meetingId);
    expect(lineups).toHaveLength(past.length);
    expect(lineups.every((l) => Number(l.n) === 4)).toBe(true);
  });
});
