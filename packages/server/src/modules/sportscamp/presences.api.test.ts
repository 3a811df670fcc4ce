import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { presenceRows, todaysMoment, trailOf, userIdOf } from '../../testing/sportsCampKit.ts';

let t: TestApp;
let trainer: string;
let leider: string;
let eventId: number;
let children: { id: number; firstName: string; lastName: string }[];
beforeAll(async () => {
  t = await createTestApp();
  [trainer, leider] = await Promise.all(['trainer', 'leider'].map((who) => t.login(`${who}@demo.clubhuis.be`)));
  const today = await todaysMoment(t.database.db);
  eventId = today.moment.id;
  children = today.children;
});
afterAll(() => t.close());

const checkIn = (jwt: string, subscription_id: number, present: 0 | 1 = 1) =>
  t.post('sportscamp/presenceUpdate', { jwt, event_id: eventId, subscription_id, present });
const checkOut = (jwt: string, subscription_id: number, checkedOut: 0 | 1 = 1) =>
  t.post('sportscamp/updateCheckOut', { jwt, event_id: eventId, subscription_id, checkedOut });

describe('sportscamp/presenceList', () => {
  it("lists the group's children, nobody checked in yet today; the check-out list is empty", async () => {
    const res = await t.post('sportscamp/presenceList', { jwt: trainer, event_id: eventId, checkOut: 0 });
    expect(res.json.map((p) => p.subscriptionName)).toEqual(children.map((c) => `${c.firstName} ${c.lastName}`));
    expect(res.json.every((p) => p.presence === '0' && p.checkedOut === '0' && p.id === 0)).toBe(true);
    const out = await t.post('sportscamp/presenceList', { jwt: trainer, event_id: eventId, checkOut: 1 });
    expect(out.json).toEqual([]);
  });

  it('answers 404 for an unknown moment and 400 for none', async () => {
    const unknown = await t.post('sportscamp/presenceList', { jwt: trainer, event_id: 999_999 });
    expect([unknown.status, unknown.error.message]).toEqual([404, 'Dit sportkampmoment bestaat niet.']);
    const none = await t.post('sportscamp/presenceList', { jwt: trainer, event_id: 0 });
    expect([none.status, none.error.message]).toEqual([400, 'Kies eerst een groep en moment.']);
  });
});

describe('check-in and check-out', () => {
  it('checks a child in and out, each step kept with who did it', async () => {
    const child = children[0]!;
    const inRes = await checkIn(trainer, child.id);
    expect(inRes.status).toBe(200);
    expect(inRes.json.find((p) => p.subscriptionId === child.id)).toMatchObject({ presence: '1', checkedOut: '0' });
    const out = await checkOut(leider, child.id);
    expect(out.json.map((p) => [p.subscriptionId, p.presence, p.checkedOut])).toEqual([[child.id, '1', '1']]);
    const [row] = await presenceRows(t.database.db, eventId, child.id);
    expect([row!.present, row!.checkedOut]).toEqual([true, true]);
    const trail = await trailOf(t.database.db, row!.id);
    const [koenUser, elsUser] = await Promise.all([userIdOf(t.database.db, 'trainer@demo.clubhuis.be'), userIdOf(t.database.db, 'leider@demo.clubhuis.be')]);
    expect(trail.map((x) => [x.action, x.value, x.userId])).toEqual([
      ['checkIn', true, koenUser],
      ['checkOut', true, elsUser],
    ]);
    expect(Math.abs(trail[0]!.at.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('refuses to change the check-in of a child that is checked out', async () => {
    const child = children[0]!;
    const res = await checkIn(trainer, child.id, 0);
    expect([res.status, res.error.message]).toEqual([409, 'Deze deelnemer werd al afgemeld: de aanmelding kan niet meer gewijzigd worden.']);
    const [row] = await presenceRows(t.database.db, eventId, child.id);
    expect([row!.present, row!.checkedOut]).toEqual([true, true]);
    expect(await trailOf(t.database.db, row!.id)).toHaveLength(2);
    // Undoing the check-out opens the check-in again.
    expect((await checkOut(trainer, child.id, 0)).status).toBe(200);
    expect((await checkIn(trainer, child.id, 0)).status).toBe(200);
    const [after] = await presenceRows(t.database.db, eventId, child.id);
    expect([after!.present, after!.checkedOut]).toEqual([false, false]);
  });

  it('refuses to check out a child that was not checked in', async () => {
    const child = children[1]!;
    const res = await checkOut(trainer, child.id);
    expect([res.status, res.error.message]).toEqual([409, 'Deze deelnemer werd nog niet aangemeld en kan dus niet afgemeld worden.']);
    const [row] = await presenceRows(t.database.db, eventId, child.id);
    expect(row?.checkedOut ?? false).toBe(false);
  });

  it('refuses a child of another group', async () => {
    const other = await todaysMoment(t.database.db);
    const foreign = (await t.post('sportscamp/subscriptionList', { jwt: trainer })).json.find(
      (s) => !other.children.some((c) => c.id === s.id),
    )!;
    const res = await checkIn(trainer, foreign.id);
    expect([res.status, res.error.message]).toEqual([404, 'Deze deelnemer is niet ingeschreven in deze groep.']);
  });
});

describe('two trainers at once', () => {
  it('leave one row and one audit entry when both check the same child in many times', async () => {
    const child = children[2]!;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => checkIn(i % 2 === 0 ? trainer : leider, child.id)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const rows = await presenceRows(t.database.db, eventId, child.id);
    expect(rows.map((r) => [r.present, r.checkedOut])).toEqual([[true, false]]);
    expect((await trailOf(t.database.db, rows[0]!.id)).map((x) => [x.action, x.value])).toEqual([['checkIn', true]]);
  });

  it('end consistent when one checks out while the other undoes the check-in', async () => {
    for (const child of children.slice(3, 9)) {
      expect((await checkIn(trainer, child.id)).status).toBe(200);
      const [out, undo] = await Promise.all([checkOut(trainer, child.id), checkIn(leider, child.id, 0)]);
      // One of them wins; the other sees the state it left and is refused.
      expect([out.status, undo.status].sort()).toEqual([200, 409]);
      const [row] = await presenceRows(t.database.db, eventId, child.id);
      if (out.status === 200) expect([row!.present, row!.checkedOut]).toEqual([true, true]);
      else expect([row!.present, row!.checkedOut]).toEqual([false, false]);
      expect(await trailOf(t.database.db, row!.id)).toHaveLength(2);
    }
  });
});
