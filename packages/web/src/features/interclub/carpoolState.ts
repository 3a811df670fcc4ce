import type { Meeting } from '@clubhuis/contract/entities/interclub';
import type { Car, Carpool } from '@clubhuis/contract/entities/interclubCarpool';
import { idList, mayAnswerFor, meetingTime, type ComposeRights } from '@clubhuis/contract/rules/interclub';

/** Carpool (issue 32): away meetings that are not past, as the spec's driver block (never for home meetings). */
export function carpoolShown(meeting: Meeting, now: Date): boolean {
  return meeting.homeout !== 'H' && meetingTime(meeting.playDate, meeting.playTime, now) !== 'past';
}

/** The meeting's team as the server counts it: captain, roster, line-up and whoever answered. */
export function onTeam(meeting: Meeting, memberId: number): boolean {
  if (memberId <= 0) return false;
  if (meeting.captain === memberId) return true;
  const ids = [meeting.teamPlayers, meeting.members, meeting.reserves].flatMap(idList);
  return ids.includes(memberId) || meeting.confirmations.some((c) => c.memberId === memberId);
}

export const freeSeats = (car: Car) => Math.max(0, car.seats - car.passengers.length);

/** Where a member is in the carpool: the car it goes for (as driver), or the car it rides in. */
export function placeOf(carpool: Carpool, memberId: number): { drives?: Car; rides?: Car } {
  return {
    drives: carpool.cars.find((c) => c.driverMemberId === memberId),
    rides: carpool.cars.find((c) => c.passengers.some((p) => p.memberId === memberId)),
  };
}

export interface CarpoolActions {
  /** The selected member may offer a car: on the team, no car and no seat yet. */
  offer: boolean;
  /** The selected member may take a seat in this car. */
  take: (car: Car) => boolean;
  /** The user drives this car (its own or a linked member's): change its seats or withdraw it. */
  owns: (car: Car) => boolean;
  /** The user may give this passenger's seat back: its own member, or as composer a player of the team. */
  giveBack: (memberId: number) => boolean;
  /** A composer of the team may seat a line-up player who has none in a car with room. */
  seatOthers: boolean;
}

/** What the user, acting for the selected member (or as the team's composer), may do in the carpool. */
export function carpoolActions(carpool: Carpool, meeting: Meeting, rights: ComposeRights, memberId: number): CarpoolActions {
  const mine = placeOf(carpool, memberId);
  const free = !mine.drives && !mine.rides && onTeam(meeting, memberId);
  const composer = rights.composeAnyTeam || (rights.composeAsCaptain && rights.memberIds.includes(meeting.captain));
  return {
    offer: free,
    take: (car) => free && car.driverMemberId !== memberId && freeSeats(car) > 0,
    owns: (car) => rights.memberIds.includes(car.driverMemberId),
    giveBack: (id) => mayAnswerFor(rights, meeting, id),
    seatOthers: composer && carpool.withoutSeat.length > 0 && carpool.cars.some((c) => freeSeats(c) > 0),
  };
}
