import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gte, inArray, lt, sql } from 'drizzle-orm';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { meetingConfirmations, meetingPlayers, meetings, playerMomentReservations, playerMoments, trainingMoments, trainingReservations } from '../../db/schema.ts';
import { countingTestApp, type CountingApp } from '../../testing/statisticsKit.ts';
import { accountOf, lineKey, screenLines, type MyWeekAnswer } from '../../testing/myWeekKit.ts';

// 'Mijn week' (issue 30): what the individual screens show for the week, in one call and one statement.
let t: CountingApp;
beforeAll(async () => {
  t = await countingTestApp();
});
afterAll(() => t.close());

const LOGINS = ['lid', 'ouder', 'trainer', 'sporter', 'padel', 'kapitein', 'leider', 'league', 'beheer'];
const linesOf = (week: MyWeekAnswer) => week.items.map((i) => lineKey(i.kind, i.id, i.memberId)).sort();

describe('home/myWeek', () => {
  it.each(LOGINS)('lists for %s@ exactly what the screens show for the coming seven days, in time order', async (login) => {
    const email = `${login}@demo.clubhuis.be`;
    const jwt = await t.login(email);
    const week = (await t.post('home/myWeek', { jwt })).json;
    const today = brusselsClock(new Date()).date;
    expect(week.from).toBe(today);
    expect(week.until).toBe(addDays(today, 6));
    expect(linesOf(week)).toEqual(await screenLines(t, jwt, await accountOf(t.db, email), week));
    const order = week.items.map((i) => `${i.date} ${i.time}`);
    expect(order).toEqual([...order].sort());
  });

  it('gives every demo login but the administrator something this week', async () => {
    for (const login of LOGINS.filter((l) => l !== 'beheer')) {
      const week = (await t.post('home/myWeek', { jwt: await t.login(`${login}@demo.clubhuis.be`) })).json;
      expect(week.items.length, login).toBeGreaterThan(0);
    }
  });

  it("shows a parent each child's items under the child's name, and only its own children's", async () => {
    const week = (await t.post('home/myWeek', { jwt: await t.login('ouder@demo.clubhuis.be') })).json;
    const names = new Set(week.items.map((i) => i.memberName));
    expect(names).toEqual(new Set(['Emma Maes', 'Lucas Maes']));
    const { memberIds } = await accountOf(t.db, 'ouder@demo.clubhuis.be');
    expect(week.items.every((i) => memberIds.includes(i.memberId))).toBe(true);
    // Emma has not answered her youth training yet: it waits; Lucas said he cannot come.
    const emma = week.items.find((i) => i.kind === 'training' && i.memberName === 'Emma Maes');
    const lucas = week.items.find((i) => i.kind === 'training' && i.memberName === 'Lucas Maes');
    expect(emma).toMatchObject({ asksAnswer: true, reserved: 0 });
    expect(lucas).toMatchObject({ asksAnswer: false, reserved: -1, remark: 'Verjaardagsfeestje.' });
  });

  it("never shows another member's lines: lid@ sees Jan Peeters' only, and an answer changes only his line", async () => {
    const lid = await t.login('lid@demo.clubhuis.be');
    const week = (await t.post('home/myWeek', { jwt: lid })).json;
    expect(new Set(week.items.map((i) => i.memberName))).toEqual(new Set(['Jan Peeters']));
    const meeting = week.items.find((i) => i.kind === 'meeting' && i.asksAnswer);
    expect(meeting).toBeDefined();
    // Koen Jacobs (trainer@) is on team B too: his line of that meeting stays unanswered.
    const answered = await t.post('teamcomposition/participateMeeting', { jwt: lid, id: meeting!.id, member_id: meeting!.memberId, confirmationoption: 1 });
    expect(answered.status).toBe(200);
    const after = (await t.post('home/myWeek', { jwt: lid })).json.items.find((i) => i.kind === 'meeting' && i.id === meeting!.id);
    expect(after).toMatchObject({ answer: 1, asksAnswer: false });
    const koen = (await t.post('home/myWeek', { jwt: await t.login('trainer@demo.clubhuis.be') })).json.items.find((i) => i.kind === 'meeting' && i.id === meeting!.id);
    expect(koen).toMatchObject({ memberName: 'Koen Jacobs', answer: -1, asksAnswer: true });
  });

  it('answers 401 without a token', async () => {
    const res = await t.postRaw('home/myWeek', {});
    expect(res.status).toBe(401);
  });

  it("lists last week's results one line each, latest first", async () => {
    const week = (await t.post('home/myWeek', { jwt: await t.login('lid@demo.clubhuis.be') })).json;
    expect(week.results.length).toBeGreaterThan(0);
    const dates = week.results.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const r of week.results) {
      expect(r.date >= addDays(week.from, -7) && r.date < week.from).toBe(true);
      if (r.kind === 'meeting') expect(r.score).not.toBe('');
    }
  });
});

describe('home/myWeek cost', () => {
  /** Ten more years of the club's history before this week: meetings, trainings, reservations, answers. */
  async function growHistory(): Promise<void> {
    const today = brusselsClock(new Date()).date;
    const [ms, tms, pms] = await Promise.all([
      t.db.select().from(meetings).where(gte(meetings.playDate, addDays(today, -14))),
      t.db.select().from(trainingMoments).where(gte(trainingMoments.trainingDate, addDays(today, -14))),
      t.db.select().from(playerMoments).where(gte(playerMoments.playDate, addDays(today, -14))),
    ]);
    for (let year = 1; year <= 10; year++) {
      const back = (d: string) => addDays(d, -364 * year);
      const newMeetings = await t.db.insert(meetings).values(ms.map(({ id: _, ...m }) => ({ ...m, playDate: back(m.playDate) }))).returning({ id: meetings.id });
      const meetingOf = new Map(ms.map((m, i) => [m.id, newMeetings[i]!.id]));
      const [lineUps, answers] = await Promise.all([
        t.db.select().from(meetingPlayers).where(inArray(meetingPlayers.meetingId, [...meetingOf.keys()])),
        t.db.select().from(meetingConfirmations).where(inArray(meetingConfirmations.meetingId, [...meetingOf.keys()])),
      ]);
      if (lineUps.length) await t.db.insert(meetingPlayers).values(lineUps.map((l) => ({ ...l, meetingId: meetingOf.get(l.meetingId)! })));
      if (answers.length) await t.db.insert(meetingConfirmations).values(answers.map((a) => ({ ...a, meetingId: meetingOf.get(a.meetingId)! })));
      const newTms = await t.db.insert(trainingMoments).values(tms.map(({ id: _, ...m }) => ({ ...m, mergeId: null, trainingDate: back(m.trainingDate) }))).returning({ id: trainingMoments.id });
      const tmOf = new Map(tms.map((m, i) => [m.id, newTms[i]!.id]));
      const tr = await t.db.select().from(trainingReservations).where(inArray(trainingReservations.momentId, [...tmOf.keys()]));
      if (tr.length) await t.db.insert(trainingReservations).values(tr.map((r) => ({ ...r, momentId: tmOf.get(r.momentId)! })));
      const newPms = await t.db.insert(playerMoments).values(pms.map(({ id: _, ...m }) => ({ ...m, playDate: back(m.playDate) }))).returning({ id: playerMoments.id });
      const pmOf = new Map(pms.map((m, i) => [m.id, newPms[i]!.id]));
      const pr = await t.db.select().from(playerMomentReservations).where(inArray(playerMomentReservations.momentId, [...pmOf.keys()]));
      if (pr.length) await t.db.insert(playerMomentReservations).values(pr.map(({ id: _, ...r }) => ({ ...r, momentId: pmOf.get(r.momentId)! })));
    }
  }

  it('runs one statement (the user cached) and answers the same week at 1× and with ten more years of history', async () => {
    const logins = await Promise.all(['lid', 'ouder', 'trainer', 'padel'].map((l) => t.login(`${l}@demo.clubhuis.be`)));
    const round = async () => {
      const out: { statements: number; week: MyWeekAnswer }[] = [];
      for (const jwt of logins) {
        const week = (await t.post('home/myWeek', { jwt })).json;
        out.push({ statements: t.statements(), week });
      }
      return out;
    };
    await round(); // each user's first call loads it into the process's cache
    const before = await round();
    expect(before.map((r) => r.statements)).toEqual([1, 1, 1, 1]);
    await growHistory();
    const [{ n }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(meetings).where(lt(meetings.playDate, addDays(brusselsClock(new Date()).date, -300)))) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
    const after = await round();
    expect(after.map((r) => r.statements)).toEqual([1, 1, 1, 1]);
    expect(after.map((r) => r.week)).toEqual(before.map((r) => r.week));
  });
});
