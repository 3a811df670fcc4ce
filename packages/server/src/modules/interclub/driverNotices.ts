import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meetingPlayers, members } from '../../db/schema.ts';
import { enqueueNotifications, transactionVersion } from '../notifications/enqueue.ts';
import type { LockedMeeting } from './meetingAccess.ts';

/**
 * A driver chosen or dropping out tells the meeting's line-up (players and reserves): who drives them,
 * or that nobody does any more. Only a change of driver, not new remarks; never the one who did it.
 */
export async function notifyDriver(tx: Db, user: { clubId: number; userId: number | null }, m: LockedMeeting, driverId: number, chosen: boolean, now: Date): Promise<void> {
  const [driver] = await tx.select({ first: members.firstName, last: members.lastName }).from(members).where(eq(members.id, driverId));
  const lineUp = await tx.select({ id: meetingPlayers.memberId }).from(meetingPlayers).where(eq(meetingPlayers.meetingId, m.meeting.id));
  const notice = {
    kind: 'driver' as const,
    chosen,
    driver: driver ? `${driver.first} ${driver.last}` : '',
    team: m.team.name,
    meeting: `${m.meeting.homeTeam} - ${m.meeting.awayTeam}`,
    day: m.meeting.playDate,
  };
  await enqueueNotifications(tx, {
    clubId: user.clubId,
    actingUserId: user.userId,
    about: `meeting:${m.meeting.id}`,
    version: await transactionVersion(tx),
    notices: lineUp.filter((p) => p.id !== driverId).map((p) => ({ memberId: p.id, notice })),
    now,
  });
}
