import { z } from 'zod';
import { endpoint, Flag, Id, Text } from '../endpoint.ts';
import { Carpool, CarpoolChange } from '../entities/interclubCarpool.ts';
import { MAX_REMARKS, MAX_CAR_SEATS } from '../rules/interclub.ts';

/*
 * Carpool (issue 32, beyond the spec), in interclub's prefix. Member ids are the caller's own or its
 * linked members'; a composer of the team may also seat (or unseat) one of the team's players.
 */

/** The cars of one meeting; any member may read them, as the line-ups. */
export const carpoolList = endpoint({
  path: 'teamcomposition/carpoolList',
  access: 'member',
  request: z.object({ meeting_id: Id }),
  response: Carpool,
});

/** Offers a car (or changes its seats and remark) for member_id, the driver; seats 0 withdraws it. */
export const carpoolOffer = endpoint({
  path: 'teamcomposition/carpoolOffer',
  access: 'member',
  request: z.object({
    meeting_id: Id,
    member_id: Id,
    seats: z.number().int().min(0).max(MAX_CAR_SEATS),
    remarks: Text(MAX_REMARKS).default(''),
  }),
  response: CarpoolChange,
});

/** Takes (take 1) or gives back (take 0) a seat for member_id in the car of driver_member_id. */
export const carpoolSeat = endpoint({
  path: 'teamcomposition/carpoolSeat',
  access: 'member',
  request: z.object({ meeting_id: Id, driver_member_id: Id, member_id: Id, take: Flag }),
  response: CarpoolChange,
});
