import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weeklyMailOptouts } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink.ts';
import { mailsTo, parseWeeklyMail, weeklyMailDeps } from '../../testing/weeklyMailKit.ts';
import { runWeeklyMails } from './weeklyMailSchedule.ts';
import { currentWeek } from './weeklyMailWeek.ts';

// The weekly e-mail's switch (issue 32): home/weeklyMail and home/setWeeklyMail for the caller's own
// account, and the mail's one-click unsubscribe link (RFC 8058).
let t: TestApp;
let sink: SmtpSink;
const db = () => t.database.db;
const DAY = 24 * 3_600_000;
const wednesday = (weeks: number) => new Date(new Date(`${currentWeek(new Date())}T12:00:00+01:00`).getTime() + (weeks * 7 + 2) * DAY);
const run = (now: Date) => runWeeklyMails(weeklyMailDeps(db(), sink.url), now, { thisWeek: true });
const ONE_CLICK = { 'content-type': 'application/x-www-form-urlencoded' };

beforeAll(async () => {
  [t, sink] = await Promise.all([createTestApp(), startSmtpSink()]);
});
afterAll(async () => {
  await Promise.all([t.close(), sink.close()]);
});

describe('home/weeklyMail and home/setWeeklyMail', () => {
  it("turn the caller's own account's mail off and on, and nobody else's", async () => {
    const [lid, ouder] = await Promise.all([t.login('lid@demo.clubhuis.be'), t.login('ouder@demo.clubhuis.be')]);
    expect((await t.post('home/weeklyMail', { jwt: lid })).json).toEqual({ on: true });
    expect((await t.post('home/setWeeklyMail', { jwt: lid, on: 0 })).json).toEqual({ on: false });
    expect((await t.post('home/setWeeklyMail', { jwt: lid, on: false })).json).toEqual({ on: false });
    expect((await t.post('home/weeklyMail', { jwt: lid })).json).toEqual({ on: false });
    expect((await t.post('home/weeklyMail', { jwt: ouder })).json).toEqual({ on: true });
    expect(await db().select({ userId: weeklyMailOptouts.userId }).from(weeklyMailOptouts)).toHaveLength(1);
    expect((await t.post('home/setWeeklyMail', { jwt: lid, on: '1' })).json).toEqual({ on: true });
    expect(await db().select().from(weeklyMailOptouts)).toEqual([]);
  });

  it('refuse a body without a flag in Dutch, and answer 401 without a token', async () => {
    const jwt = await t.login('lid@demo.clubhuis.be');
    const bad = await t.postRaw('home/setWeeklyMail', { jwt, on: 'misschien' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/'on'/);
    expect((await t.postRaw('home/weeklyMail', {})).status).toBe(401);
    expect(await db().select().from(weeklyMailOptouts)).toEqual([]);
  });
});

describe("the mail's unsubscribe link", () => {
  it('carries List-Unsubscribe with a one-click POST; a GET only asks, the POST turns the mail off, and next week brings none', async () => {
    const now = wednesday(0);
    await run(now);
    const mail = await parseWeeklyMail(mailsTo(sink.messages.splice(0), 'trainer@demo.clubhuis.be')[0]!);
    expect(mail.unsubscribePost).toBe('List-Unsubscribe=One-Click');
    expect(mail.unsubscribe).toMatch(/^http:\/\/localhost:8080\/api\/home\/unsubscribe\/[\w.-]+$/);
    expect(mail.text).toContain(mail.unsubscribe);
    expect(mail.html).toContain(`href="${mail.unsubscribe}"`);
    const url = new URL(mail.unsubscribe).pathname;
    const jwt = await t.login('trainer@demo.clubhuis.be');

    // A link scanner's GET: a page with the button, and the mail stays on.
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Wil je de wekelijkse e-mail naar trainer@demo.clubhuis.be niet meer krijgen?');
    expect(page.body).toMatch(/<form method="post">[^]*name="List-Unsubscribe" value="One-Click"/);
    expect((await t.post('home/weeklyMail', { jwt })).json).toEqual({ on: true });

    // The mail client's one-click POST (RFC 8058): form-encoded, no login.
    const posted = await t.app.inject({ method: 'POST', url, headers: ONE_CLICK, payload: 'List-Unsubscribe=One-Click' });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain('De wekelijkse e-mail staat uit.');
    expect((await t.post('home/weeklyMail', { jwt })).json).toEqual({ on: false });
    // Once more (a client that retries): the same answer.
    expect((await t.app.inject({ method: 'POST', url, headers: ONE_CLICK, payload: 'List-Unsubscribe=One-Click' })).statusCode).toBe(200);

    const [next] = await run(wednesday(1));
    expect(next!.sent).toBeGreaterThan(0);
    const received = sink.messages.splice(0);
    expect(mailsTo(received, 'trainer@demo.clubhuis.be')).toEqual([]);
    expect(received.length).toBe(next!.sent);

    // On again in 'Meldingen': the week after brings it again.
    await t.post('home/setWeeklyMail', { jwt, on: 1 });
    await run(wednesday(2));
    expect(mailsTo(sink.messages.splice(0), 'trainer@demo.clubhuis.be')).toHaveLength(1);
  });

  it("turns off only the link's own account, whoever posts it", async () => {
    const now = wednesday(-1);
    await run(now);
    const mails = sink.messages.splice(0);
    const lid = await parseWeeklyMail(mailsTo(mails, 'lid@demo.clubhuis.be')[0]!);
    await t.app.inject({ method: 'POST', url: new URL(lid.unsubscribe).pathname, headers: ONE_CLICK, payload: 'List-Unsubscribe=One-Click' });
    const [lidJwt, ouderJwt] = await Promise.all([t.login('lid@demo.clubhuis.be'), t.login('ouder@demo.clubhuis.be')]);
    expect((await t.post('home/weeklyMail', { jwt: lidJwt })).json).toEqual({ on: false });
    expect((await t.post('home/weeklyMail', { jwt: ouderJwt })).json).toEqual({ on: true });
    await t.post('home/setWeeklyMail', { jwt: lidJwt, on: 1 });
  });

  it('answers a changed or made-up token with a Dutch page and changes nothing; twenty such tries an hour from one address, then 429', async () => {
    const before = await db().select().from(weeklyMailOptouts);
    const now = wednesday(-2);
    await run(now);
    const real = new URL((await parseWeeklyMail(mailsTo(sink.messages.splice(0), 'ouder@demo.clubhuis.be')[0]!)).unsubscribe).pathname;
    const forged = real.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const bad = await t.app.inject({ method: 'POST', url: forged, headers: ONE_CLICK, payload: 'List-Unsubscribe=One-Click' });
    expect(bad.statusCode).toBe(404);
    expect(bad.body).toContain('Deze link werkt niet (meer).');
    for (let i = 2; i <= 20; i++) expect((await t.app.inject({ method: 'GET', url: `/api/home/unsubscribe/made-up-${i}` })).statusCode).toBe(404);
    const held = await t.app.inject({ method: 'POST', url: real, headers: ONE_CLICK, payload: 'List-Unsubscribe=One-Click' });
    expect(held.statusCode).toBe(429);
    expect(held.body).toContain('Te veel ongeldige links');
    // Another address still gets through with a real link.
    const other = await t.app.inject({ method: 'GET', url: real, remoteAddress: '192.0.2.7' });
    expect(other.statusCode).toBe(200);
    expect(await db().select().from(weeklyMailOptouts)).toEqual(before);
  });
});
