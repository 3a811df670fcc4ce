// The league in French (issue 33): a call answers in the caller's language, a league mail in each
// recipient's, and the help PDF in the app's.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userRights, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink.ts';
import { matchesOf, poulesOf } from '../../testing/leagueKit.ts';

const FRENCH = { 'accept-language': 'fr-BE,fr;q=0.9,nl;q=0.5' };

let t: TestApp;
let sink: SmtpSink;
let padel: string;
let leagueId: number;
/** Poule B1 of the ongoing series: padel@ is its captain. */
let b1: number;
let managerEmail: string;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url });
  const db = t.database.db;
  // The league manager reads French; every other account keeps the club's Dutch.
  const managers = await db.select({ id: users.id, email: users.email }).from(users).innerJoin(userRights, eq(userRights.userId, users.id)).where(eq(userRights.enterAnyLeagueResult, true));
  expect(managers).toHaveLength(1);
  managerEmail = managers[0]!.email;
  await db.update(users).set({ language: 'fr' }).where(eq(users.id, managers[0]!.id));
  padel = await t.login('padel@demo.clubhuis.be');
  leagueId = (await t.post('league/list.php', { jwt: padel })).json[0]!.leagueId;
  b1 = (await poulesOf(db, 2))[3]!.id;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});
beforeEach(() => {
  sink.messages.length = 0;
});

describe('league calls in French', () => {
  it('refuses a bad league request in the language Accept-Language asks', async () => {
    const dutch = await t.post('league/information.php', { jwt: padel, leagueid: 999_999, memberid: 0 });
    expect([dutch.status, dutch.error.message]).toEqual([404, 'Deze league bestaat niet.']);
    const french = await t.post('league/information.php', { jwt: padel, leagueid: 999_999, memberid: 0 }, FRENCH);
    expect([french.status, french.error.message]).toEqual([404, "Cette ligue n'existe pas."]);
    const poule = await t.post('league/mailPoule.php', { jwt: padel, pouleid: 999_999, memberid: 0 }, FRENCH);
    expect([poule.status, poule.error.message]).toEqual([404, "Cette poule n'existe pas."]);
  });

  it('names the statuses and the total in French, and in Dutch again for a Dutch call (one prepared statement)', async () => {
    const french = (await t.post('league/information.php', { jwt: padel, leagueid: leagueId, memberid: 0 }, FRENCH)).json;
    expect(french.series.find((s) => s.status === 2)!.statusDescription).toBe('En cours');
    expect(french.participations.map((p) => p.pouleStatusDescription).every((d) => ['À jouer', 'Jouée', 'Clôturée'].includes(d))).toBe(true);
    const dutch = (await t.post('league/information.php', { jwt: padel, leagueid: leagueId, memberid: 0 })).json;
    expect(dutch.series.find((s) => s.status === 2)!.statusDescription).toBe('Lopend');
    const total = (await t.post('league/statistics.php', { jwt: padel, leagueid: leagueId }, FRENCH)).json.find((r) => r.serie === 0);
    expect(total!.period).toBe('Total');
  });

  it("mails the poule info in the French caller's language", async () => {
    const res = await t.post('league/mailPoule.php', { jwt: padel, pouleid: b1, memberid: 0 }, FRENCH);
    expect(res.status).toBe(200);
    expect(res.json.message).toMatch(/^L'e-mail a été envoyé à .+\. Un peu de patience/);
    const [mail] = await sink.waitFor(1);
    expect(mail!.subject).toBe('Ligue de padel : poule B1');
    expect(mail!.text).toContain('Joueurs :');
    expect(mail!.text).toContain('(capitaine) : ');
    expect(mail!.text).toMatch(/^Date de jeu : /m);
  });
});

describe('a league mail to a French account', () => {
  it('is French, while the Dutch players get theirs in Dutch', async () => {
    const matches = await matchesOf(t.database.db, b1);
    const res = await t.post('league/pouleScore.php', { jwt: padel, pouleid: b1, matches: matches.map((m) => ({ id: m.id, games1: 6, games2: 4 })) });
    expect(res.status).toBe(200);
    // The caller is Dutch: its answer is.
    expect(res.json.message).toMatch(/^De resultaten werden geregistreerd\./);
    const mails = await sink.waitFor(2);
    const french = mails.find((m) => m.to.includes(managerEmail))!;
    expect(french.subject).toBe('Ligue de padel : résultats poule B1');
    expect(french.text).toContain('a enregistré les résultats de la poule B1.');
    expect(french.text).toContain('Classement :');
    expect(french.text).toContain(' : 6-4');
    expect(french.text).toContain('Envoyé via Clubhuis.');
    const dutch = mails.find((m) => m !== french)!;
    expect(dutch.to).not.toContain(managerEmail);
    expect(dutch.subject).toBe('Padelleague: resultaten poule B1');
    expect(dutch.text).toContain('Stand:');
    // The answer counts the recipients of both mails.
    expect(res.json.recipients).toBe(french.to.length + dutch.to.length);
  });
});

describe('the help PDF', () => {
  it("is French with ?lang=fr or a French browser, Dutch otherwise", async () => {
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
    const dutch = await get('/api/league/help.pdf');
    expect(dutch.headers['content-disposition']).toBe('inline; filename="league-handleiding.pdf"');
    for (const french of [await get('/api/league/help.pdf?lang=fr'), await get('/api/league/help.pdf', FRENCH)]) {
      expect(french.statusCode).toBe(200);
      expect(french.headers['content-disposition']).toBe('inline; filename="ligue-mode-emploi.pdf"');
      expect(french.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(french.rawPayload.equals(dutch.rawPayload)).toBe(false);
    }
    // The app's choice wins over the browser's.
    expect((await get('/api/league/help.pdf?lang=nl', FRENCH)).headers['content-disposition']).toBe('inline; filename="league-handleiding.pdf"');
  });
});
