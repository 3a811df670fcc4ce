import { z } from 'zod';

/** Carpool (issue 32, beyond the spec): cars to a meeting and who rides with whom. Names only. */

/** A member in the carpool: a passenger, or one of the line-up still without a seat. */
export const CarRider = z.object({ memberId: z.number().int(), memberName: z.string() });
export type CarRider = z.infer<typeof CarRider>;

export const Car = z.object({
  /** The member the car goes for: the driver, or the child a parent drives for. */
  driverMemberId: z.number().int(),
  driverName: z.string(),
  /** Free seats offered, the driver not counted (1..MAX_CAR_SEATS). */
  seats: z.number().int(),
  remarks: z.string(),
  passengers: z.array(CarRider),
  /** The spec's driver of the meeting ('Ja, ik zal rijden'): its car. */
  meetingDriver: z.boolean(),
  /** Who offered the car when that is not the driver member itself (a parent for its child), else ''. */
  offeredBy: z.string(),
});
export type Car = z.infer<typeof Car>;

/** The carpool of one meeting: its cars (the spec's driver first), and who of the line-up has no seat. */
export const Carpool = z.object({
  cars: z.array(Car),
  withoutSeat: z.array(CarRider),
});
export type Carpool = z.infer<typeof Carpool>;

/** A carpool write's answer: the carpool as it is now, what was done, and who lost a seat (a withdrawn car). */
export const CarpoolChange = Carpool.extend({
  message: z.string(),
  freed: z.array(CarRider),
});
export type CarpoolChange = z.infer<typeof CarpoolChange>;
