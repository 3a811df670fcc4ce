import { brusselsClock } from '@clubhuis/contract/rules/clock';
import type { Db } from '../../db/client.ts';
import type { RequestUser } from '../../http/context.ts';
import { enqueueNotifications, transactionVersion } from '../notifications/enqueue.ts';
import type { LockedPoule } from './pouleAccess.ts';
import { pouleName } from './resultNotices.ts';

/** A replacement set for a player tells that player who stands in, not the one who set it (a cancelled
 * one, or the same one again, tells nobody). */
export async function notifyReplacement(tx: Db, user: RequestUser, p: LockedPoule, memberId: number, replacement: string, now: Date): Promise<void> {
  const today = brusselsClock(now).date;
  const day = p.poule.playDate && p.poule.playDate > today ? p.poule.playDate : today;
  await enqueueNotifications(tx, {
    clubId: user.clubId,
    actingUserId: user.userId,
    about: `poule:${p.poule.id}`,
    version: await transactionVersion(tx),
    notices: [{ memberId, notice: { kind: 'leagueReplacement', replacement, poule: await pouleName(tx, p), day } }],
    now,
  });
}
