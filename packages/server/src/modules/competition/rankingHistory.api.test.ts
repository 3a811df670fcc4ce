import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { memberRankingHistory, members, tabtCache } from '../../db/schema.ts';
import { readConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { fixtureXml, el, membersAnswer, startTabtServer, type TabtTestServer } from '../../testing/tabtServer.ts';
import { memberId } from '../../testing/interclubKit.ts';

// Issue 34: the ranking history stored as the site's answers arrive, and the head-to-head over seasons.
// Jan Peeters (lid@) is the fixture's Kobe Smets (900155) on a local competition site.

const KOBE = '900155';
/** The fixture has no ranking points: Kobe's ELO is added as the site gives it with RankingPointsInformation. */
const withElo = (value: number) =>
  fixtureXml.members.replace(
    '<ns1:Club>BBW214</ns1:Club><ns1:ResultCount>12</ns1:ResultCount>',
    '<ns1:Club>BBW214</ns1:Club><ns1:RankingPointsEntries><ns1:MethodName>ELO</ns1:MethodName>' +
      `<ns1:Value>${value}</ns1:Value><ns1:LastModified>2026-10-01</ns1:LastModified></ns1:RankingPointsEntries><ns1:ResultCount>12</ns1:ResultCount>`,
  );

describe('ranking history and head-to-head (issue 34)', () => {
  let t: TestApp;
  let server: TabtTestServer;
  let jan: number;
  let elo = 1432;
  /** Seasons the site answers for (the current one, 27, by default); others answer no member. */
  let seasons = ['27'];
  const historyRows = () => t.database.db.select().from(memberRankingHistory).where(eq(memberRankingHistory.memberId, jan));

  beforeAll(async () => {
    server = await startTabtServer();
    t = await createTestApp({ tabt: { ...readConfig({}).tabt, endpoint: server.url, offlineClubs: [] } });
    await t.database.db.delete(tabtCache);
    await t.database.db.delete(memberRankingHistory);
    server.answer('GetMembers', (req) => (seasons.includes(req.Season ?? '') ? membersAnswer(req, withElo(elo)) : el('MemberCount', 0)));
    server.answer('GetMatches', () => el('MatchCount', 0));
    jan = await memberId(t, 'Jan', 'Peeters');
    await t.database.db.update(members).set({ associationId: KOBE }).where(eq(members.id, jan));
  });
  afterAll(async () => {
    await Promise.all([t.close(), server.close()]);
  });

  const expireAnswers = () => t.database.db.update(tabtCache).set({ expiresAt: sql`now() - interval '1 minute'` });

  it('stores the ELO and the class as an answer arrives; the same answer again stores no row; a new ELO one row', async () => {
    expect((await t.post('frenoy/individualResults.php', { memberid: jan })).status).toBe(200);
    const first = await historyRows();
    expect(first.map((r) => [r.method, r.value, r.ranking, r.seenOn, r.season]).sort()).toEqual([
      ['ELO', 1432, 'C0', '2026-10-01', expect.stringMatching(/^\d{4}-\d{4}$/)],
      ['Klassement', null, 'C0', expect.any(String), expect.stringMatching(/^\d{4}-\d{4}$/)],
    ]);

    await expireAnswers();
    const calls = server.count('GetMembers');
    expect((await t.post('frenoy/individualResults.php', { memberid: jan })).status).toBe(200);
    expect(server.count('GetMembers')).toBe(calls + 1);
    expect(await historyRows()).toHaveLength(2);

    elo = 1447;
    await expireAnswers();
    await t.post('frenoy/individualResults.php', { memberid: jan });
    const elos = (await historyRows()).filter((r) => r.method === 'ELO').map((r) => r.value);
    expect(elos.sort()).toEqual([1432, 1447]);
  });

  it('frenoy/rankingHistory: the member’s own user reads it; another member 403, nobody logged in 401', async () => {
    const lid = await t.login('lid@demo.clubhuis.be');
    const own = await t.post('frenoy/rankingHistory', { jwt: lid, memberid: jan });
    expect(own.status).toBe(200);
    expect(own.json.filter((e) => e.Method === 'ELO').map((e) => e.Value)).toEqual([1432, 1447]);
    expect(own.json[0]).toMatchObject({ Ranking: 'C0', Season: expect.stringMatching(/^\d{4}-\d{4}$/) });

    const ouder = await t.login('ouder@demo.clubhuis.be');
    const other = await t.postRaw('frenoy/rankingHistory', { jwt: ouder, memberid: jan });
    expect(other.status).toBe(403);
    expect(other.json).toEqual({ message: 'Je kan enkel het verloop van je eigen klassement (of dat van een gekoppeld lid) bekijken.' });
    expect((await t.postRaw('frenoy/rankingHistory', { memberid: jan })).status).toBe(401);
  });

  it('frenoy/headToHead: every match against one opponent over the seasons, won and lost, sets and dates', async () => {
    seasons = ['27', '26'];
    const lid = await t.login('lid@demo.clubhuis.be');
    // 900162 (Fien Vermeulen) beat Kobe 3-2 on 2026-09-19; the site gives the same answer for season 26 here.
    const res = await t.post('frenoy/headToHead', { jwt: lid, memberid: jan, opponent: 900162 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ FirstName: 'FIEN', LastName: 'VERMEULEN', Club: 'Cttr Alpa', Won: 0, Lost: 2, MissingSeasons: [] });
    expect(res.json.Matches.map((m) => [m.Season, m.Date, m.Result, m.SetFor, m.SetAgainst, m.CompetitionType])).toEqual([
      ['2026-2027', '2026-09-19', 'D', 2, 3, 'C'],
      ['2025-2026', '2026-09-19', 'D', 2, 3, 'C'],
    ]);
    // Five seasons asked once each; a past season's answer is kept for good.
    const pastSeason = await t.database.db
      .select({ expiresAt: tabtCache.expiresAt })
      .from(tabtCache)
      .where(and(eq(tabtCache.operation, 'GetMembers'), sql`${tabtCache.key} like '%"Season":26,%'`));
    expect(pastSeason).toEqual([{ expiresAt: null }]);
    // The season-26 answer fed the history too.
    expect((await historyRows()).some((r) => r.season === '2025-2026' && r.method === 'ELO')).toBe(true);
  });

  it('frenoy/headToHead names the seasons the site could not give, and refuses another member 403, nobody 401', async () => {
    await t.database.db.delete(tabtCache).where(sql`${tabtCache.key} like '%"Season":25,%'`);
    server.mode = 'quota';
    const lid = await t.login('lid@demo.clubhuis.be');
    const res = await t.post('frenoy/headToHead', { jwt: lid, memberid: jan, opponent: 900162 });
    server.mode = 'ok';
    expect(res.status).toBe(200);
    expect(res.json.MissingSeasons).toContain('2024-2025');
    expect(res.json.Lost).toBe(2);

    const ouder = await t.login('ouder@demo.clubhuis.be');
    const other = await t.postRaw('frenoy/headToHead', { jwt: ouder, memberid: jan, opponent: 900162 });
    expect(other.status).toBe(403);
    expect(other.json).toEqual({ message: 'Je kan enkel je eigen onderlinge duels (of die van een gekoppeld lid) bekijken.' });
    expect((await t.postRaw('frenoy/headToHead', { memberid: jan, opponent: 900162 })).status).toBe(401);
  });
});
