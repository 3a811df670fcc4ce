import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clubs, members, tabtCache } from '../../db/schema.ts';
import { readConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import {
  calendarEntryXml,
  closedPortUrl,
  el,
  fixtureXml,
  membersAnswer,
  startTabtServer,
  type TabtTestServer,
} from '../../testing/tabtServer.ts';
import { memberId } from '../../testing/interclubKit.ts';

// The demo club asks a local competition site here (not offline), which answers with the fixtures:
// demo members get the fixture's members' ids, the club's calendar is written for these tests.

const appFor = (endpoint: string) => createTestApp({ tabt: { ...readConfig({}).tabt, endpoint, offlineClubs: [] } });

const KOBE = '900155';
const SOFIE_PAUWELS = '900302';
/** The club calendar (GetMatches Club A999): the weeks and teams of the fixture members' interclub results. */
const match = (id: number, week: string, date: string, home: [string, string], away: [string, string], score: string) =>
  calendarEntryXml({ id, matchId: `POVLH${week}/${id % 1000}`, week, date, homeClub: home[0], homeTeam: home[1], awayClub: away[0], awayTeam: away[1], score });
const CALENDAR =
  el('MatchCount', 4) +
  match(879280, '01', '2026-09-19', ['A999', 'TTC De Demo A'], ['BBW001', 'Cttr Alpa B'], '7-9') +
  match(883650, '02', '2026-09-25', ['BBW002', 'Royal Clabecq A'], ['A999', 'TTC De Demo A'], '13-3') +
  match(884480, '03', '2026-10-02', ['A999', 'TTC De Demo A'], ['BBW003', 'Ry Ternel A'], '5-11') +
  match(878100, '01', '2026-09-18', ['BBW004', 'REP Nivelles B'], ['A999', 'TTC De Demo D'], '16-0');
/** Kobe's ranking points: the fixture has none, so the ELO tab is checked on a copy that has them. */
const WITH_ELO = fixtureXml.members.replace(
  '<ns1:Club>BBW214</ns1:Club><ns1:ResultCount>12</ns1:ResultCount>',
  '<ns1:Club>BBW214</ns1:Club><ns1:RankingPointsEntries><ns1:MethodName>ELO</ns1:MethodName><ns1:Value>1432</ns1:Value>' +
    '<ns1:LastModified>2026-10-01</ns1:LastModified></ns1:RankingPointsEntries><ns1:ResultCount>12</ns1:ResultCount>',
);

async function linkMember(t: TestApp, first: string, last: string, associationId: string): Promise<number> {
  const id = await memberId(t, first, last);
  await t.database.db.update(members).set({ associationId }).where(eq(members.id, id));
  return id;
}

function fakeSite(server: TabtTestServer) {
  server.answer('GetMatches', (req) => (req.Club === 'A999' ? CALENDAR : undefined));
  server.answer('GetMembers', (req) => membersAnswer(req, WITH_ELO));
}

describe('frenoy/individualResults.php', () => {
  let t: TestApp;
  let server: TabtTestServer;
  let kobe: number;
  beforeAll(async () => {
    server = await startTabtServer();
    t = await appFor(server.url);
    // The demo's own seeded answers would be served first; these tests want the site's.
    await t.database.db.delete(tabtCache);
    fakeSite(server);
    kobe = await linkMember(t, 'Jan', 'Peeters', KOBE);
  });
  afterAll(async () => {
    await Promise.all([t.close(), server.close()]);
  });

  it('maps the member’s results field by field, without a login', async () => {
    const res = await t.post('frenoy/individualResults.php', { memberid: kobe });
    expect(res.status).toBe(200);
    const r = res.json;
    expect(r).toMatchObject({
      ResultsAvailable: true,
      Ranking: 'C0',
      FrenoyUrl: `https://competitie.vttl.be/index.php?menu=6&result=1&sel=${KOBE}`,
      ELOPoints: 1432,
      ELODate: '2026-10-01',
      BELPoints: null,
      BELPosPoints: null,
      Prognose: null,
    });
    // Klassementen: the opponents' rankings, strongest first.
    expect(r.RankingResults).toEqual([
      { Ranking: 'B6', Won: 0, Lost: 4, Percentage: 0, PercentageString: '0%' },
      { Ranking: 'C0', Won: 1, Lost: 5, Percentage: 17, PercentageString: '17%' },
      { Ranking: 'C2', Won: 2, Lost: 0, Percentage: 100, PercentageString: '100%' },
    ]);
    // Wedstrijden: one to one, in the site's order; a result entry names the opponent.
    const row = (d: Record<string, unknown>) =>
      [d.MatchIndex, d.Date, d.LastName, d.FirstName, d.Ranking, d.Result, d.SetFor, d.SetAgainst, d.Club, d.CompetitionType].join('|');
    expect(r.DetailResults.map(row)).toEqual([
      '1|2026-09-19|VERMEULEN|FIEN|C0|D|2|3|Cttr Alpa|C',
      '2|2026-09-19|VERSTRAETEN|TOM|C0|D|1|3|Cttr Alpa|C',
      '3|2026-09-19|HERMANS|MIRA|C2|V|3|1|Cttr Alpa|C',
      '4|2026-09-19|DE BACKER|SOFIE|C0|V|3|1|Cttr Alpa|C',
      '5|2026-09-25|DUBOIS|STIJN|B6|D|2|3|Royal Clabecq|C',
      '6|2026-09-25|AERTS|STIJN|B6|D|0|3|Royal Clabecq|C',
      '7|2026-09-25|VAN DAMME|KOBE|C0|D|0|3|Royal Clabecq|C',
      '8|2026-09-25|MICHIELS|MIRA|B6|D|1|3|Royal Clabecq|C',
      '9|2026-10-02|AERTS|PIET|B6|D|1|3|Ry Ternel|C',
      '10|2026-10-02|LAMBERT|NOOR|C0|D|0|3|Ry Ternel|C',
      '11|2026-10-02|DE SMET|HANNE|C2|V|3|1|Ry Ternel|C',
      '12|2026-10-02|GOOSSENS|WOUT|C0|D|0|3|Ry Ternel|C',
    ]);
    // Weekresultaten: joined on MatchUniqueId with the club's calendar for week and team.
    const empty = Object.fromEntries(Array.from({ length: 22 }, (_, i) => [`Week${String(i + 1).padStart(2, '0')}`, '']));
    expect(r.WeekResults).toEqual([
      { ...empty, Team: 'TTC De Demo A', Week01: '2-2', Week02: '0-4', Week03: '1-3', Entries: 3, Saldo: -6, PercentageString: '25%' },
    ]);
  });

  it('asked the site for the current season’s results with ranking points, and the club’s calendar', async () => {
    const members = server.calls.filter((c) => c.operation === 'GetMembers');
    const calendars = server.calls.filter((c) => c.operation === 'GetMatches');
    expect(members.map((c) => c.request)).toEqual([{ Season: '27', UniqueIndex: KOBE, RankingPointsInformation: 'true', WithResults: 'true' }]);
    expect(calendars.map((c) => c.request)).toEqual([{ Club: 'A999', Season: '27' }]);
  });

  it('answers again from the cache without asking the site', async () => {
    const before = server.count();
    const again = await t.post('frenoy/individualResults.php', { memberid: kobe, jwt: await t.login('lid@demo.clubhuis.be') });
    expect([again.status, again.json.DetailResults.length]).toEqual([200, 12]);
    expect(server.count()).toBe(before);
  });

  it('counts tournaments in ranking classes and matches, only interclub in week results', async () => {
    const tom = await linkMember(t, 'Tom', 'Claes', SOFIE_PAUWELS);
    const r = (await t.post('frenoy/individualResults.php', { memberid: tom })).json;
    expect(r.DetailResults).toHaveLength(12);
    expect(r.DetailResults.filter((d: { CompetitionType: string }) => d.CompetitionType === 'T')).toHaveLength(8);
    expect(r.RankingResults.map((x: { Ranking: string; Won: number; Lost: number }) => `${x.Ranking} ${x.Won}-${x.Lost}`)).toEqual([
      'D6 0-1',
      'E0 0-2',
      'E2 0-2',
      'E4 0-2',
      'E6 0-1',
      'NC 2-2',
    ]);
    expect(r.WeekResults).toHaveLength(1);
    expect(r.WeekResults[0]).toMatchObject({ Team: 'TTC De Demo D', Week01: '0-4', Week02: '', Entries: 1, Saldo: -4, PercentageString: '0%' });
    expect([r.ELOPoints, r.ELODate]).toEqual([null, null]);
  });

  it('lets identical requests at the same time share one call to the site', async () => {
    const els = await linkMember(t, 'Els', 'Wouters', '900246');
    await t.database.db.delete(tabtCache);
    const before = { members: server.count('GetMembers'), matches: server.count('GetMatches') };
    server.delayMs = 150;
    const answers = await Promise.all(Array.from({ length: 4 }, () => t.post('frenoy/individualResults.php', { memberid: els })));
    server.delayMs = 0;
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => JSON.stringify(a.json))).size).toBe(1);
    expect(server.count('GetMembers') - before.members).toBe(1);
    expect(server.count('GetMatches') - before.matches).toBe(1);
  });

  it('says there are no results for a member the site has none for, without asking the calendar', async () => {
    const koen = await linkMember(t, 'Koen', 'Jacobs', '123456');
    const calendars = server.count('GetMatches');
    const r = (await t.post('frenoy/individualResults.php', { memberid: koen })).json;
    expect(r).toEqual({
      ResultsAvailable: false,
      RankingResults: [],
      DetailResults: [],
      WeekResults: [],
      ELOPoints: null,
      ELODate: null,
      BELPoints: null,
      BELPosPoints: null,
      Prognose: null,
      FrenoyUrl: 'https://competitie.vttl.be/index.php?menu=6&result=1&sel=123456',
      Ranking: '',
    });
    expect(server.count('GetMatches')).toBe(calendars);
  });

  it('has no results without a federation id, and refuses an unknown member', async () => {
    const lore = await linkMember(t, 'Lore', 'Willems', '');
    const calls = server.count();
    const none = await t.post('frenoy/individualResults.php', { memberid: lore });
    expect([none.status, none.json.ResultsAvailable, none.json.FrenoyUrl]).toEqual([200, false, '']);
    const unknown = await t.post('frenoy/individualResults.php', { memberid: 999_999 });
    expect([unknown.status, unknown.error.message]).toEqual([404, 'Dit lid bestaat niet.']);
    expect(server.count()).toBe(calls);
  });

  it('has no results in a club that does not play table tennis', async () => {
    const [club] = await t.database.db.select().from(clubs);
    await t.database.db.update(clubs).set({ association: 'PADEL' }).where(eq(clubs.id, club!.id));
    try {
      const calls = server.count();
      const r = (await t.post('frenoy/individualResults.php', { memberid: kobe })).json;
      expect([r.ResultsAvailable, r.DetailResults]).toEqual([false, []]);
      expect(server.count()).toBe(calls);
    } finally {
      await t.database.db.update(clubs).set({ association: club!.association }).where(eq(clubs.id, club!.id));
    }
  });
});

describe('frenoy/individualResults.php when the site fails', () => {
  it('on a quota fault serves the stored results, and with nothing stored answers a Dutch error', async () => {
    const server = await startTabtServer();
    const t = await appFor(server.url);
    try {
      await t.database.db.delete(tabtCache);
      fakeSite(server);
      const kobe = await linkMember(t, 'Jan', 'Peeters', KOBE);
      const tom = await linkMember(t, 'Tom', 'Claes', SOFIE_PAUWELS);
      const first = await t.post('frenoy/individualResults.php', { memberid: kobe });
      // Long expired: the site is asked again, and says no.
      await t.database.db.update(tabtCache).set({ expiresAt: new Date('2026-01-01T00:00:00Z') });
      server.mode = 'quota';
      const served = await t.post('frenoy/individualResults.php', { memberid: kobe });
      expect([served.status, served.json]).toEqual([200, first.json]);
      expect(server.calls.at(-1)!.operation).toBe('GetMembers');

      const nothing = await t.post('frenoy/individualResults.php', { memberid: tom });
      // 503 for the client; app.ts's error handler currently answers every 5xx as 500, keeping the text.
      expect(nothing.status).toBe(503);
      expect(nothing.error.message).toBe(
        'De competitiesite laat even geen vragen meer toe en er zijn nog geen gegevens bewaard. Probeer het binnen een minuut opnieuw.',
      );
    } finally {
      await Promise.all([t.close(), server.close()]);
    }
  });

  it('with the site unreachable and nothing stored answers that it is not reachable', async () => {
    const t = await appFor(await closedPortUrl());
    try {
      await t.database.db.delete(tabtCache);
      const jan = await memberId(t, 'Jan', 'Peeters');
      const res = await t.post('frenoy/individualResults.php', { memberid: jan });
      expect(res.status).toBe(503);
      expect(res.error.message).toBe('De competitiesite is niet bereikbaar en er zijn nog geen gegevens bewaard.');
    } finally {
      await t.close();
    }
  });
});
