import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { meetings } from '../../db/schema.ts';
import type { BodyOf } from '../../testing/apiClient.ts';
import { countingTestApp, growSeason, teamIdOf, type CountingApp } from '../../testing/statisticsKit.ts';

let c: CountingApp;
let jwt: string;
let teamA: number;
beforeAll(async () => {
  c = await countingTestApp();
  jwt = await c.login('lid@demo.clubhuis.be');
  teamA = await teamIdOf(c.db, 'TTC De Demo A');
});
afterAll(() => c.close());

const CALLS = [
  ['team/rankings', true],
  ['team/players', true],
  ['team/calendar', true],
  ['competition/weekOverview', true],
  ['teamcomposition/confirmationList', true],
  ['competition/rankingList', false],
  ['competition/weekDigest', false],
] as const;

/** Statements per call, anonymous and logged in, with the length of each answer. */
async function measure(): Promise<Record<string, { statements: number; rows: number }>> {
  const out: Record<string, { statements: number; rows: number }> = {};
  for (const [path, perTeam] of CALLS) {
    for (const who of ['anonymous', 'member'] as const) {
      const body = { ...(perTeam ? { teamId: teamA } : {}), ...(who === 'member' ? { jwt } : {}) };
      // Each path of CALLS takes the body built for it; TypeScript cannot pair them in the loop.
      const res = await c.post(path, body as BodyOf<typeof path>);
      expect(res.status, path).toBe(200);
      out[`${path} ${who}`] = { statements: c.statements(), rows: res.json.length };
    }
  }
  return out;
}

describe('statistics calls', () => {
  it('run the same number of statements whatever the size of the season', async () => {
    await measure(); // each user's first call also loads it into the process's cache
    const before = await measure();
    const [{ n: meetingsBefore }] = (await c.db.select({ n: count() }).from(meetings)) as [{ n: number }];
    const [clubId] = await c.db.select({ clubId: meetings.clubId }).from(meetings).where(eq(meetings.teamId, teamA)).limit(1);
    await growSeason(c.db, clubId!.clubId);
    const [{ n: meetingsAfter }] = (await c.db.select({ n: count() }).from(meetings)) as [{ n: number }];
    expect(Number(meetingsAfter)).toBe(3 * Number(meetingsBefore));
    const after = await measure();
    for (const key of Object.keys(before)) {
      expect(after[key]!.statements, key).toBe(before[key]!.statements);
    }
    // The data did grow: the team has twice the meetings, the club twice the teams.
    expect(after['team/calendar anonymous']!.rows).toBe(2 * before['team/calendar anonymous']!.rows);
    expect(after['competition/weekDigest anonymous']!.rows).toBe(2 * before['competition/weekDigest anonymous']!.rows);
    expect(after['competition/rankingList member']!.rows).toBe(2 * before['competition/rankingList member']!.rows);
    // A small fixed number: the scope, then at most five reads (the token's user comes from the process's cache).
    expect(before['teamcomposition/confirmationList member']!.statements).toBe(6);
    expect(before['teamcomposition/confirmationList anonymous']!.statements).toBe(4);
    expect(Math.max(...Object.values(before).map((b) => b.statements))).toBeLessThanOrEqual(7);
  });
});
