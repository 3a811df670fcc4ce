import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { users, weeklyMails } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink.ts';
import { mailsTo, weekRows, weeklyMailDeps } from '../../testing/weeklyMailKit.ts';
import { runWeeklyMails } from './weeklyMailSchedule.ts';
import { currentWeek } from './weeklyMailWeek.ts';

// Exactly once per account and week (issue 32): a second run, two runs at once, a process that died
// half-way, a mail server that refuses one mail. Each test takes a week of its own, within the demo's
// weeks of trainings and meetings around today.
let t: TestApp;
let sink: SmtpSink;
const db = () => t.database.db;
const DAY = 24 * 3_600_000;
/** Wednesday noon of a week from now: far from the week's ends, whatever day the tests run. */
const weekFrom = (weeks: number) => {
  const monday = new Date(`${currentWeek(new Date())}T12:00:00+01:00`);
  return new Date(monday.getTime() + (weeks * 7 + 2) * DAY);
};
const run = (now: Date) => runWeeklyMails(weeklyMailDeps(db(), sink.url), now, { thisWeek: true, clubCode: 'A999' });
const fresh = () => sink.messages.splice(0);

beforeAll(async () => {
  [t, sink] = await Promise.all([createTestApp(), startSmtpSink()]);
});
afterAll(async () => {
  await Promise.all([t.close(), sink.close()]);
});

describe('the weekly e-mail, once per account and week', () => {
  it('sends nothing more when run a second time in the same week', async () => {
    const now = weekFrom(0);
    const [first] = await run(now);
    const mails = fresh();
    expect(first!.sent).toBeGreaterThan(3);
    expect(mails.length).toBe(first!.sent);
    expect(new Set(mails.map((m) => m.to.join())).size).toBe(mails.length);

    const [second] = await run(new Date(now.getTime() + 3_600_000));
    expect(second).toMatchObject({ sent: 0, retry: 0, failed: 0 });
    expect(fresh()).toEqual([]);
  });

  it('sends one mail per account when two runs go at once', async () => {
    const now = weekFrom(1);
    const both = await Promise.all([run(now), run(now)]);
    const mails = fresh();
    const sent = both.reduce((n, [s]) => n + s!.sent, 0);
    expect(sent).toBeGreaterThan(3);
    expect(mails.length).toBe(sent);
    expect(new Set(mails.map((m) => m.to.join())).size).toBe(mails.length);
    const rows = await weekRows(db(), currentWeek(now));
    expect(rows.filter((r) => r.status === 'sent').length).toBe(sent);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  });

  it("leaves a mail another process is sending alone, and sends it once that process's lease has run out", async () => {
    const now = weekFrom(2);
    const week = currentWeek(now);
    const [first] = await run(now);
    const mails = fresh();
    // As if a process had claimed lid@'s mail and died before it could send: reopen the row as claimed.
    expect(mailsTo(mails, 'lid@demo.clubhuis.be').length).toBe(1);
    const [lid] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'lid@demo.clubhuis.be'));
    const lidRow = (await weekRows(db(), week)).find((r) => r.userId === lid!.id)!;
    const later = new Date(now.getTime() + 60_000);
    await db()
      .update(weeklyMails)
      .set({ status: 'sending', nextTryAt: new Date(later.getTime() + 5 * 60_000) })
      .where(eq(weeklyMails.id, lidRow.id));
    expect((await run(later))[0]).toMatchObject({ sent: 0 });
    expect(fresh()).toEqual([]);

    // Its lease runs out: the next run takes it over and sends it, once.
    const [taken] = await run(new Date(later.getTime() + 6 * 60_000));
    expect(taken).toMatchObject({ sent: 1 });
    expect(fresh().map((m) => m.to)).toEqual([['lid@demo.clubhuis.be']]);
    const [after] = await db().select().from(weeklyMails).where(eq(weeklyMails.id, lidRow.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 2 });
    expect(first!.sent).toBeGreaterThan(1);
  });

  it('tries a refused mail again at its time, without sending the others twice', async () => {
    const now = weekFrom(-1);
    const week = currentWeek(now);
    sink.refused.add('ouder@demo.clubhuis.be');
    const [first] = await run(now);
    const mails = fresh();
    expect(first).toMatchObject({ retry: 1, failed: 0 });
    expect(mailsTo(mails, 'ouder@demo.clubhuis.be')).toEqual([]);
    const refused = (await weekRows(db(), week)).find((r) => r.status === 'pending')!;
    expect(refused).toMatchObject({ attempts: 1 });
    expect(refused.error).toMatch(/550|Mailbox unavailable/);
    expect(refused.nextTryAt.getTime()).toBeGreaterThan(now.getTime() + 4 * 60_000);

    // Before its next try nothing goes; at it, only that mail goes, while the server still refuses it.
    expect((await run(new Date(now.getTime() + 60_000)))[0]).toMatchObject({ sent: 0, retry: 0 });
    sink.refused.delete('ouder@demo.clubhuis.be');
    const [second] = await run(new Date(now.getTime() + 6 * 60_000));
    expect(second).toMatchObject({ sent: 1, retry: 0 });
    expect(fresh().map((m) => m.to)).toEqual([['ouder@demo.clubhuis.be']]);
    const rows = await db().select().from(weeklyMails).where(and(eq(weeklyMails.week, week), eq(weeklyMails.id, refused.id)));
    expect(rows[0]).toMatchObject({ status: 'sent', attempts: 2, error: '' });
  });

  it('gives a mail up after six refused tries', async () => {
    const now = weekFrom(-2);
    sink.refused.add('lid@demo.clubhuis.be');
    try {
      let at = now.getTime();
      for (let attempt = 1; attempt <= 6; attempt++) {
        const [round] = await run(new Date(at));
        expect(round).toMatchObject(attempt < 6 ? { retry: 1, failed: 0 } : { retry: 0, failed: 1 });
        at += 2 ** attempt * 5 * 60_000;
      }
      expect((await run(new Date(at)))[0]).toMatchObject({ sent: 0, retry: 0, failed: 0 });
    } finally {
      sink.refused.delete('lid@demo.clubhuis.be');
    }
    const rows = await weekRows(db(), currentWeek(now));
    expect(rows.filter((r) => r.status === 'failed').map((r) => r.attempts)).toEqual([6]);
    expect(mailsTo(fresh(), 'lid@demo.clubhuis.be')).toEqual([]);
  });
});
