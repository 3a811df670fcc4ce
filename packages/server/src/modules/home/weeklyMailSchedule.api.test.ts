import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink.ts';
import { weekRows, weeklyMailDeps } from '../../testing/weeklyMailKit.ts';
import { runWeeklyMails } from './weeklyMailSchedule.ts';
import { currentWeek } from './weeklyMailWeek.ts';

// The weekly e-mail's moment (issue 32): the club's day and hour in the administration's settings
// (Sunday 18:00 unless changed), and the server's own timer that sends when it has come.
let t: TestApp;
let sink: SmtpSink;
let beheer: string;
const db = () => t.database.db;

beforeAll(async () => {
  [t, sink] = await Promise.all([createTestApp(), startSmtpSink()]);
  beheer = await t.login('beheer@demo.clubhuis.be');
});
afterAll(async () => {
  await Promise.all([t.close(), sink.close()]);
});

/** The moment a Brussels day and time fall on (UTC+1 in winter, +2 in summer). */
function brussels(date: string, time: string): Date {
  const winter = new Date(`${date}T${time}:00+01:00`);
  return brusselsClock(winter).time === time ? winter : new Date(`${date}T${time}:00+02:00`);
}

async function saveMoment(day: number, hour: number) {
  const { clubCode: _code, ...body } = (await t.post('admin/settings/get', { jwt: beheer })).json;
  return t.postRaw('admin/settings/save', { jwt: beheer, ...body, weeklyMailDay: day, weeklyMailHour: hour });
}

describe("the club's day and hour", () => {
  it('are Sunday 18:00 until the administrator picks others; a day or hour out of range is refused naming the field', async () => {
    expect((await t.post('admin/settings/get', { jwt: beheer })).json).toMatchObject({ weeklyMailDay: 7, weeklyMailHour: 18 });
    for (const [day, hour, field] of [[0, 18, 'weeklyMailDay'], [8, 18, 'weeklyMailDay'], [3, 24, 'weeklyMailHour'], [3, -1, 'weeklyMailHour']] as const) {
      const res = await saveMoment(day, hour);
      expect(res.status).toBe(400);
      expect(res.error.message).toContain(`'${field}'`);
    }
    expect((await saveMoment(3, 7)).status).toBe(200);
    expect((await t.post('admin/settings/get', { jwt: beheer })).json).toMatchObject({ weeklyMailDay: 3, weeklyMailHour: 7 });
    const [logged] = (await t.post('admin/audit/list', { jwt: beheer })).json;
    expect(logged!.changes).toEqual(
      expect.arrayContaining([
        { field: 'Dag van de wekelijkse e-mail', before: 'zondag', after: 'woensdag' },
        { field: 'Uur van de wekelijkse e-mail', before: '18:00', after: '07:00' },
      ]),
    );
  });

  it("decide when a round sends: nothing before Wednesday 07:00, the week's mails from then, nothing twice", async () => {
    await saveMoment(3, 7);
    const deps = weeklyMailDeps(db(), sink.url);
    // This week's Wednesday (the demo's rows are around today), on the Brussels clock.
    const week = currentWeek(new Date());
    const wednesday = addDays(week, 2);
    expect(await runWeeklyMails(deps, brussels(wednesday, '06:59'))).toEqual([]);
    const [round] = await runWeeklyMails(deps, brussels(wednesday, '07:00'));
    expect(round).toMatchObject({ club: 'A999', week });
    expect(round!.sent).toBeGreaterThan(0);
    expect(sink.messages.splice(0).length).toBe(round!.sent);
    expect((await runWeeklyMails(deps, brussels(wednesday, '19:00')))[0]).toMatchObject({ sent: 0 });
    // A day after the moment the week's mail no longer goes out (a server that was down all that time).
    expect(await runWeeklyMails(deps, brussels(addDays(wednesday, 1), '07:00'))).toEqual([]);
    expect(sink.messages).toEqual([]);
  });
});

describe("the server's timer", () => {
  it("sends this week's mails by itself once the club's day and hour have come, each once", async () => {
    const timed = await createTestApp({ smtpUrl: sink.url, weeklyMailCheckSeconds: 1, weeklyMailPerMinute: 0 });
    try {
      // The club's moment: this hour of today. The timed app's database is its own: its mails are the only ones now.
      sink.messages.splice(0);
      const clock = brusselsClock(new Date());
      const jwt = await timed.login('beheer@demo.clubhuis.be');
      const { clubCode: _code, ...body } = (await timed.post('admin/settings/get', { jwt })).json;
      await timed.post('admin/settings/save', { jwt, ...body, weeklyMailDay: new Date(`${clock.date}T00:00:00Z`).getUTCDay() || 7, weeklyMailHour: Number(clock.time.slice(0, 2)) });
      // Waits for the state it needs: every row of the week made and done (the timer ticks each second).
      const week = currentWeek(new Date());
      let rows = await weekRows(timed.database.db, week);
      while (rows.length === 0 || rows.some((r) => r.status === 'pending' || r.status === 'sending')) {
        await new Promise((r) => setTimeout(r, 50));
        rows = await weekRows(timed.database.db, week);
      }
      const sent = rows.filter((r) => r.status === 'sent').length;
      expect(sent).toBeGreaterThan(3);
      await sink.waitFor(sent);
      expect(new Set(sink.messages.map((m) => m.to.join())).size).toBe(sent);
    } finally {
      await timed.close();
    }
    // Later ticks found nothing left to send.
    expect(sink.messages.length).toBe(new Set(sink.messages.map((m) => m.to.join())).size);
  });
});
