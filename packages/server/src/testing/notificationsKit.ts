// Helpers for the push notification tests: subscribe a device, read the outbox.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notificationOutbox, pushSubscriptions, userMembers } from '../db/schema.ts';
import type { TestApp } from './testApp.ts';
import { pushEndpoint, pushKeys, type FakeDevice } from './pushService.ts';

/** Subscribes a device (a stand-in's, or a fresh https one that is never contacted) for the token's account. */
export async function subscribeDevice(t: TestApp, jwt: string, device?: FakeDevice): Promise<string> {
  const endpoint = device?.endpoint ?? pushEndpoint();
  const res = await t.post('notifications/subscribe', { jwt, endpoint, keys: device?.keys ?? pushKeys() });
  if (res.status !== 200) throw new Error(`subscribe answered ${res.status}: ${res.error.message}`);
  return endpoint;
}

/** The outbox, oldest first: who gets what about which change. */
export async function outbox(db: Db) {
  return db
    .select({ userId: notificationOutbox.userId, changeKey: notificationOutbox.changeKey, kind: notificationOutbox.kind, title: notificationOutbox.title, body: notificationOutbox.body, url: notificationOutbox.url, dueAt: notificationOutbox.dueAt, sentAt: notificationOutbox.sentAt })
    .from(notificationOutbox)
    .orderBy(asc(notificationOutbox.id));
}

/** The account (first one) linked to a member. */
export async function accountOf(db: Db, memberId: number): Promise<number> {
  const [row] = await db.select({ userId: userMembers.userId }).from(userMembers).where(eq(userMembers.memberId, memberId)).orderBy(asc(userMembers.userId));
  return row!.userId;
}

export async function subscriptionsOf(db: Db, userId: number) {
  return db.select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
