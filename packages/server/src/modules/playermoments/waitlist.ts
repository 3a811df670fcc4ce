import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { playerMomentReservations, playerMomentWaitlist, playerMoments } from '../../db/schema.ts';
import { requireOwn, type RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { lockMoment, requireChosen, todayOf } from './momentAccess.ts';
import { playerMomentsText } from './messages.ts';

const w = playerMomentWaitlist;

/**
 * reservation/waitlist.php: onto the waiting list of a full moment that is not past (its own members
 * only, not with a place already), or off it. Under the moment's lock, as reservations are, so 'full'
 * is what the reservations say at that moment.
 */
export async function setWaiting(db: Db, user: RequestUser, body: { event_id: number; member_id: number; on: boolean }, now: Date) {
  requireChosen(body);
  requireOwn(user, [body.member_id], playerMomentsText.notOwnReservation);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const moment = await lockMoment(t, user.clubId, body.event_id);
    const mine = and(eq(w.momentId, moment.id), eq(w.memberId, body.member_id));
    if (!body.on) {
      await t.delete(w).where(mine);
      return { message: playerMomentsText.notWaiting, waiting: false };
    }
    if (moment.playDate < todayOf(now)) throw new ApiError(409, playerMomentsText.past);
    const reservations = await t.select({ memberId: playerMomentReservations.memberId }).from(playerMomentReservations).where(eq(playerMomentReservations.momentId, moment.id));
    if (reservations.some((r) => r.memberId === body.member_id)) throw new ApiError(409, playerMomentsText.alreadyReserved);
    if (moment.capacity === 0 || reservations.length < moment.capacity) throw new ApiError(409, playerMomentsText.notFull);
    await t.insert(w).values({ clubId: user.clubId, momentId: moment.id, memberId: body.member_id }).onConflictDoNothing();
    return { message: playerMomentsText.waiting, waiting: true };
  });
}

/** Takes a member that got a place off the moment's waiting list (in the reservation's transaction). */
export async function leaveWaitlist(tx: Db, momentId: number, memberId: number): Promise<void> {
  await tx.delete(w).where(and(eq(w.momentId, momentId), eq(w.memberId, memberId)));
}

/** The members waiting for a place on this moment. */
export async function waitingMembers(tx: Db, momentId: number): Promise<number[]> {
  return (await tx.select({ id: w.memberId }).from(w).where(eq(w.momentId, momentId))).map((r) => r.id);
}

/** How many places the moment has taken now. */
export async function placesTaken(tx: Db, momentId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(playerMomentReservations).where(eq(playerMomentReservations.momentId, momentId));
  return Number(row?.n ?? 0);
}

/** reservation/waiting.php: the coming moments whose waiting list holds one of the caller's own members. */
export async function listWaiting(db: Db, user: RequestUser, memberIds: number[], now: Date) {
  requireOwn(user, memberIds, playerMomentsText.notOwnReservationList);
  const rows = await db
    .select({ event_id: w.momentId, member_id: w.memberId })
    .from(w)
    .innerJoin(playerMoments, eq(playerMoments.id, w.momentId))
    .where(and(eq(w.clubId, user.clubId), inArray(w.memberId, [...new Set(memberIds)]), gte(playerMoments.playDate, todayOf(now))));
  return { waiting: rows };
}
