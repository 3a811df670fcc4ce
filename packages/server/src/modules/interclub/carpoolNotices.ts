import type { Db } from '../../db/client.ts';
import { enqueueNotifications, transactionVersion } from '../notifications/enqueue.ts';
import { driverFacts, type Actor } from './driverNotices.ts';
import type { LockedMeeting } from './meetingAccess.ts';

/**
 * A withdrawn car tells its passengers they have no seat any more (its driver took the offer back or
 * stopped driving). Its own `about`, so a passenger in the line-up also gets the driver's notice.
 */
export async function notifySeatsLost(tx: Db, by: Actor, m: LockedMeeting, driverId: number, riders: number[], now: Date): Promise<void> {
  if (riders.length === 0) return;
  const notice = { kind: 'driver' as const, seatLost: true as const, ...(await driverFacts(tx, m, driverId)) };
  await enqueueNotifications(tx, {
    clubId: by.clubId,
    actingUserId: by.userId,
    about: `carpool:${m.meeting.id}`,
    version: await transactionVersion(tx),
    notices: riders.map((memberId) => ({ memberId, notice })),
    now,
  });
}
