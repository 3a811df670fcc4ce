import { createECDH } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { PushConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { notificationsText } from './messages.ts';

const s = pushSubscriptions;

/**
 * A push service is reached over https; the origins PUSH_ALLOWED_ORIGINS lists (the tests' local stand-in)
 * are the only exception. Anything else is refused before it is stored, so the server never posts to it.
 */
export function allowedEndpoint(config: PushConfig, endpoint: string): boolean {
  const url = new URL(endpoint);
  return url.protocol === 'https:' || config.allowedOrigins.includes(url.origin);
}

/** The keys a browser's PushSubscription gives: a point on P-256 (uncompressed) and a 16-byte secret. */
function validKeys(keys: { p256dh: string; auth: string }): boolean {
  const point = Buffer.from(keys.p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4 || Buffer.from(keys.auth, 'base64url').length !== 16) return false;
  try {
    const probe = createECDH('prime256v1');
    probe.generateKeys();
    probe.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}

/**
 * Adds this device for the calling account (or renews its keys). An endpoint is one device and belongs
 * to one account: another account's device is taken over only with that device's own keys, which only
 * the device holds (one phone, another member logged in on it); without them the answer is 403 and the
 * row stays as it was. One statement, so two calls at once leave one row.
 */
export async function subscribe(db: Db, config: PushConfig, user: RequestUser, body: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  if (!allowedEndpoint(config, body.endpoint)) throw new ApiError(400, notificationsText.endpointNotAllowed);
  if (!validKeys(body.keys)) throw new ApiError(400, notificationsText.badKeys);
  const row = { clubId: user.clubId, userId: user.userId, loginId: user.loginId, endpoint: body.endpoint, ...body.keys };
  const kept = await db
    .insert(s)
    .values(row)
    .onConflictDoUpdate({
      target: s.endpoint,
      set: { clubId: row.clubId, userId: row.userId, loginId: row.loginId, p256dh: row.p256dh, auth: row.auth },
      setWhere: or(eq(s.userId, user.userId), and(eq(s.p256dh, row.p256dh), eq(s.auth, row.auth))),
    })
    .returning({ id: s.id });
  if (kept.length === 0) throw new ApiError(403, notificationsText.notOwnSubscription);
  return { message: notificationsText.subscribed };
}

/** Removes this device, only from the calling account; a device no account has is off already. */
export async function unsubscribe(db: Db, user: RequestUser, endpoint: string) {
  const gone = await db.delete(s).where(and(eq(s.endpoint, endpoint), eq(s.userId, user.userId))).returning({ id: s.id });
  if (gone.length === 0) {
    const [other] = await db.select({ n: sql<number>`1` }).from(s).where(eq(s.endpoint, endpoint));
    if (other) throw new ApiError(403, notificationsText.notOwnSubscription);
  }
  return { message: notificationsText.unsubscribed };
}

/** Whether this device's endpoint gets the calling account's notifications. */
export async function isSubscribed(db: Db, user: RequestUser, endpoint: string): Promise<boolean> {
  if (endpoint === '') return false;
  const [row] = await db.select({ id: s.id }).from(s).where(and(eq(s.endpoint, endpoint), eq(s.userId, user.userId)));
  return row !== undefined;
}
