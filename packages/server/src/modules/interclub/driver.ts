import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { meetings } from '../../db/schema.ts';
import { requireOwn, type RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { leaveSeat, withdrawCar } from './carpoolWrites.ts';
import { mayDrive } from './confirmations.ts';
import { notifyDriver } from './driverNotices.ts';
import { lockMeeting, refusePast, type LockedMeeting } from './meetingAccess.ts';
import { interclubText } from './messages.ts';

/**
 * One driver per away meeting. The row lock makes concurrent registrations queue; the conditional
 * update is the rule itself (only when nobody else drives), so it also holds without the lock.
 */
export async function registerDriver(
  db: Db,
  user: RequestUser,
  body: { id: number; member_id: number; remarks: string },
  now: Date,
): Promise<void> {
  requireOwn(user, body.member_id, interclubText.notOwnDriver);
  await db.transaction(async (tx) => {
    const m = await lockMeeting(tx, user.clubId, body.id);
    refusePast(m, now);
    await takeDriver(tx, m, { clubId: user.clubId, userId: user.userId }, body.member_id, body.remarks, now);
  });
}

/**
 * The registration itself on a locked meeting (in-app updateDriver and the answer link share it): the
 * conditional update is the one-driver rule, 409 when another member drives.
 */
export async function takeDriver(
  tx: Db,
  m: LockedMeeting,
  by: { clubId: number; userId: number | null },
  memberId: number,
  remarks: string,
  now: Date,
): Promise<void> {
  if (m.meeting.home) throw new ApiError(409, interclubText.driverHomeMeeting);
  if (!(await mayDrive(tx, m.meeting.id, memberId))) throw new ApiError(403, interclubText.driverNotAllowed);
  const taken = await tx
    .update(meetings)
    .set({ driverMemberId: memberId, driverRemarks: remarks.trim() })
    .where(and(eq(meetings.id, m.meeting.id), or(isNull(meetings.driverMemberId), eq(meetings.driverMemberId, memberId))))
    .returning({ id: meetings.id });
  if (taken.length === 0) throw new ApiError(409, interclubText.driverTaken);
  // The driver drives its own car (carpool, issue 32): never also a passenger in another.
  await leaveSeat(tx, m.meeting.id, memberId);
  if (m.meeting.driverMemberId !== memberId) await notifyDriver(tx, by, m, memberId, true, now);
}

export async function removeDriver(db: Db, user: RequestUser, body: { id: number; member_id: number }, now: Date): Promise<void> {
  requireOwn(user, body.member_id, interclubText.notOwnDriver);
  await db.transaction(async (tx) => {
    const m = await lockMeeting(tx, user.clubId, body.id);
    refusePast(m, now);
    if (m.meeting.driverMemberId !== body.member_id) throw new ApiError(409, interclubText.notDriver);
    await tx.update(meetings).set({ driverMemberId: null, driverRemarks: '' }).where(eq(meetings.id, m.meeting.id));
    // Its car goes with it; its passengers are without a seat again (the carpool shows them so).
    await withdrawCar(tx, user, m, body.member_id, now);
    await notifyDriver(tx, user, m, body.member_id, false, now);
  });
}
