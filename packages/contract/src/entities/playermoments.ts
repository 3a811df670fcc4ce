import { z } from 'zod';

/** Player moment (spec 01 section 3): a club session members can reserve a place in. */
export const PlayerMoment = z.object({
  eventId: z.number().int(),
  /** What and when in one line, as the pickers show it: 'Tafeltennis vrij spel - di 24/11 19:30'. */
  moment: z.string(),
  /** yyyy-mm-dd on the Brussels clock. */
  playDate: z.string(),
  /** hh:mm start and end. */
  startTime: z.string(),
  endTime: z.string(),
  discipline: z.enum(['tabletennis', 'badminton']),
  capacity: z.number().int(),
  nrOfReservations: z.number().int(),
  description: z.string(),
  /** The caller is one of the moment's responsible persons (may read and change presences). */
  isResponsible: z.boolean(),
});
export type PlayerMoment = z.infer<typeof PlayerMoment>;

/** Presence (spec 01 section 3): '1' present; occasional '1' for someone added without a reservation. */
export const Presence = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  presence: z.enum(['0', '1']),
  occasional: z.enum(['0', '1']),
});
export type Presence = z.infer<typeof Presence>;

/** Reservation (spec 01 section 3). reservationDate is when it was made (ISO timestamp). */
export const Reservation = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  /** The moment's line, as PlayerMoment.moment. */
  description: z.string(),
  remark: z.string(),
  reservationDate: z.string(),
  playDate: z.string(),
  startTime: z.string(),
});
export type Reservation = z.infer<typeof Reservation>;
