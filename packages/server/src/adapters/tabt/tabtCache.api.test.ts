import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tabtCache } from '../../db/schema.ts';
import { readConfig, type TabtConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { closedPortUrl, startTabtServer, type TabtTestServer } from '../../testing/tabtServer.ts';
import { TabtCache, TabtUnavailableError } from './tabtCache.ts';
import {
  cacheKey,
  clubMatchesRequest,
  clubTeamsRequest,
  divisionRankingRequest,
  matchByNameRequest,
  matchDetailsRequest,
  memberResultsRequest,
} from './tabtRequests.ts';
import type { TabtSite } from './tabtSite.ts';

let t: TestApp;
let server: TabtTestServer;
beforeAll(async () => {
  [t, server] = await Promise.all([createTestApp(), startTabtServer()]);
});
afterAll(async () => {
  await Promise.all([t.close(), server.close()]);
});
beforeEach(async () => {
  // Each test starts with nothing stored and a well-behaved site.
  await t.database.db.delete(tabtCache);
  server.calls.length = 0;
  server.mode = 'ok';
  server.delayMs = 0;
});

const HOUR = 3_600_000;
const config = (over: Partial<TabtConfig> = {}): TabtConfig => ({ ...readConfig({}).tabt, offlineClubs: [], ...over });
const site = (endpoint: string | null = server.url): TabtSite => ({
  federation: 'VTTL',
  clubCode: 'BBW350',
  endpoint,
  siteUrl: 'https://competitie.vttl.be',
});

/** A client with its own clock and a log the test can read. */
function client(over: Partial<TabtConfig> = {}, start = new Date('2026-11-21T12:00:00Z')) {
  let now = start.getTime();
  const lines: string[] = [];
  const cache = new TabtCache(
    t.database.db,
    config(over),
    { info: (m) => lines.push(`info ${m}`), warn: (m) => lines.push(`warn ${m}`) },
    () => new Date(now),
  );
  return { cache, lines, later: (ms: number) => void (now += ms) };
}

async function stored(key: string) {
  const [row] = await t.database.db.select().from(tabtCache).where(eq(tabtCache.key, key));
  return row;
}

async function failure(p: Promise<unknown>): Promise<TabtUnavailableError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof TabtUnavailableError) return e;
    throw e;
  }
  throw new Error('expected a TabtUnavailableError');
}

describe('the competition-site cache', () => {
  it('asks once, stores the parsed answer with its lifetime and answers again from the database', async () => {
    const { cache, later } = client();
    const request = memberResultsRequest(27, 900155);
    const first = await cache.get(site(), 'GetMembers', request);
    expect(first.fromCache).toBe(false);
    expect(first.data.MemberEntries.map((m) => [m.UniqueIndex, m.LastName, m.ResultEntries.length])).toEqual([[900155, 'SMETS', 12]]);
    // What went over the wire: the operation as SOAPAction, fields in the WSDL's order.
    expect(server.calls.map((c) => c.operation)).toEqual(['GetMembers']);
    expect(server.calls[0]!.body).toContain(
      '<ns1:GetMembersRequest><ns1:Season>27</ns1:Season><ns1:UniqueIndex>900155</ns1:UniqueIndex>' +
        '<ns1:RankingPointsInformation>true</ns1:RankingPointsInformation><ns1:WithResults>true</ns1:WithResults></ns1:GetMembersRequest>',
    );

    const row = await stored(cacheKey('VTTL', 'GetMembers', request));
    expect(row).toMatchObject({ operation: 'GetMembers', response: first.data });
    expect(row!.expiresAt!.getTime() - row!.fetchedAt.getTime()).toBe(3 * HOUR);

    const second = await cache.get(site(), 'GetMembers', request);
    expect([second.fromCache, second.data]).toEqual([true, first.data]);
    expect(server.count()).toBe(1);

    later(3 * HOUR + 1000);
    expect((await cache.get(site(), 'GetMembers', request)).fromCache).toBe(false);
    expect(server.count()).toBe(2);
  });

  it('sends the club account as Credentials when one is configured', async () => {
    const { cache } = client({ account: 'ttc-demo', password: 'geheim' });
    await cache.get(site(), 'Test', {});
    expect(server.calls[0]!.request).toMatchObject({ 'Credentials.Account': 'ttc-demo', 'Credentials.Password': 'geheim' });
  });

  it('lets identical requests in flight share one call', async () => {
    const { cache } = client();
    server.delayMs = 150;
    const request = memberResultsRequest(27, 900246);
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.get(site(), 'GetMembers', request)));
    expect(server.count()).toBe(1);
    expect(new Set(answers.map((a) => JSON.stringify(a.data))).size).toBe(1);
    // A different request is a different call.
    await Promise.all([cache.get(site(), 'GetMembers', memberResultsRequest(27, 900302)), cache.get(site(), 'GetMembers', request)]);
    expect(server.count()).toBe(2);
  });

  it('keeps a validated match for good, one not yet played for an hour and one under way for under a minute', async () => {
    const { cache } = client({}, new Date('2026-09-01T10:00:00Z'));
    await cache.get(site(), 'GetMatches', matchDetailsRequest(26, 793870));
    expect((await stored(cacheKey('VTTL', 'GetMatches', matchDetailsRequest(26, 793870))))!.expiresAt).toBeNull();

    const future = matchByNameRequest(27, 'PBBWH01/001');
    await cache.get(site(), 'GetMatches', future);
    const open = (await stored(cacheKey('VTTL', 'GetMatches', future)))!;
    expect(open.expiresAt!.getTime() - open.fetchedAt.getTime()).toBe(HOUR);

    // On its day (Brussels) the same match may be under way.
    const matchDay = client({}, new Date('2026-09-18T18:30:00Z'));
    await matchDay.cache.get(site(), 'GetMatches', future, { refresh: true });
    const live = (await stored(cacheKey('VTTL', 'GetMatches', future)))!;
    expect(live.expiresAt!.getTime() - live.fetchedAt.getTime()).toBe(45_000);
  });

  it('keeps teams a day, rankings and calendars two hours', async () => {
    const { cache } = client();
    const lifetime = async (key: string) => {
      const row = (await stored(key))!;
      return (row.expiresAt!.getTime() - row.fetchedAt.getTime()) / HOUR;
    };
    await cache.get(site(), 'GetClubTeams', clubTeamsRequest('BBW350', 26));
    await cache.get(site(), 'GetDivisionRanking', divisionRankingRequest(8860));
    await cache.get(site(), 'GetMatches', clubMatchesRequest('BBW350', 26));
    expect(await lifetime(cacheKey('VTTL', 'GetClubTeams', clubTeamsRequest('BBW350', 26)))).toBe(24);
    expect(await lifetime(cacheKey('VTTL', 'GetDivisionRanking', divisionRankingRequest(8860)))).toBe(2);
    expect(await lifetime(cacheKey('VTTL', 'GetMatches', clubMatchesRequest('BBW350', 26)))).toBe(2);
  });

  it('on a quota fault serves the stored answer whatever its age, logs it and leaves the site alone for a minute', async () => {
    const { cache, lines, later } = client();
    const request = memberResultsRequest(27, 900155);
    const fresh = await cache.get(site(), 'GetMembers', request);
    later(10 * HOUR);
    server.mode = 'quota';
    const stale = await cache.get(site(), 'GetMembers', request);
    expect([stale.stale, stale.data]).toEqual([true, fresh.data]);
    expect(server.count()).toBe(2);
    expect(lines.some((l) => l.startsWith('warn tabt: quota exceeded (fault 34)'))).toBe(true);

    // Backing off: nothing is asked for a minute, whatever the request; with nothing stored that is a Dutch 503.
    const other = await failure(cache.get(site(), 'GetMembers', memberResultsRequest(27, 900302)));
    expect([other.status, other.message]).toEqual([
      503,
      'De competitiesite laat even geen vragen meer toe en er zijn nog geen gegevens bewaard. Probeer het binnen een minuut opnieuw.',
    ]);
    expect(server.count()).toBe(2);
    later(61_000);
    server.mode = 'ok';
    expect((await cache.get(site(), 'GetMembers', memberResultsRequest(27, 900302))).fromCache).toBe(false);
    expect(server.count()).toBe(3);
  });

  it('with the site unreachable answers the stored answer, or with nothing stored the Dutch error', async () => {
    const closed = await closedPortUrl();
    const { cache, lines } = client();
    const none = await failure(cache.get(site(closed), 'GetMembers', memberResultsRequest(27, 900155)));
    expect([none.status, none.message]).toEqual([503, 'De competitiesite is niet bereikbaar en er zijn nog geen gegevens bewaard.']);
    expect(lines.some((l) => l.includes('not reachable'))).toBe(true);
    // While it is left alone, the next question is told the same reason, not that the site is busy.
    const next = await failure(cache.get(site(closed), 'GetMembers', memberResultsRequest(27, 900302)));
    expect([next.status, next.message]).toEqual([503, 'De competitiesite is niet bereikbaar en er zijn nog geen gegevens bewaard.']);

    // Stored earlier from the site that worked, then the site breaks (HTTP 500 without a SOAP answer).
    const working = client();
    const request = memberResultsRequest(27, 900246);
    const before = await working.cache.get(site(), 'GetMembers', request);
    working.later(4 * HOUR);
    server.mode = 'broken';
    expect((await working.cache.get(site(), 'GetMembers', request)).data).toEqual(before.data);
  });

  it('answers a refused query (fault 13) with the stored answer or a Dutch 502', async () => {
    server.mode = 'fault';
    const { cache } = client();
    const refused = await failure(cache.get(site(), 'GetMembers', memberResultsRequest(27, 1)));
    expect([refused.status, refused.message]).toEqual([502, 'De competitiesite weigerde de vraag (fout 13).']);
  });

  it('never asks the site for an offline club: stored answers only', async () => {
    const { cache } = client();
    const request = memberResultsRequest(27, 900155);
    const none = await failure(cache.get(site(null), 'GetMembers', request));
    expect([none.status, none.message]).toEqual([
      503,
      'Deze club haalt geen gegevens op van de competitiesite en er zijn nog geen gegevens bewaard.',
    ]);
    await client().cache.get(site(), 'GetMembers', request);
    // Expired long ago, still served: an offline club has nothing better.
    await t.database.db.update(tabtCache).set({ expiresAt: new Date('2020-01-01T00:00:00Z') });
    const calls = server.count();
    expect((await cache.get(site(null), 'GetMembers', request)).data.MemberEntries).toHaveLength(1);
    expect(server.count()).toBe(calls);
  });

  it('asks again when a stored answer no longer has the expected shape', async () => {
    const { cache } = client();
    const request = memberResultsRequest(27, 900155);
    await t.database.db.insert(tabtCache).values({
      key: cacheKey('VTTL', 'GetMembers', request),
      operation: 'GetMembers',
      response: { MemberEntries: [{ UniqueIndex: 'geen nummer' }] },
      fetchedAt: new Date('2026-11-21T11:00:00Z'),
      expiresAt: null,
    });
    expect((await cache.get(site(), 'GetMembers', request)).data.MemberEntries[0]!.UniqueIndex).toBe(900155);
    expect(server.count()).toBe(1);
  });
});
