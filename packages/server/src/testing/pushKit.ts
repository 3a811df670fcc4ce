// A push sender round for tests outside the notifications area (the lint keeps modules to their directions).
import type { Db } from '../db/client.ts';
import { webPushSender } from '../adapters/webPush.ts';
import { sendDueNotifications } from '../modules/notifications/sender.ts';
import { vapidKeysOf } from '../modules/notifications/vapid.ts';

/** One sender round as a process runs it, signed with the deployment's VAPID key. */
export async function sendPushRound(db: Db, subject: string, now: Date): Promise<{ pushed: number; dropped: number }> {
  return sendDueNotifications(db, webPushSender(await vapidKeysOf(db), subject), now);
}
