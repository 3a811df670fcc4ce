import { and, eq, sql } from 'drizzle-orm';
import { composesTeam } from '@clubhuis/contract/rules/interclub';
import type { Db } from '../../db/client.ts';
import { meetingConfirmations, meetingPlayers, meetings, teamConfirmationOptions, teamPlayers } from '../../db/schema.ts';
import { isOwnMember, type RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { leaveSeat, withdrawCar } from './carpoolWrites.ts';
import { notifyDriver } from './driverNotices.ts';
import { lockMeeting, refusePast, type LockedMeeting } from './meetingAccess.ts';
import { interclubText } from './messages.ts';

export interface Answer {
  id: number;
  member_id: number;
  confirmationoption: number;
  candrive: boolean;
  remarks: string;
}

/** Own members always; a composer of the team (any team, or captain with the right) for its players. */
async function requireMayAnswer(tx: Db, user: RequestUser, m: LockedMeeting, memberId: number): Promise<void> {
  if (isOwnMember(user, memberId)) return;
  const captain = m.team.captainMemberId ?? 0;
  if (composesTeam({ ...user.rights, memberIds: user.memberIds }, captain)) {
    const [onTeam] = await tx
      .select({ one: sql`1` })
      .from(teamPlayers)
      .where(and(eq(teamPlayers.teamId, m.team.id), eq(teamPlayers.memberId, memberId)))
      .union(
        tx
          .select({ one: sql`1` })
          .from(meetingPlayers)
          .where(and(eq(meetingPlayers.meetingId, m.meeting.id), eq(meetingPlayers.memberId, memberId))),
      );
    if (onTeam) return;
  }
  throw new ApiError(403, interclubText.notOwnMember);
}

/** Who gives an answer: a logged-in user, or the member's own answer link (no user, logged as via the link). */
export interface Answerer {
  clubId: number;
  userId: number | null;
  viaLink: boolean;
}

/**
 * participateMeeting / denyMeeting: the option decides participation and must match the call;
 * canDrive only for an away meeting one takes part in. Whoever stops being able to drive stops
 * being the driver.
 */
export async function answerMeeting(db: Db, user: RequestUser, body: Answer, participate: boolean, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const m = await lockMeeting(tx, user.clubId, body.id);
    refusePast(m, now);
    await requireMayAnswer(tx, user, m, body.member_id);
    await answerLocked(tx, m, { clubId: user.clubId, userId: user.userId, viaLink: false }, body, participate, now);
  });
}

/**
 * The answer itself, on a meeting the caller locked and checked (past, who may answer): the in-app
 * calls and the answer link (answerLinks.ts) share it, so both follow the same rules and effects.
 */
export async function answerLocked(
  tx: Db,
  m: LockedMeeting,
  by: Answerer,
  body: Omit<Answer, 'id'>,
  participate: boolean,
  now: Date,
): Promise<void> {
  const [option] = await tx
    .select()
    .from(teamConfirmationOptions)
    .where(and(eq(teamConfirmationOptions.clubId, by.clubId), eq(teamConfirmationOptions.number, body.confirmationoption)));
  if (!option) throw new ApiError(400, interclubText.unknownOption);
  if ((option.participate === 1) !== participate) {
    throw new ApiError(400, participate ? interclubText.optionMismatchParticipate : interclubText.optionMismatchDeny);
  }
  if (body.candrive && (m.meeting.home || !participate)) throw new ApiError(400, interclubText.canDriveNotAllowed);
  const values = {
    optionNumber: option.number,
    participate: participate ? 1 : 0,
    canDrive: body.candrive,
    remarks: body.remarks.trim(),
    updatedAt: now,
    updatedBy: by.userId,
    viaLink: by.viaLink,
  };
  await tx
    .insert(meetingConfirmations)
    .values({ clubId: by.clubId, meetingId: m.meeting.id, memberId: body.member_id, ...values })
    .onConflictDoUpdate({ target: [meetingConfirmations.meetingId, meetingConfirmations.memberId], set: values });
  if (!body.candrive && m.meeting.driverMemberId === body.member_id) {
    await tx.update(meetings).set({ driverMemberId: null, driverRemarks: '' }).where(eq(meetings.id, m.meeting.id));
    await withdrawCar(tx, by, m, body.member_id, now);
    await notifyDriver(tx, by, m, body.member_id, false, now);
  }
  // Whoever does not play does not ride along: its seat is free for another (carpool, issue 32).
  if (!participate) await leaveSeat(tx, m.meeting.id, body.member_id);
}

/** A member may drive for a meeting once it confirmed participation with canDrive. */
export async function mayDrive(db: Db, meetingId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ canDrive: meetingConfirmations.canDrive })
    .from(meetingConfirmations)
    .where(
      and(
        eq(meetingConfirmations.meetingId, meetingId),
        eq(meetingConfirmations.memberId, memberId),
        eq(meetingConfirmations.participate, 1),
        eq(meetingConfirmations.canDrive, true),
      ),
    );
  return Boolean(row?.canDrive);
}
