import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { enqueueNotifications, transactionVersion } from '../notifications/enqueue.ts';
import type { LockedMeeting } from './meetingAccess.ts';

/**
 * A withdrawn car tells its passengers they have no seat any more (its driver took the offer back or
 * stopped driving). Its own `about`, so a passenger in the line-up also gets the driver's notice.
 */
export async function notifySeatsLost(tx: Db, by: { clubId: number; userId: number | null }, m: LockedMeeting, driverId: number, riders: number[], now: Date): Promise<void> {
  if (riders.length === 0) return;
  const [driver] = await tx.select({ first: members.firstName, last: members.lastName }).from(members).where(eq(members.id, driverId));
  const notice = {
    kind: 'driver' as const,
    seatLost: true as const,
    driver: driver ? `${driver.first} ${driver.last}` : '',
    team: m.team.name,
    meeting: `${m.meeting.homeTeam} - ${m.meeting.awayTeam}`,
    day: m.meeting.playDate,
  };
  await enqueueNotifications(tx, {
    clubId: by.clubId,
    actingUserId: by.userId,
    about: `carpool:${m.meeting.id}`,
    version: await transactionVersion(tx),
    notices: riders.map((memberId) => ({ memberId, notice })),
    now,
  });
}
