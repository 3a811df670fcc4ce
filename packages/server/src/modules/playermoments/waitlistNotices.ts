import type { Db } from '../../db/client.ts';
import type { RequestUser } from '../../http/context.ts';
import { enqueueNotifications, transactionVersion } from '../notifications/enqueue.ts';
import type { MomentRow } from './momentAccess.ts';
import { waitingMembers } from './waitlist.ts';

/**
 * A cancelled reservation of a moment that was full tells everyone on its waiting list that a place is
 * free (the first to reserve has it). In the cancel's transaction, under the moment's lock; never the
 * account that cancelled.
 */
export async function notifyPlaceFree(tx: Db, user: RequestUser, moment: MomentRow, now: Date): Promise<void> {
  const waiting = await waitingMembers(tx, moment.id);
  if (waiting.length === 0) return;
  // The facts only: each account's notification writes the moment's line in its own language.
  const notice = { kind: 'playMoment' as const, name: moment.name, startTime: moment.startTime, day: moment.playDate };
  await enqueueNotifications(tx, {
    clubId: user.clubId,
    actingUserId: user.userId,
    about: `playmoment:${moment.id}`,
    version: await transactionVersion(tx),
    notices: waiting.map((memberId) => ({ memberId, notice })),
    now,
  });
}
