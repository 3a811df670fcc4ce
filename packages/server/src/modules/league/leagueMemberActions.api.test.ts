// A member's own league actions: play date, poule mail, unsubscribe and undo, the mail quota and the help PDF.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leagueSubscriptions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink.ts';
import { userFor } from '../../testing/interclubKit.ts';
import { emailsOf, matchesOf, playersOf, poulesOf, waitingList } from '../../testing/leagueKit.ts';

let t: TestApp;
let sink: SmtpSink;
let lid: string;
let padel: string;
let manager: string;
let leagueId: number;
/** Poule B1 of the ongoing series: padel@ is its captain; two of its players are replaced. */
let b1: number;
let a1: number;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url });
  [lid, padel, manager] = await Promise.all(['lid', 'padel', 'league'].map((u) => t.login(`${u}@demo.clubhuis.be`)));
  leagueId = (await t.post('league/list.php', { jwt: lid })).json[0]!.leagueId;
  const ongoing = await poulesOf(t.database.db, 2);
  [a1, b1] = [ongoing[0]!.id, ongoing[3]!.id];
});
afterAll(async () => {
  await t.close();
  await sink.close();
});
beforeEach(() => {
  sink.messages.length = 0;
});

const info = (jwt: string) => t.post('league/information.php', { jwt, leagueid: leagueId, memberid: 0 });

describe('league/poulePlayDate.php', () => {
  it('lets padel@ set its poule’s play date, trimmed, and clear it', async () => {
    const res = await t.post('league/poulePlayDate.php', { jwt: padel, pouleid: b1, playdate: '2026-12-01', playtime: '20:30', terrain: '  Terrein 2 ', remarks: ' Na de training ' });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('De (geplande) speeldatum werd geregistreerd.');
    const mine = (await info(padel)).json.participations.find((p) => p.pouleId === b1)!;
    expect(mine).toMatchObject({ playDate: '2026-12-01', playTime: '20:30', playTerrain: 'Terrein 2', playRemarks: 'Na de training' });
    expect((await t.post('league/poulePlayDate.php', { jwt: padel, pouleid: b1 })).status).toBe(200);
    const cleared = (await info(padel)).json.participations.find((p) => p.pouleId === b1)!;
    expect(cleared).toMatchObject({ playDate: '', playTime: '', playTerrain: '', playRemarks: '' });
  });

  it('refuses without the right, outside the own poule, in a closed series and with a wrong date or time', async () => {
    const db = t.database.db;
    const notMine = await userFor(t, (await playersOf(db, a1))[1]!.memberId, { leaguePlayerMomentInfo: true });
    const closedOwn = (await info(padel)).json.participations.find((p) => p.serieStatus === 9)!.pouleId;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ jwt: lid, pouleid: b1 }, 403, 'Je kan geen speeldatum registreren.'],
      [{ jwt: notMine, pouleid: b1 }, 403, 'Je kan enkel de speeldatum van je eigen poule registreren.'],
      [{ jwt: padel, pouleid: closedOwn }, 409, 'De speeldatum kan enkel geregistreerd worden in de laatste, lopende periode.'],
      [{ jwt: padel, pouleid: b1, playdate: '2026-13-40' }, 400, "Het veld 'playdate' is ongeldig."],
      [{ jwt: padel, pouleid: b1, playtime: '25:00' }, 400, "Het veld 'playtime' is ongeldig."],
      [{ jwt: padel, pouleid: b1, terrain: 'x'.repeat(81) }, 400, "Het veld 'terrain' is te lang (maximaal 80 tekens)."],
    ];
    for (const [body, status, message] of cases) {
      const res = await t.postRaw('league/poulePlayDate.php', body);
      expect(res.status, message).toBe(status);
      expect(res.error.message).toBe(message);
    }
  });
});

describe('league/mailPoule.php', () => {
  it("mails padel@ its poule with the players' contact data, the matches and the play date", async () => {
    const db = t.database.db;
    const players = await playersOf(db, b1);
    const res = await t.post('league/mailPoule.php', { jwt: padel, pouleid: b1, memberid: 0 });
    expect(res.status).toBe(200);
    const [own] = await emailsOf(db, [players[0]!.memberId]);
    expect(res.json.message).toBe(`Het e-mailbericht werd verstuurd naar ${own}. Even geduld: het kan enkele minuten duren. Kijk ook in je spam-map.`);
    const [mail] = await sink.waitFor(1);
    expect(mail!.to).toEqual([own]);
    expect(mail!.subject).toBe('Padelleague: poule B1');
    for (const email of await emailsOf(db, players.map((p) => p.memberId))) expect(mail!.text).toContain(email);
    expect(mail!.text).toContain('Wedstrijden:');
    expect(mail!.text).toContain('De speeldatum is informatief: de terreinreservatie bevat de juiste datum.');
  });

  it("refuses a poule the member does not play in and someone else's member", async () => {
    const other = (await playersOf(t.database.db, b1))[1]!.memberId;
    for (const body of [{ jwt: lid, pouleid: b1, memberid: 0 }, { jwt: padel, pouleid: b1, memberid: other }]) {
      const res = await t.post('league/mailPoule.php', body);
      expect(res.status).toBe(403);
      expect(res.error.message).toBe('Je kan enkel de gegevens van je eigen poule opvragen.');
    }
    expect(sink.messages).toHaveLength(0);
  });
});

describe('league/unSubscribe.php and league/undoUnSubscribe.php', () => {
  it('unsubscribes padel@ with a remark and undoes it; the information shows it', async () => {
    const db = t.database.db;
    const subscriptionId = (await info(padel)).json.participations.at(-1)!.subscriptionId;
    const empty = await t.post('league/unSubscribe.php', { jwt: padel, subscriptionid: subscriptionId, remarks: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.error.message).toBe("Het veld 'remarks' is leeg: geef aan waarom je je wenst uit te schrijven!");
    expect((await db.select().from(leagueSubscriptions).where(eq(leagueSubscriptions.id, subscriptionId)))[0]!.unsubscribedAt).toBeNull();
    const res = await t.post('league/unSubscribe.php', { jwt: padel, subscriptionid: subscriptionId, remarks: ' Verhuis ' });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Je uitschrijving werd geregistreerd: je wordt niet meer opgenomen in de volgende periodes. Verwittig ook zelf de kapitein van je poule.');
    expect((await info(padel)).json.participations.at(-1)!.unSubscribed).toBe(true);
    const [row] = await db.select().from(leagueSubscriptions).where(eq(leagueSubscriptions.id, subscriptionId));
    expect(row!.unsubscribeRemarks).toBe('Verhuis');
    expect((await t.post('league/unSubscribe.php', { jwt: padel, subscriptionid: subscriptionId, remarks: 'x' })).error.message).toBe('Je bent al uitgeschreven voor de volgende periodes.');
    const list = (await t.post('league/subscriptions.php', { jwt: manager, leagueid: leagueId })).json;
    expect(list.find((s) => s.subscriptionId === subscriptionId)!.statusDescription).toBe('Uitgeschreven');
    const undo = await t.post('league/undoUnSubscribe.php', { jwt: padel, subscriptionid: subscriptionId });
    expect(undo.status).toBe(200);
    expect(undo.json.message).toBe('Je uitschrijving werd geannuleerd: je wordt weer opgenomen in de volgende periodes.');
    expect((await info(padel)).json.participations.at(-1)!.unSubscribed).toBe(false);
    const again = await t.post('league/undoUnSubscribe.php', { jwt: padel, subscriptionid: subscriptionId });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe('Je bent niet uitgeschreven: er is niets te annuleren.');
  });

  it("refuses someone else's subscription, a user without the right and a subscriber without a poule", async () => {
    const db = t.database.db;
    const subscriptionId = (await info(padel)).json.participations.at(-1)!.subscriptionId;
    const someone = await t.post('league/unSubscribe.php', { jwt: lid, subscriptionid: subscriptionId, remarks: 'x' });
    expect(someone.status).toBe(403);
    expect(someone.error.message).toBe('Je kan enkel je eigen inschrijving wijzigen.');
    const waiting = (await waitingList(db)).at(-1)!;
    const noPoule = await t.post('league/unSubscribe.php', { jwt: await userFor(t, waiting.memberId), subscriptionid: waiting.id, remarks: 'x' });
    expect(noPoule.status).toBe(409);
    expect(noPoule.error.message).toBe('Uitschrijven kan enkel met een poule in de laatste, lopende periode.');
    const b1Second = (await playersOf(db, b1))[1]!;
    const barred = await userFor(t, b1Second.memberId, { canUnsubscribeFromLeague: false });
    const res = await t.post('league/unSubscribe.php', { jwt: barred, subscriptionid: b1Second.subscriptionId, remarks: 'x' });
    expect(res.status).toBe(403);
    expect(res.error.message).toBe('Uitschrijven via de app is voor jou niet mogelijk. Neem contact op met de leagueverantwoordelijke.');
    expect((await db.select().from(leagueSubscriptions).where(eq(leagueSubscriptions.id, b1Second.subscriptionId)))[0]!.unsubscribedAt).toBeNull();
  });
});

describe('mails per user and hour', () => {
  it('counts the league calls that send mail in the same quota', async () => {
    const q = await createTestApp({ smtpUrl: sink.url, mailLimitPerHour: 2 });
    try {
      const jwt = await q.login('padel@demo.clubhuis.be');
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await q.post('league/mailPoule.php', { jwt, pouleid: b1, memberid: 0 }));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
      expect(answers[2]!.error.message).toBe('Je hebt het maximum aantal e-mails voor dit uur bereikt. Probeer het later opnieuw.');
    } finally {
      await q.close();
    }
  });
  it('never stops a result or a replacement: over the quota it is stored and only its mail is held back, and the answer says so (issue 28, item 4)', async () => {
    const q = await createTestApp({ smtpUrl: sink.url, mailLimitPerHour: 1 });
    try {
      const db = q.database.db;
      const jwt = await q.login('league@demo.clubhuis.be');
      const [b1Now] = (await poulesOf(db, 2)).slice(3);
      const matches = await matchesOf(db, b1Now!.id);
      const score = (g: number) => matches.map((m) => ({ id: m.id, games1: 6, games2: g }));
      const first = await q.post('league/pouleScore.php', { jwt, pouleid: b1Now!.id, matches: score(1) });
      expect(first.json.message).toMatch(/^De resultaten werden geregistreerd\. Er werd een e-mail verstuurd/);
      await sink.waitFor(1);
      const second = await q.post('league/pouleScore.php', { jwt, pouleid: b1Now!.id, matches: score(2) });
      expect([second.status, second.json.message, second.json.recipients]).toEqual([200, 'De resultaten werden geregistreerd. Er werd geen e-mail verstuurd: je hebt het maximum aantal e-mails voor dit uur bereikt.', 0]);
      expect((await matchesOf(db, b1Now!.id)).map((m) => [m.games1, m.games2])).toEqual(matches.map(() => [6, 2]));

      const target = (await playersOf(db, b1Now!.id)).find((p) => !p.replacementMemberId)!;
      const standIn = (await waitingList(db))[0]!.memberId;
      const replaced = await q.post('league/replacePoulePlayer.php', { jwt, pouleplayerid: target.id, replace: 1, replacementid: standIn });
      expect([replaced.status, replaced.json.message]).toEqual([200, 'De vervanging werd geregistreerd. Er werd geen e-mail verstuurd: je hebt het maximum aantal e-mails voor dit uur bereikt.']);
      expect((await playersOf(db, b1Now!.id)).find((p) => p.id === target.id)!.replacementMemberId).toBe(standIn);
      const cancelled = await q.post('league/replacePoulePlayer.php', { jwt, pouleplayerid: target.id, replace: 0 });
      expect([cancelled.status, cancelled.json.message]).toEqual([200, 'De vervanging werd geannuleerd. Er werd geen e-mail verstuurd: je hebt het maximum aantal e-mails voor dit uur bereikt.']);
      expect(sink.messages).toHaveLength(1);
    } finally {
      await q.close();
    }
  });
});


describe('the help PDF of the league footer', () => {
  it('is a PDF anybody can open', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/league/help.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(2000);
  });
});
