import { requireOwn } from '../../http/context.ts';
import { and, asc, count, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Reservation } from '@clubhuis/contract/entities/playermoments';
import type { Db } from '../../db/client.ts';
import { intArray, preparedPer } from '../../db/preparedPer.ts';
import { members, playerMomentReservations, playerMoments } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { lockMoment, requireChosen, todayOf } from './momentAccess.ts';
import { momentLine } from './momentLine.ts';
import { playerMomentsText } from './messages.ts';
import { leaveWaitlist, placesTaken } from './waitlist.ts';
import { notifyPlaceFree } from './waitlistNotices.ts';

const r = playerMomentReservations;

/** Reservations with their moment and member, in the overview's order. */
function reservationRows(db: Db, where: SQL | undefined) {
  return db
    .select({ r, m: playerMoments, firstName: members.firstName, lastName: members.lastName })
    .from(r)
    .innerJoin(playerMoments, eq(playerMoments.id, r.momentId))
    .innerJoin(members, eq(members.id, r.memberId))
    .where(where)
    .orderBy(asc(playerMoments.playDate), asc(playerMoments.startTime), asc(members.lastName), asc(members.firstName));
}

/** The overview's own list, prepared once per database (`preparedPer`). */
const membersReservationsOf = preparedPer((db) =>
  reservationRows(
    db,
    and(
      eq(r.clubId, sql.placeholder('clubId')),
      sql`${r.memberId} = any(${sql.placeholder('memberIds')}::int[])`,
      gte(playerMoments.playDate, sql.placeholder('today')),
    ),
  ).prepare('reservations_of_members'),
);

type ReservationRow = Awaited<ReturnType<typeof reservationRows>>[number];

async function selectReservations(db: Db, where: SQL | undefined): Promise<Reservation[]> {
  return (await reservationRows(db, where)).map(toReservation);
}

/** A reservation as the overview shows it. */
function toReservation({ r: res, m, firstName, lastName }: ReservationRow): Reservation {
  return {
    id: res.id,
    eventId: m.id,
    memberId: res.memberId,
    memberName: `${firstName} ${lastName}`,
    description: momentLine(m),
    remark: res.remark,
    reservationDate: res.createdAt.toISOString(),
    playDate: m.playDate,
    startTime: m.startTime,
  };
}

/** The given members' reservations for moments today or later, in date order. */
export async function listReservations(db: Db, user: RequestUser, memberIds: number[], now: Date): Promise<Reservation[]> {
  requireOwn(user, memberIds, playerMomentsText.notOwnReservationList);
  const rows = await membersReservationsOf(db).execute({ clubId: user.clubId, memberIds: intArray([...new Set(memberIds)]), today: todayOf(now) });
  return rows.map(toReservation);
}

/**
 * Reserves a place, or changes the remark of the member's place. The moment's row lock makes every
 * reservation of that moment count and insert in turn, so the capacity holds with any number of
 * requests and server processes; a refusal rolls the transaction back and writes nothing.
 */
export async function reserve(
  db: Db,
  user: RequestUser,
  body: { event_id: number; member_id: number; remark: string },
  now: Date,
): Promise<Reservation> {
  requireChosen(body);
  requireOwn(user, [body.member_id], playerMomentsText.notOwnReservation);
  const remark = body.remark.trim();
  const id = await db.transaction(async (tx) => {
    const moment = await lockMoment(tx, user.clubId, body.event_id);
    if (moment.playDate < todayOf(now)) throw new ApiError(409, playerMomentsText.past);
    const mine = and(eq(r.momentId, moment.id), eq(r.memberId, body.member_id));
    const [updated] = await tx.update(r).set({ remark }).where(mine).returning({ id: r.id });
    if (updated) return updated.id;
    if (moment.capacity > 0) {
      const [{ n }] = (await tx.select({ n: count() }).from(r).where(eq(r.momentId, moment.id))) as [{ n: number }];
      if (Number(n) >= moment.capacity) throw new ApiError(409, playerMomentsText.full);
    }
    const [inserted] = await tx
      .insert(r)
      .values({ clubId: user.clubId, momentId: moment.id, memberId: body.member_id, remark })
      .returning({ id: r.id });
    await leaveWaitlist(tx as unknown as Db, moment.id, body.member_id);
    return inserted!.id;
  });
  // Read after the commit: the moment's lock is held no longer than the count and the write.
  const [reservation] = await selectReservations(db, eq(r.id, id));
  if (!reservation) throw new ApiError(404, playerMomentsText.noReservation); // cancelled in between
  return reservation;
}

/**
 * Cancels the member's own reservation of a moment that is not past, under the moment's lock: when the
 * moment was full, its waiting list is told a place is free (in the same transaction).
 */
export async function cancel(db: Db, user: RequestUser, body: { event_id: number; member_id: number }, now: Date): Promise<{ message: string }> {
  requireChosen(body);
  requireOwn(user, [body.member_id], playerMomentsText.notOwnReservation);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const moment = await lockMoment(t, user.clubId, body.event_id);
    if (moment.playDate < todayOf(now)) throw new ApiError(409, playerMomentsText.pastCancel);
    const wasFull = moment.capacity > 0 && (await placesTaken(t, moment.id)) >= moment.capacity;
    const removed = await t
      .delete(r)
      .where(and(eq(r.momentId, moment.id), eq(r.memberId, body.member_id)))
      .returning({ id: r.id });
    if (removed.length === 0) throw new ApiError(404, playerMomentsText.noReservation);
    if (wasFull) await notifyPlaceFree(t, user, moment, now);
    return { message: playerMomentsText.cancelled };
  });
}
