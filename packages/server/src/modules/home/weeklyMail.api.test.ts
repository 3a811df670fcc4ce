import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink.ts';
import { accountOf, lineKey, screenLines } from '../../testing/myWeekKit.ts';
import { mailsTo, parseWeeklyMail, weekRows, weeklyMailDeps } from '../../testing/weeklyMailKit.ts';
import { mailAccountsOf } from '../session/mailRecipients.ts';
import { runWeeklyMails } from './weeklyMailSchedule.ts';
import { currentWeek } from './weeklyMailWeek.ts';

// The weekly e-mail (issue 32): what each account gets, checked against 'Mijn week' and the screens.
let t: TestApp;
let sink: SmtpSink;
const now = new Date();
const week = currentWeek(now);
const LOGINS = ['lid', 'ouder', 'trainer', 'sporter', 'padel', 'kapitein', 'leider', 'league', 'beheer'];

beforeAll(async () => {
  [t, sink] = await Promise.all([createTestApp(), startSmtpSink()]);
  await runWeeklyMails(weeklyMailDeps(t.database.db, sink.url), now, { thisWeek: true });
});
afterAll(async () => {
  await Promise.all([t.close(), sink.close()]);
});

describe('the weekly e-mail of the demo club', () => {
  it.each(LOGINS.filter((l) => l !== 'beheer'))('gives %s@ one multipart mail with text and HTML, holding the lines of its week', async (login) => {
    const email = `${login}@demo.clubhuis.be`;
    const [received, ...more] = mailsTo(sink.messages, email);
    expect(more).toEqual([]);
    const mail = await parseWeeklyMail(received!);
    expect(mail.type).toBe('multipart/alternative');
    expect(mail.text).toMatch(/^Dag /);
    expect(mail.html).toContain('<table role="presentation"');
    expect(mail.subject).toMatch(/^Je week bij TTC De Demo/);

    // 'Mijn week' of the same login, now: every one of its lines is in the mail, under its day.
    const jwt = await t.login(email);
    const myWeek = (await t.post('home/myWeek', { jwt })).json;
    const weekLines = myWeek.items.map((i) => lineKey(i.kind, i.id, i.memberId)).sort();
    expect(mail.lines).toEqual(expect.arrayContaining(weekLines));
    for (const item of myWeek.items.filter((i) => i.kind !== 'meeting')) expect(mail.text).toContain(item.kind === 'playMoment' ? item.description : 'title' in item ? item.title : item.league);
    // The mail's eighth day too: exactly what the screens' own calls list for today and the seven days after it.
    const account = await accountOf(t.database.db, email);
    expect(mail.lines).toEqual(await screenLines(t, jwt, account, { ...myWeek, until: addDays(myWeek.from, 7) }));
    // What waits for an answer, again under its own heading with a link to its screen.
    expect(mail.waiting).toEqual(expect.arrayContaining(myWeek.items.filter((i) => i.asksAnswer).map((i) => lineKey(i.kind, i.id, i.memberId))));
    expect(mail.lines).toEqual(expect.arrayContaining(mail.waiting));
    // Last week's results, a line each.
    const results = mail.text.split('VORIGE WEEK\n')[1]?.split('\n\n')[0]?.split('\n') ?? [];
    expect(results.length).toBe(myWeek.results.length);
  });

  it('sends nothing to an account with nothing to say, and one mail to every other account', async () => {
    expect(mailsTo(sink.messages, 'beheer@demo.clubhuis.be')).toEqual([]);
    const rows = await weekRows(t.database.db, week);
    const accounts = await mailAccountsOf(t.database.db, 1);
    expect(rows.map((r) => r.userId)).toEqual(accounts.map((a) => a.userId));
    const sent = rows.filter((r) => r.status === 'sent');
    expect(rows.filter((r) => r.status !== 'sent').every((r) => r.status === 'empty')).toBe(true);
    expect(sink.messages.length).toBe(sent.length);
    expect(new Set(sink.messages.map((m) => m.to.join())).size).toBe(sent.length);
  });

  it('shows today under Vandaag and links each waiting line to the screen home opens', async () => {
    const mail = await parseWeeklyMail(mailsTo(sink.messages, 'ouder@demo.clubhuis.be')[0]!);
    expect(mail.text).toContain('\nWACHT OP JE ANTWOORD\n');
    expect(mail.text).toContain('Antwoorden: http://localhost:8080/#/traineetrainingmoments/reservation');
    expect(mail.text).toContain('voor Emma Maes');
    expect(mail.html).toContain('href="http://localhost:8080/#/traineetrainingmoments/reservation"');
    expect(brusselsClock(now).date).toBe(addDays(week, (new Date(`${brusselsClock(now).date}T00:00:00Z`).getUTCDay() || 7) - 1));
  });

  it("links each meeting waiting for a player's answer to that player's answer link, which opens that meeting without a login", async () => {
    let checked = 0;
    for (const login of LOGINS) {
      const received = mailsTo(sink.messages, `${login}@demo.clubhuis.be`)[0];
      if (!received) continue;
      const mail = await parseWeeklyMail(received);
      const myWeek = (await t.post('home/myWeek', { jwt: await t.login(`${login}@demo.clubhuis.be`) })).json;
      for (const item of myWeek.items.filter((i) => i.kind === 'meeting' && i.asksAnswer)) {
        if (item.kind !== 'meeting') continue;
        const tokens = [...mail.text.matchAll(/http:\/\/localhost:8080\/#\/antwoord\/([A-Za-z0-9_-]{43})/g)].map((m) => m[1]!);
        const opened = await Promise.all(tokens.map((token) => t.post('teamcomposition/linkMeeting', { token })));
        const mine = opened.filter((o) => o.status === 200 && o.json.playDate === item.date && o.json.team === item.team && item.memberName.startsWith(o.json.firstName));
        expect(mine.length).toBeGreaterThan(0);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
