import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meetingPlayers, members } from '../../db/schema.ts';
import { enqueueNotifications, transactionVersion } from '../notifications/enqueue.ts';
import type { LockedMeeting } from './meetingAccess.ts';

/** Who acted: a user, or nobody (an answer link). */
export interface Actor {
  clubId: number;
  userId: number | null;
}

/** What a driver's notices say of the meeting: the driver's name, the team, the match and its day. */
export async function driverFacts(tx: Db, m: LockedMeeting, driverId: number) {
  const [driver] = await tx.select({ first: members.firstName, last: members.lastName }).from(members).where(eq(members.id, driverId));
  return {
    driver: driver ? `${driver.first} ${driver.last}` : '',
    team: m.team.name,
    meeting: `${m.meeting.homeTeam} - ${m.meeting.awayTeam}`,
    day: m.meeting.playDate,
  };
}

/**
 * A driver chosen or dropping out tells the meeting's line-up (players and reserves): who drives them,
 * or that nobody does any more. Only a change of driver, not new remarks; never the one who did it.
 */
export async function notifyDriver(tx: Db, user: Actor, m: LockedMeeting, driverId: number, chosen: boolean, now: Date): Promise<void> {
  const lineUp = await tx.select({ id: meetingPlayers.memberId }).from(meetingPlayers).where(eq(meetingPlayers.meetingId, m.meeting.id));
  const notice = { kind: 'driver' as const, chosen, ...(await driverFacts(tx, m, driverId)) };
  await enqueueNotifications(tx, {
    clubId: user.clubId,
    actingUserId: user.userId,
    about: `meeting:${m.meeting.id}`,
    version: await transactionVersion(tx),
    notices: lineUp.filter((p) => p.id !== driverId).map((p) => ({ memberId: p.id, notice })),
    now,
  });
}
