import { and, count, eq, sql } from 'drizzle-orm';
import type { CarRider } from '@clubhuis/contract/entities/interclubCarpool';
import { composesTeam, DRIVER_CAR_SEATS } from '@clubhuis/contract/rules/interclub';
import type { Db } from '../../db/client.ts';
import { meetingCars, meetingCarSeats, meetingConfirmations, meetingPlayers, meetings, teamPlayers } from '../../db/schema.ts';
import { isOwnMember, requireOwn, type RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { notifySeatsLost } from './carpoolNotices.ts';
import type { Actor } from './driverNotices.ts';
import { riderName, riderNames } from './carpoolQueries.ts';
import { lockMeeting, refusePast, type LockedMeeting } from './meetingAccess.ts';
import { interclubText as t } from './messages.ts';

/*
 * Carpool writes (issue 32). Each runs in one transaction that first locks the meeting's row, as the
 * driver and line-up writes do, so its checks (free seats, one car per member) and its writes run one
 * after another across processes; the primary keys (one car per driver, one seat per member per
 * meeting) and the seats' CHECK are the last guard.
 */

export interface CarpoolResult {
  message: string;
  /** Who lost a seat: the passengers of a withdrawn car. */
  freed: CarRider[];
}

const carOf = (meetingId: number, driver: number) => and(eq(meetingCars.meetingId, meetingId), eq(meetingCars.driverMemberId, driver));

async function lockAway(tx: Db, user: RequestUser, meetingId: number, now: Date): Promise<LockedMeeting> {
  const m = await lockMeeting(tx, user.clubId, meetingId);
  refusePast(m, now);
  if (m.meeting.home) throw new ApiError(409, t.carpoolHome);
  return m;
}

/** The spec's driver has a car from its registration on; its row is made at the first write that needs it. */
async function ensureDriverCar(tx: Db, m: LockedMeeting): Promise<void> {
  const driver = m.meeting.driverMemberId;
  if (driver === null) return;
  await tx
    .insert(meetingCars)
    .values({ clubId: m.meeting.clubId, meetingId: m.meeting.id, driverMemberId: driver, seats: DRIVER_CAR_SEATS })
    .onConflictDoNothing();
}

/** The meeting's team: its captain, roster and line-up, and whoever answered for the meeting. */
async function isOnTeam(tx: Db, m: LockedMeeting, memberId: number): Promise<boolean> {
  if (m.team.captainMemberId === memberId) return true;
  const one = sql`1`;
  const [row] = await tx
    .select({ one })
    .from(teamPlayers)
    .where(and(eq(teamPlayers.teamId, m.team.id), eq(teamPlayers.memberId, memberId)))
    .union(tx.select({ one }).from(meetingPlayers).where(and(eq(meetingPlayers.meetingId, m.meeting.id), eq(meetingPlayers.memberId, memberId))))
    .union(
      tx
        .select({ one })
        .from(meetingConfirmations)
        .where(and(eq(meetingConfirmations.meetingId, m.meeting.id), eq(meetingConfirmations.memberId, memberId))),
    );
  return row !== undefined;
}

/** A player of the team: its roster or the meeting's line-up (whom a captain may answer and seat for). */
async function isTeamPlayer(tx: Db, m: LockedMeeting, memberId: number): Promise<boolean> {
  const one = sql`1`;
  const [row] = await tx
    .select({ one })
    .from(teamPlayers)
    .where(and(eq(teamPlayers.teamId, m.team.id), eq(teamPlayers.memberId, memberId)))
    .union(tx.select({ one }).from(meetingPlayers).where(and(eq(meetingPlayers.meetingId, m.meeting.id), eq(meetingPlayers.memberId, memberId))));
  return row !== undefined;
}

async function passengerCount(tx: Db, meetingId: number, driver: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(meetingCarSeats)
    .where(and(eq(meetingCarSeats.meetingId, meetingId), eq(meetingCarSeats.driverMemberId, driver)));
  return Number(row?.n ?? 0);
}

async function seatOf(tx: Db, meetingId: number, memberId: number) {
  const [seat] = await tx
    .select()
    .from(meetingCarSeats)
    .where(and(eq(meetingCarSeats.meetingId, meetingId), eq(meetingCarSeats.memberId, memberId)));
  return seat;
}

/**
 * Withdraws a car: its passengers lose their seats (answered, so the caller can tell them). Also called
 * when the spec's driver stops driving (deleteDriver, or an answer without 'Ik kan rijden').
 */
async function removeCar(tx: Db, meetingId: number, driver: number): Promise<CarRider[]> {
  const gone = await tx
    .delete(meetingCarSeats)
    .where(and(eq(meetingCarSeats.meetingId, meetingId), eq(meetingCarSeats.driverMemberId, driver)))
    .returning({ memberId: meetingCarSeats.memberId });
  await tx.delete(meetingCars).where(carOf(meetingId, driver));
  const names = await riderNames(tx, gone.map((g) => g.memberId));
  return gone.map((g) => ({ memberId: g.memberId, memberName: names.get(g.memberId) ?? '' }));
}

/** removeCar, and a push to the passengers it left without a seat (never to the one who did it). */
export async function withdrawCar(tx: Db, by: Actor, m: LockedMeeting, driver: number, now: Date): Promise<CarRider[]> {
  const freed = await removeCar(tx, m.meeting.id, driver);
  await notifySeatsLost(tx, by, m, driver, freed.map((f) => f.memberId), now);
  return freed;
}

/** A member who becomes the spec's driver drives: a seat it had in another car is given back. */
export async function leaveSeat(tx: Db, meetingId: number, memberId: number): Promise<void> {
  await tx.delete(meetingCarSeats).where(and(eq(meetingCarSeats.meetingId, meetingId), eq(meetingCarSeats.memberId, memberId)));
}

/** teamcomposition/carpoolOffer: offers, changes (never below the seats taken) or, with seats 0, withdraws a car. */
export async function offerCar(
  db: Db,
  user: RequestUser,
  body: { meeting_id: number; member_id: number; seats: number; remarks: string },
  now: Date,
): Promise<CarpoolResult> {
  requireOwn(user, body.member_id, t.notOwnCar);
  return db.transaction(async (tx) => {
    const m = await lockAway(tx, user, body.meeting_id, now);
    await ensureDriverCar(tx, m);
    const [car] = await tx.select().from(meetingCars).where(carOf(m.meeting.id, body.member_id));
    const meetingDriver = m.meeting.driverMemberId === body.member_id;
    if (body.seats === 0) {
      if (!car) throw new ApiError(409, t.noCarToWithdraw);
      const freed = await withdrawCar(tx, user, m, body.member_id, now);
      // The spec's driver withdraws its car: it no longer drives ('Ik zal niet rijden').
      if (meetingDriver) await tx.update(meetings).set({ driverMemberId: null, driverRemarks: '' }).where(eq(meetings.id, m.meeting.id));
      return { message: t.carWithdrawn(freed.map((f) => f.memberName)), freed };
    }
    const remarks = body.remarks.trim();
    if (car) {
      const taken = await passengerCount(tx, m.meeting.id, body.member_id);
      if (body.seats < taken) throw new ApiError(409, t.seatsBelowTaken(taken));
      await tx.update(meetingCars).set({ seats: body.seats, remarks, offeredBy: user.userId }).where(carOf(m.meeting.id, body.member_id));
    } else {
      const name = await riderName(tx, body.member_id);
      if (!(await isOnTeam(tx, m, body.member_id))) throw new ApiError(403, t.notOnTeam(name));
      const seat = await seatOf(tx, m.meeting.id, body.member_id);
      if (seat) throw new ApiError(409, t.seatedElsewhere(name, await riderName(tx, seat.driverMemberId)));
      await tx.insert(meetingCars).values({
        clubId: user.clubId,
        meetingId: m.meeting.id,
        driverMemberId: body.member_id,
        seats: body.seats,
        remarks,
        offeredBy: user.userId,
      });
    }
    if (meetingDriver) await tx.update(meetings).set({ driverRemarks: remarks }).where(eq(meetings.id, m.meeting.id));
    return { message: car ? t.carChanged(body.seats) : t.carOffered(body.seats), freed: [] };
  });
}

/** Own members of the team; a composer of the team (spec 01 section 5) also its players. */
async function requireMaySeat(tx: Db, user: RequestUser, m: LockedMeeting, memberId: number, take: boolean): Promise<void> {
  if (isOwnMember(user, memberId)) {
    // Giving a seat back is always allowed; taking one needs a place in the meeting's team.
    if (take && !(await isOnTeam(tx, m, memberId))) throw new ApiError(403, t.notOnTeam(await riderName(tx, memberId)));
    return;
  }
  const composer = composesTeam({ ...user.rights, memberIds: user.memberIds }, m.team.captainMemberId ?? 0);
  if (composer && (await isTeamPlayer(tx, m, memberId))) return;
  throw new ApiError(403, t.notOwnSeat);
}

/** teamcomposition/carpoolSeat: takes (take) or gives back a seat in one car; never more passengers than seats. */
export async function changeSeat(
  db: Db,
  user: RequestUser,
  body: { meeting_id: number; driver_member_id: number; member_id: number; take: boolean },
  now: Date,
): Promise<CarpoolResult> {
  return db.transaction(async (tx) => {
    const m = await lockAway(tx, user, body.meeting_id, now);
    await requireMaySeat(tx, user, m, body.member_id, body.take);
    await ensureDriverCar(tx, m);
    const [car] = await tx.select().from(meetingCars).where(carOf(m.meeting.id, body.driver_member_id));
    if (!car) throw new ApiError(409, t.noCar);
    const names = await riderNames(tx, [body.member_id, body.driver_member_id]);
    const name = names.get(body.member_id) ?? '';
    const driverName = names.get(body.driver_member_id) ?? '';
    const seat = await seatOf(tx, m.meeting.id, body.member_id);
    if (!body.take) {
      if (seat?.driverMemberId !== body.driver_member_id) throw new ApiError(409, t.noSeat(name));
      await leaveSeat(tx, m.meeting.id, body.member_id);
      return { message: t.seatGivenBack(name, driverName), freed: [] };
    }
    // Asked again for the same car: it already has the seat.
    if (seat?.driverMemberId === body.driver_member_id) return { message: t.seatTaken(name, driverName), freed: [] };
    if (seat) throw new ApiError(409, t.seatedElsewhere(name, await riderName(tx, seat.driverMemberId)));
    const [ownCar] = await tx.select({ seats: meetingCars.seats }).from(meetingCars).where(carOf(m.meeting.id, body.member_id));
    if (ownCar) throw new ApiError(409, t.drivesOwnCar(name));
    if ((await passengerCount(tx, m.meeting.id, body.driver_member_id)) >= car.seats) throw new ApiError(409, t.carFull);
    await tx.insert(meetingCarSeats).values({
      clubId: user.clubId,
      meetingId: m.meeting.id,
      driverMemberId: body.driver_member_id,
      memberId: body.member_id,
      takenBy: user.userId,
    });
    return { message: t.seatTaken(name, driverName), freed: [] };
  });
}
