// Helpers for the push notification tests: subscribe a device, read the outbox.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { members, notificationOutbox, pushSubscriptions, userMembers, users } from '../db/schema.ts';
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

/** A device (never contacted) for every active account, so each hook's notifications land in the outbox. */
export async function subscribeEveryAccount(db: Db): Promise<void> {
  const accounts = await db.select({ id: users.id, clubId: users.clubId }).from(users).where(eq(users.active, true));
  const keys = pushKeys();
  await db
    .insert(pushSubscriptions)
    .values(accounts.map((a) => ({ clubId: a.clubId, userId: a.id, endpoint: `https://push.example.test/every/${a.id}`, ...keys })))
    .onConflictDoNothing();
}

/** The outbox as 'e-mail of the account → member's first name: kind: body', oldest first. */
export async function noticeLines(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, changeKey: notificationOutbox.changeKey, kind: notificationOutbox.kind, body: notificationOutbox.body })
    .from(notificationOutbox)
    .innerJoin(users, eq(users.id, notificationOutbox.userId))
    .orderBy(asc(notificationOutbox.id));
  const names = new Map((await db.select({ id: members.id, first: members.firstName }).from(members)).map((m) => [m.id, m.first]));
  return rows.map((r) => `${r.email.split('@')[0]} → ${names.get(Number(r.changeKey.split(':').at(-1)))}: ${r.kind}: ${r.body}`);
}

export async function clearOutbox(db: Db): Promise<void> {
  await db.delete(notificationOutbox);
}
