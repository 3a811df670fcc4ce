import { eq } from 'drizzle-orm';
import { NOTIFICATION_KINDS, type NotificationKind } from '@clubhuis/contract/rules/notifications';
import type { Db } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { isSubscribed } from './subscriptions.ts';

const p = notificationPreferences;

type Kinds = Record<NotificationKind, boolean>;

/** Whether an account with these choices (no row: the defaults, all on) gets this kind. */
export function wants(row: { all: boolean; off: string[] } | null, kind: NotificationKind): boolean {
  return row === null || (row.all && !row.off.includes(kind));
}

/** The account's choices, and whether the device with this endpoint is subscribed for it. */
export async function preferencesOf(db: Db, user: RequestUser, endpoint: string) {
  const [row] = await db.select({ all: p.all, off: p.off }).from(p).where(eq(p.userId, user.userId));
  const kinds = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, !(row?.off ?? []).includes(k)])) as Kinds;
  return { all: row?.all ?? true, kinds, device: await isSubscribed(db, user, endpoint) };
}

/** Stores the one switch and the kinds turned off; covers every member the account answers for. */
export async function setPreferences(db: Db, user: RequestUser, body: { all: boolean; kinds: Kinds; endpoint: string }) {
  const off = NOTIFICATION_KINDS.filter((k) => !body.kinds[k]);
  await db
    .insert(p)
    .values({ userId: user.userId, clubId: user.clubId, all: body.all, off })
    .onConflictDoUpdate({ target: p.userId, set: { all: body.all, off } });
  return preferencesOf(db, user, body.endpoint);
}
