import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { playerMomentWaitlist, playerMoments } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { addMoment, extraMembers } from '../../testing/playerMomentsKit.ts';
import { clearOutbox, noticeLines, subscribeEveryAccount } from '../../testing/notificationsKit.ts';
import { momentLine } from './momentLine.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Player = { memberId: number; jwt: string };
const reserve = (p: Player, event_id: number) => t.post('reservation/update.php', { jwt: p.jwt, event_id, member_id: p.memberId });
const cancel = (p: Player, event_id: number) => t.post('reservation/delete.php', { jwt: p.jwt, event_id, member_id: p.memberId });
const wait = (p: Player, event_id: number, on: 0 | 1 = 1) => t.post('reservation/waitlist.php', { jwt: p.jwt, event_id, member_id: p.memberId, on });
const waiting = async (momentId: number) => (await t.database.db.select({ id: playerMomentWaitlist.memberId }).from(playerMomentWaitlist).where(eq(playerMomentWaitlist.momentId, momentId))).map((r) => r.id).sort();

describe('reservation/waitlist.php and the place-free notification', () => {
  it('puts a member on a full moment\'s waiting list only; refuses a moment with room, one with a place already and another\'s member', async () => {
    const moment = await addMoment(t.database.db, { days: 3, capacity: 1 });
    const [a, b, c] = await extraMembers(t.database.db, 3, 'wl1');
    expect((await wait(b!, moment)).error.message).toBe('Er is nog plaats op dit spelmoment: reserveer gewoon.');
    await reserve(a!, moment);
    expect((await wait(a!, moment)).error.message).toBe('Dit lid heeft al een plaats op dit spelmoment.');
    const on = await wait(b!, moment);
    expect(on.json).toEqual({ message: 'Je staat op de wachtlijst. Je krijgt een melding zodra er een plaats vrijkomt.', waiting: true });
    expect((await wait(b!, moment)).status).toBe(200); // twice: still once on it
    const foreign = await t.post('reservation/waitlist.php', { jwt: c!.jwt, event_id: moment, member_id: b!.memberId, on: 1 });
    expect([foreign.status, foreign.error.message]).toEqual([403, 'Je kan enkel voor je eigen gekoppelde leden reserveren of annuleren.']);
    expect(await waiting(moment)).toEqual([b!.memberId]);
    // After a reload the screen asks who waits: its own member only, another's refused.
    const mine = await t.post('reservation/waiting.php', { jwt: b!.jwt, member_ids: [b!.memberId] });
    expect(mine.json).toEqual({ waiting: [{ event_id: moment, member_id: b!.memberId }] });
    expect((await t.post('reservation/waiting.php', { jwt: a!.jwt, member_ids: [a!.memberId] })).json).toEqual({ waiting: [] });
    const other = await t.post('reservation/waiting.php', { jwt: c!.jwt, member_ids: [b!.memberId] });
    expect([other.status, other.error.message]).toEqual([403, 'Je kan enkel de reservaties van je eigen gekoppelde leden opvragen.']);
    expect((await wait(b!, moment, 0)).json).toEqual({ message: 'Je staat niet meer op de wachtlijst.', waiting: false });
    expect(await waiting(moment)).toEqual([]);
  });

  it('tells everyone waiting once when a full moment gets a place (two cancels at once: one), not the one who cancelled; reserving takes one off the list', async () => {
    const moment = await addMoment(t.database.db, { days: 4, capacity: 2 });
    const [a, b, c, d] = await extraMembers(t.database.db, 4, 'wl2');
    await reserve(a!, moment);
    await reserve(b!, moment);
    await wait(c!, moment);
    await wait(d!, moment);
    await subscribeEveryAccount(t.database.db);
    await clearOutbox(t.database.db);
    const answers = await Promise.all([cancel(a!, moment), cancel(a!, moment)]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 404]);
    const [row] = await t.database.db.select().from(playerMoments).where(eq(playerMoments.id, moment));
    const lines = await noticeLines(t.database.db);
    expect(lines.map((l) => l.split(' → ')[1])).toEqual([
      `Speler2: playMoment: Er is een plaats vrij op ${momentLine(row!)}. Reserveer snel.`,
      `Speler3: playMoment: Er is een plaats vrij op ${momentLine(row!)}. Reserveer snel.`,
    ]);
    // The moment is no longer full: another cancel tells nobody.
    await clearOutbox(t.database.db);
    await cancel(b!, moment);
    expect(await noticeLines(t.database.db)).toEqual([]);
    expect((await reserve(c!, moment)).status).toBe(200);
    expect(await waiting(moment)).toEqual([d!.memberId]);
  });
});
