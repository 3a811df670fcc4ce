import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { clubs, meetings, members, tabtCache, teams } from '../../db/schema.ts';
import { readConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { startTabtServer, type TabtTestServer } from '../../testing/tabtServer.ts';
import { meetingsOf, userFor } from '../../testing/interclubKit.ts';

// Demo meetings are pointed at the fixture's four matches; the local site answers their sheets.

let t: TestApp;
let server: TabtTestServer;
/** Past meetings of team A, one per fixture match. */
let ids: number[];
beforeAll(async () => {
  server = await startTabtServer();
  t = await createTestApp({ tabt: { ...readConfig({}).tabt, endpoint: server.url, offlineClubs: [] } });
  await t.database.db.delete(tabtCache);
  const past = await meetingsOf(t, 'TTC De Demo A', 'past');
  ids = past.slice(0, 4).map((m) => m.id);
  const point = (id: number, values: Partial<typeof meetings.$inferInsert>) => t.database.db.update(meetings).set(values).where(eq(meetings.id, id));
  await point(ids[0]!, { matchUniqueId: 793870 });
  await point(ids[1]!, { matchUniqueId: 794333 });
  await point(ids[2]!, { matchUniqueId: 804729 });
  // The fixture's match not yet played has no number on the site: the meeting knows it by its name.
  await point(ids[3]!, { matchUniqueId: null, playId: 'PBBWH01/001' });
});
afterAll(async () => {
  await Promise.all([t.close(), server.close()]);
});

const result = (id: number) => t.post('frenoy/matchResult.php', { match_id: id });

describe('frenoy/matchResult.php', () => {
  it('gives a finished sheet: score, every match with names and sets, final', async () => {
    const res = await result(ids[0]!);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ Score: '9-7', MatchUniqueId: 793870, IsFinal: true });
    expect(res.json.PlayerResults).toHaveLength(16);
    expect(res.json.PlayerResults[0]).toEqual({ HomePlayer: 'DRIES HERMANS', AwayPlayer: 'LOTTE STEVENS', HomeSetCount: 3, AwaySetCount: 2 });
    expect(res.json.PlayerResults[3]).toEqual({ HomePlayer: 'LIEN GOOSSENS', AwayPlayer: 'NOOR VAN DAMME', HomeSetCount: 0, AwaySetCount: 3 });
    expect(res.json.PlayerResults[15]).toEqual({ HomePlayer: 'LIEN GOOSSENS', AwayPlayer: 'PIET JANSSENS', HomeSetCount: 3, AwaySetCount: 1 });
    // The meeting's season (2026-2027) is the site's season 27.
    expect(server.calls.at(-1)!.request).toEqual({ Season: '27', WithDetails: 'true', MatchUniqueId: '793870' });
  });

  it('keeps a final match for good: asked again, the site is not called', async () => {
    const [row] = await t.database.db.select().from(tabtCache).where(eq(tabtCache.operation, 'GetMatches'));
    expect(row!.expiresAt).toBeNull();
    const calls = server.count();
    expect((await result(ids[0]!)).json.Score).toBe('9-7');
    expect(server.count()).toBe(calls);
  });

  it('counts a forfeited match 3-0 for the other side', async () => {
    const res = (await result(ids[1]!)).json;
    expect(res.Score).toBe('10-6');
    expect(res.PlayerResults[3]).toEqual({ HomePlayer: 'SOFIE GOOSSENS', AwayPlayer: 'ELKE VAN DAMME', HomeSetCount: 3, AwaySetCount: 0 });
  });

  it('names a double as such', async () => {
    const res = (await result(ids[2]!)).json;
    expect(res.Score).toBe('9-1');
    expect(res.PlayerResults).toHaveLength(10);
    expect(res.PlayerResults[6]).toEqual({ HomePlayer: 'Dubbel', AwayPlayer: 'Dubbel', HomeSetCount: 3, AwaySetCount: 0 });
  });

  it('gives a match not yet started (DetailsCreated false) an empty score', async () => {
    const res = await result(ids[3]!);
    expect([res.status, res.json]).toEqual([200, { Score: '', PlayerResults: [], MatchUniqueId: 0, IsFinal: false }]);
    expect(server.calls.at(-1)!.request).toEqual({ Season: '27', WithDetails: 'true', MatchId: 'PBBWH01/001' });
    // Not final: asked again once its time is up (an hour away from its day).
    const rows = await t.database.db.select().from(tabtCache).where(eq(tabtCache.operation, 'GetMatches'));
    expect(rows.filter((r) => r.expiresAt !== null)).toHaveLength(1);
  });

  it('refuses meetings the competition site does not know and meetings that do not exist', async () => {
    const [padel] = await t.database.db
      .select({ id: meetings.id })
      .from(meetings)
      .innerJoin(teams, eq(teams.id, meetings.teamId))
      .where(and(eq(teams.sport, 'padel')));
    const calls = server.count();
    expect(await result(padel!.id).then((r) => [r.status, r.error.message])).toEqual([404, 'Deze ontmoeting is niet gekend op de competitiesite.']);
    expect(await result(999_999).then((r) => [r.status, r.error.message])).toEqual([404, 'Deze ontmoeting bestaat niet.']);
    expect(server.count()).toBe(calls);
  });

  it('is public, but a logged-in member only sees meetings of the own club', async () => {
    const jwt = await t.login('lid@demo.clubhuis.be');
    expect((await t.post('frenoy/matchResult.php', { match_id: ids[0], jwt })).status).toBe(200);
    const [other] = await t.database.db.insert(clubs).values({ code: 'B111', name: 'TTC Elders', association: 'VTTL' }).returning();
    const [stranger] = await t.database.db
      .insert(members)
      .values({ clubId: other!.id, firstName: 'Vera', lastName: 'Vreemd', gender: 'F' })
      .returning();
    const theirs = await userFor(t, stranger!.id);
    const res = await t.post('frenoy/matchResult.php', { match_id: ids[0], jwt: theirs });
    expect([res.status, res.error.message]).toEqual([404, 'Deze ontmoeting bestaat niet.']);
  });
});
