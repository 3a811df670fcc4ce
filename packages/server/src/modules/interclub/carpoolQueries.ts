import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Car, Carpool, CarRider } from '@clubhuis/contract/entities/interclubCarpool';
import { DRIVER_CAR_SEATS } from '@clubhuis/contract/rules/interclub';
import type { Db } from '../../db/client.ts';
import { meetingCars, meetingCarSeats, meetingPlayers, meetings, members, users } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { interclubText } from './messages.ts';

const fullName = (r: { first: string; last: string }) => `${r.first} ${r.last}`;

/** Members' names by id ('Emma Maes'): the carpool shows names only, never a phone number. */
export async function riderNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, first: members.firstName, last: members.lastName })
    .from(members)
    .where(inArray(members.id, [...ids]));
  return new Map(rows.map((r) => [r.id, fullName(r)]));
}

export async function riderName(db: Db, id: number): Promise<string> {
  return (await riderNames(db, [id])).get(id) ?? String(id);
}

/**
 * The carpool of one meeting of the club: its cars with their passengers, the spec's driver first (its
 * car exists from its registration on, with DRIVER_CAR_SEATS until a write makes its row), then in the
 * order they were offered; and who of the line-up (players, then reserves) neither drives nor rides.
 */
export async function carpoolOf(db: Db, clubId: number, meetingId: number): Promise<Carpool> {
  const [meeting] = await db
    .select({ driver: meetings.driverMemberId, driverRemarks: meetings.driverRemarks })
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), eq(meetings.clubId, clubId)));
  if (!meeting) throw new ApiError(404, interclubText.unknownMeeting);
  const [cars, seats, lineUp] = await Promise.all([
    db
      .select({
        driverMemberId: meetingCars.driverMemberId,
        seats: meetingCars.seats,
        remarks: meetingCars.remarks,
        first: members.firstName,
        last: members.lastName,
        offeredFirst: users.firstName,
        offeredLast: users.lastName,
      })
      .from(meetingCars)
      .innerJoin(members, eq(members.id, meetingCars.driverMemberId))
      .leftJoin(users, eq(users.id, meetingCars.offeredBy))
      .where(eq(meetingCars.meetingId, meetingId))
      .orderBy(asc(meetingCars.offeredAt), asc(meetingCars.driverMemberId)),
    db
      .select({ driverMemberId: meetingCarSeats.driverMemberId, memberId: meetingCarSeats.memberId, first: members.firstName, last: members.lastName })
      .from(meetingCarSeats)
      .innerJoin(members, eq(members.id, meetingCarSeats.memberId))
      .where(eq(meetingCarSeats.meetingId, meetingId))
      .orderBy(asc(meetingCarSeats.takenAt), asc(meetingCarSeats.memberId)),
    db
      .select({ memberId: meetingPlayers.memberId, first: members.firstName, last: members.lastName })
      .from(meetingPlayers)
      .innerJoin(members, eq(members.id, meetingPlayers.memberId))
      .where(eq(meetingPlayers.meetingId, meetingId))
      .orderBy(asc(meetingPlayers.reserve), asc(meetingPlayers.position)),
  ]);

  const passengersOf = (driver: number): CarRider[] =>
    seats.filter((s) => s.driverMemberId === driver).map((s) => ({ memberId: s.memberId, memberName: fullName(s) }));
  const list: Car[] = cars.map((c) => {
    const driverName = fullName(c);
    const offeredBy = c.offeredFirst === null ? '' : fullName({ first: c.offeredFirst, last: c.offeredLast ?? '' });
    const meetingDriver = c.driverMemberId === meeting.driver;
    return {
      driverMemberId: c.driverMemberId,
      driverName,
      seats: c.seats,
      // The spec's driver keeps one remark: the meeting's driver remarks are its car's.
      remarks: meetingDriver ? meeting.driverRemarks : c.remarks,
      passengers: passengersOf(c.driverMemberId),
      meetingDriver,
      offeredBy: offeredBy === driverName ? '' : offeredBy,
    };
  });
  if (meeting.driver !== null && !list.some((c) => c.meetingDriver)) {
    list.push({
      driverMemberId: meeting.driver,
      driverName: await riderName(db, meeting.driver),
      seats: DRIVER_CAR_SEATS,
      remarks: meeting.driverRemarks,
      passengers: [],
      meetingDriver: true,
      offeredBy: '',
    });
  }
  list.sort((a, b) => Number(b.meetingDriver) - Number(a.meetingDriver));

  const placed = new Set([...list.map((c) => c.driverMemberId), ...seats.map((s) => s.memberId)]);
  const withoutSeat = lineUp.filter((p) => !placed.has(p.memberId)).map((p) => ({ memberId: p.memberId, memberName: fullName(p) }));
  return { cars: list, withoutSeat };
}
