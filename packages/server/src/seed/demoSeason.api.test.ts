import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, gt, inArray, lt } from 'drizzle-orm';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { competitionPlayers, meetingCars, meetingPlayers, meetings, members, teamPlayers, teams } from '../db/schema.ts';

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
  it('has 8 teams and the youth team, of at most 6 players, each with 22 meetings', async () => {
    const all = await t.database.db.select().from(teams);
    expect(all.map((x) => x.name).filter((n) => !/^TTC De Demo ([A-F]|Padel \d)$/.test(n))).toEqual(['TTC De Demo Jeugd']);
    expect(all).toHaveLength(9);
    expect(all.every((x) => x.playersPerTeam <= 6)).toBe(true);
    const perTeam = await t.database.db
      .select({ teamId: meetings.teamId, n: count() })
      .from(meetings)
      .groupBy(meetings.teamId);
    expect(perTeam).toHaveLength(9);
    expect(perTeam.every((r) => Number(r.n) === 22)).toBe(true);
  });

  it("plays the youth team's meeting of this week away in 5 days: Emma lined up, Tom captain, no cars yet", async () => {
    const youth = await teamId('TTC De Demo Jeugd');
    const [team] = await t.database.db.select().from(teams).where(eq(teams.id, youth));
    const [tom] = await t.database.db.select().from(members).where(eq(members.email, 'tom.claes@demo.clubhuis.be'));
    expect(team!.captainMemberId).toBe(tom!.id);
    const [next] = await t.database.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.teamId, youth), gt(meetings.playDate, today)))
      .orderBy(asc(meetings.playDate))
      .limit(1);
    expect([next!.playDate, next!.home, next!.driverMemberId]).toEqual([addDays(today, 5), false, null]);
    const lineUp = await t.database.db
      .select({ email: members.email })
      .from(meetingPlayers)
      .innerJoin(members, eq(members.id, meetingPlayers.memberId))
      .where(eq(meetingPlayers.meetingId, next!.id));
    expect(lineUp).toHaveLength(3);
    expect(lineUp.map((p) => p.email)).toContain('emma.maes@demo.clubhuis.be');
    expect(await t.database.db.select().from(meetingCars).where(eq(meetingCars.meetingId, next!.id))).toEqual([]);
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

  it("gives every past meeting a score and a line-up of the team's size (4; the youth team 3)", async () => {
    const past = (await t.database.db
      .select({ m: meetings, size: teams.playersPerTeam })
      .from(meetings)
      .innerJoin(teams, eq(teams.id, meetings.teamId))
      .where(lt(meetings.playDate, today))).map((r) => ({ ...r.m, size: r.size }));
    expect(past.length).toBeGreaterThan(50);
    expect(past.every((m) => /^\d+-\d+$/.test(m.score))).toBe(true);
    const lineups = await t.database.db
      .select({ meetingId: meetingPlayers.meetingId, n: count() })
      .from(meetingPlayers)
      .where(inArray(meetingPlayers.meetingId, past.map((m) => m.id)))
      .groupBy(meetingPlayers.meetingId);
    expect(lineups).toHaveLength(past.length);
    expect(lineups.every((l) => Number(l.n) === past.find((m) => m.id === l.meetingId)!.size)).toBe(true);
    expect(new Set(past.map((m) => m.size))).toEqual(new Set([3, 4]));
  });
});
