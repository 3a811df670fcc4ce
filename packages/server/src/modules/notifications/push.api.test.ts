import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { webPushSender } from '../../adapters/webPush.ts';
import { competitionPlayers, members, notificationOutbox, pushSubscriptions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { meetingsOf, memberId } from '../../testing/interclubKit.ts';
import { accountOf, outbox, subscribeDevice } from '../../testing/notificationsKit.ts';
import { fakeDevice, startPushService, type FakeDevice, type PushServiceStandIn } from '../../testing/pushService.ts';
import { enqueueNotifications } from './enqueue.ts';
import { dayText } from './messages.ts';
import { keepQuietHours } from './quietHours.ts';
import { pruneSentNotifications, sendDueNotifications } from './sender.ts';
import { vapidKeysOf } from './vapid.ts';

const SUBJECT = 'mailto:push-test@clubhuis.be';
let push: PushServiceStandIn;
let t: TestApp;
let kapitein: string;
let lid: string;
let jan: number;
let tom: number;
let others: number[];
beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp({ push: { allowedOrigins: [push.origin], sendSeconds: 0, subject: SUBJECT, quietHours: false } });
  [kapitein, lid] = await Promise.all([t.login('kapitein@demo.clubhuis.be'), t.login('lid@demo.clubhuis.be')]);
  [jan, tom] = [await memberId(t, 'Jan', 'Peeters'), await memberId(t, 'Tom', 'Claes')];
  const listed = await t.database.db.select({ id: competitionPlayers.memberId }).from(competitionPlayers).where(eq(competitionPlayers.sport, 'tabletennis'));
  others = listed.map((r) => r.id).filter((id) => id !== jan && id !== tom);
});
afterAll(async () => {
  await t.close();
  await push.close();
});
beforeEach(async () => {
  // Each test starts with no device and an empty outbox.
  await t.database.db.delete(notificationOutbox);
  await t.database.db.delete(pushSubscriptions);
});

const send = async (now?: Date) => sendDueNotifications(t.database.db, webPushSender(await vapidKeysOf(t.database.db), SUBJECT), now);
const messagesTo = (device: FakeDevice) => push.received.filter((m) => m.endpoint === device.endpoint);
const opened = (device: FakeDevice) => messagesTo(device).map((m) => JSON.parse(device.decrypt(m.body)) as { title: string; body: string; url: string; tag: string });
const saveLineUp = (jwt: string, meeting: number, players: number[]) => t.post('teamcomposition/update', { jwt, teamcalendar_id: meeting, players, reserves: [], remarks: '' });
/** A coming meeting of team B, a different one per test so line-ups start empty. */
let meetingIndex = 0;
const nextMeeting = async () => (await meetingsOf(t, 'TTC De Demo B', 'coming'))[meetingIndex++]!;

describe('push delivery through a local push service stand-in', () => {
  it('pushes exactly one encrypted message per change and member, signed with the server\'s VAPID key; never to the author', async () => {
    const janPhone = fakeDevice(push.origin);
    const janLaptop = fakeDevice(push.origin);
    const tomPhone = fakeDevice(push.origin);
    await subscribeDevice(t, lid, janPhone);
    await subscribeDevice(t, lid, janLaptop);
    await subscribeDevice(t, kapitein, tomPhone);
    const m = await nextMeeting();
    // The captain saves the same line-up twice at once: one change for Jan.
    const saves = await Promise.all([saveLineUp(kapitein, m.id, [tom, jan, others[0]!, others[1]!]), saveLineUp(kapitein, m.id, [tom, jan, others[0]!, others[1]!])]);
    expect(saves.map((s) => s.status)).toEqual([200, 200]);
    // Two senders at once (two processes' rounds): each row is claimed by one of them.
    const rounds = await Promise.all([send(), send()]);
    expect(rounds.reduce((n, r) => n + r.pushed, 0)).toBe(2);
    const expected = {
      title: 'Opstelling TTC De Demo B',
      body: `Je staat in de opstelling voor ${m.homeTeam} - ${m.awayTeam} op ${dayText(m.playDate)}.`,
      // Put in the line-up, Jan is asked to answer: the notification opens his answer link (issue 34).
      url: expect.stringMatching(/^\/antwoord\/[A-Za-z0-9_-]{43}$/),
      tag: `lineUp:meeting:${m.id}:${jan}`,
    };
    expect(opened(janPhone)).toEqual([expected]);
    expect(opened(janLaptop)).toEqual([expected]);
    expect(messagesTo(tomPhone)).toEqual([]);
    const { publicKey } = (await t.post('notifications/publicKey', { jwt: lid })).json;
    expect(messagesTo(janPhone)[0]!.vapid).toMatchObject({ aud: push.origin, sub: SUBJECT, publicKey });
    expect(messagesTo(janPhone)[0]!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400' });
    // Nothing is due any more: a later round sends nothing.
    expect(await send()).toEqual({ pushed: 0, dropped: 0 });
    expect(messagesTo(janPhone)).toHaveLength(1);
  });

  it('tells a member taken out of the line-up, and nobody whose place did not change', async () => {
    const janPhone = fakeDevice(push.origin);
    await subscribeDevice(t, lid, janPhone);
    const m = await nextMeeting();
    await saveLineUp(kapitein, m.id, [tom, jan, others[0]!, others[1]!]);
    await saveLineUp(kapitein, m.id, [tom, jan, others[0]!, others[2]!]);
    await saveLineUp(kapitein, m.id, [tom, others[0]!, others[2]!, others[3]!]);
    await send();
    expect(opened(janPhone).map((n) => n.body)).toEqual([
      `Je staat in de opstelling voor ${m.homeTeam} - ${m.awayTeam} op ${dayText(m.playDate)}.`,
      `Je staat niet meer in de opstelling voor ${m.homeTeam} - ${m.awayTeam} op ${dayText(m.playDate)}.`,
    ]);
  });

  it('drops a subscription the push service answers 410 (or 404) for; the account\'s other device still gets it', async () => {
    const gone = fakeDevice(push.origin);
    const missing = fakeDevice(push.origin);
    const kept = fakeDevice(push.origin);
    for (const d of [gone, missing, kept]) await subscribeDevice(t, lid, d);
    push.answer(gone.endpoint, 410);
    push.answer(missing.endpoint, 404);
    await saveLineUp(kapitein, (await nextMeeting()).id, [tom, jan]);
    expect(await send()).toEqual({ pushed: 1, dropped: 2 });
    const left = await t.database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(left.map((r) => r.endpoint)).toEqual([kept.endpoint]);
    expect(opened(kept)).toHaveLength(1);
    expect((await outbox(t.database.db)).every((r) => r.sentAt !== null)).toBe(true);
  });

  it('gives up for good on a device whose keys no message can be made for, without holding up the others', async () => {
    const fine = fakeDevice(push.origin);
    await subscribeDevice(t, lid, fine);
    // A row the subscribe call would refuse (written behind its back): its keys lie on no curve.
    const [row] = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, fine.endpoint));
    const broken = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
    await t.database.db.insert(pushSubscriptions).values({ ...row!, id: undefined, endpoint: `${push.origin}/push/broken`, p256dh: broken });
    await saveLineUp(kapitein, (await nextMeeting()).id, [tom, jan]);
    expect(await send()).toEqual({ pushed: 1, dropped: 0 });
    expect(opened(fine)).toHaveLength(1);
    expect((await outbox(t.database.db)).every((r) => r.sentAt !== null)).toBe(true);
  });

  it('tries a failing push service again later, without sending twice to the device that took it', async () => {
    const failing = fakeDevice(push.origin);
    const fine = fakeDevice(push.origin);
    await subscribeDevice(t, lid, failing);
    await subscribeDevice(t, lid, fine);
    push.answer(failing.endpoint, 503);
    await saveLineUp(kapitein, (await nextMeeting()).id, [tom, jan]);
    const now = new Date();
    expect(await send(now)).toEqual({ pushed: 1, dropped: 0 });
    expect((await outbox(t.database.db))[0]!.sentAt).toBeNull();
    push.answer(failing.endpoint, 201);
    expect(await send(new Date(now.getTime() + 10_000))).toEqual({ pushed: 0, dropped: 0 }); // not yet
    expect(await send(new Date(now.getTime() + 31_000))).toEqual({ pushed: 1, dropped: 0 });
    expect([opened(failing).length, opened(fine).length]).toEqual([1, 1]);
  });

  it('holds a notification made in the quiet hours until 07:00 Brussels time, unless it is about today', async () => {
    const janPhone = fakeDevice(push.origin);
    await subscribeDevice(t, lid, janPhone);
    const late = new Date('2026-10-12T21:30:00Z'); // 23:30 in Brussels
    keepQuietHours(true); // the test app turns them off (its other pushes must not depend on the hour)
    const notice = { kind: 'driver' as const, chosen: true, driver: 'Tom Claes', team: 'TTC De Demo B', meeting: 'A - B' };
    await t.database.db.transaction(async (tx) => {
      const [{ clubId }] = (await tx.select({ clubId: members.clubId }).from(members).where(eq(members.id, jan))) as [{ clubId: number }];
      const common = { clubId, actingUserId: null, now: late } as const;
      await enqueueNotifications(tx as never, { ...common, about: 'meeting:1', version: 'quiet', notices: [{ memberId: jan, notice: { ...notice, day: '2026-10-13' } }] });
      await enqueueNotifications(tx as never, { ...common, about: 'meeting:2', version: 'tonight', notices: [{ memberId: jan, notice: { ...notice, day: '2026-10-12' } }] });
    });
    expect((await outbox(t.database.db)).map((r) => r.dueAt.toISOString())).toEqual(['2026-10-13T05:00:00.000Z', late.toISOString()]);
    expect(await send(new Date('2026-10-12T21:35:00Z'))).toEqual({ pushed: 1, dropped: 0 });
    expect(opened(janPhone).map((n) => n.body)).toEqual(['Tom Claes rijdt naar A - B op ma 12/10.']);
    expect(await send(new Date('2026-10-13T04:59:00Z'))).toEqual({ pushed: 0, dropped: 0 });
    expect(await send(new Date('2026-10-13T05:00:00Z'))).toEqual({ pushed: 1, dropped: 0 });
    expect(opened(janPhone).map((n) => n.body)).toEqual(['Tom Claes rijdt naar A - B op ma 12/10.', 'Tom Claes rijdt naar A - B op di 13/10.']);
    keepQuietHours(false);
  });

  it('leaves out an account that turned the kind or everything off, and a device whose login was logged out', async () => {
    const janPhone = fakeDevice(push.origin);
    await subscribeDevice(t, lid, janPhone);
    const prefs = (await t.post('notifications/preferences', { jwt: lid })).json;
    await t.post('notifications/setPreferences', { jwt: lid, all: 1, kinds: { ...prefs.kinds, lineUp: false } });
    await saveLineUp(kapitein, (await nextMeeting()).id, [tom, jan]);
    expect(await outbox(t.database.db)).toEqual([]);
    await t.post('notifications/setPreferences', { jwt: lid, all: 0, kinds: prefs.kinds });
    await saveLineUp(kapitein, (await nextMeeting()).id, [tom, jan]);
    expect(await outbox(t.database.db)).toEqual([]);
    await t.post('notifications/setPreferences', { jwt: lid, all: 1, kinds: prefs.kinds });
    // Logged out on that device: its subscription stays, but nothing is pushed to it.
    const other = await t.login('lid@demo.clubhuis.be');
    const shared = fakeDevice(push.origin);
    await subscribeDevice(t, other, shared);
    await t.post('logout.php', { jwt: other });
    await saveLineUp(kapitein, (await nextMeeting()).id, [tom, jan]);
    expect((await outbox(t.database.db)).map((r) => r.userId)).toEqual([await accountOf(t.database.db, jan)]);
    await send();
    expect([opened(janPhone).length, opened(shared).length]).toEqual([1, 0]);
  });

  it('deletes sent rows after a fortnight, never one still waiting to go out', async () => {
    const phone = fakeDevice(push.origin);
    await subscribeDevice(t, lid, phone);
    await saveLineUp(kapitein, (await nextMeeting()).id, [tom, jan]);
    await saveLineUp(kapitein, (await nextMeeting()).id, [tom, jan]);
    const ids = async () => (await t.database.db.select({ id: notificationOutbox.id }).from(notificationOutbox).orderBy(notificationOutbox.id)).map((r) => r.id);
    const [first, second] = await ids();
    const now = new Date();
    await t.database.db.update(notificationOutbox).set({ sentAt: new Date(now.getTime() - 15 * 86_400_000) }).where(eq(notificationOutbox.id, first!));
    expect(await pruneSentNotifications(t.database.db, now)).toBe(1);
    expect(await ids()).toEqual([second]);
    await send(now);
    expect(await pruneSentNotifications(t.database.db, new Date(now.getTime() + 13 * 86_400_000))).toBe(0);
    expect(await pruneSentNotifications(t.database.db, new Date(now.getTime() + 15 * 86_400_000))).toBe(1);
    expect(await ids()).toEqual([]);
  });
});
