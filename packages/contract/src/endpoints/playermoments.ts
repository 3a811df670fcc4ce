import { z } from 'zod';
import { endpoint, FlagBit, Flag, Id, Text } from '../endpoint.ts';
import { PlayerMoment, Presence, Reservation } from '../entities/playermoments.ts';
import { MAX_RESERVATION_REMARK, PLAYER_MOMENT_LIMIT } from '../rules/playermoments.ts';

/**
 * The member's next play moments from today on (at most `limit`). With `infuture` the moments after
 * those: the app makes that second call when the user has showPlayerMomentsInTheFuture.
 */
export const playerMomentList = endpoint({
  path: 'playermoment/playermoment_list.php',
  access: 'member',
  request: z.object({
    member_id: Id,
    limit: z.number().int().min(1).max(50).default(PLAYER_MOMENT_LIMIT),
    infuture: Flag.optional(),
  }),
  response: z.array(PlayerMoment),
});

/** The presence list of one moment; only for its responsible persons. */
export const presenceList = endpoint({
  path: 'presence/list.php',
  access: 'member',
  request: z.object({ event_id: Id }),
  response: z.array(Presence),
});

/** Sets one member present (1) or not (0); a member without a reservation is added as occasional. */
export const presenceUpdate = endpoint({
  path: 'presence/update.php',
  access: 'member',
  request: z.object({ event_id: Id, member_id: Id, presence: FlagBit }),
  response: z.array(Presence),
});

export const reservationList = endpoint({
  path: 'reservation/list.php',
  access: 'member',
  request: z.object({ member_ids: z.array(Id).min(1).max(20) }),
  response: z.array(Reservation),
});

export const reservationUpdate = endpoint({
  path: 'reservation/update.php',
  access: 'member',
  request: z.object({ event_id: Id, member_id: Id, remark: Text(MAX_RESERVATION_REMARK).default('') }),
  response: Reservation,
});

export const reservationDelete = endpoint({
  path: 'reservation/delete.php',
  access: 'member',
  request: z.object({ event_id: Id, member_id: Id }),
  response: z.object({ message: z.string() }),
});

/**
 * Beyond the spec (issue 31, our path): the waiting list of a full moment. `on` puts the member on it
 * (only while the moment is full and the member has no place), off takes it off; when a place frees up
 * everyone on it gets a push notification, and the first to reserve has it.
 */
export const reservationWaitlist = endpoint({
  path: 'reservation/waitlist.php',
  access: 'member',
  request: z.object({ event_id: Id, member_id: Id, on: Flag }),
  response: z.object({ message: z.string(), waiting: z.boolean() }),
});

/**
 * Beyond the spec (our path): the coming moments whose waiting list holds one of these linked members,
 * so the reservation screen shows 'on the waiting list' after a reload too.
 */
export const reservationWaiting = endpoint({
  path: 'reservation/waiting.php',
  access: 'member',
  request: z.object({ member_ids: z.array(Id).min(1).max(20) }),
  response: z.object({ waiting: z.array(z.object({ event_id: Id, member_id: Id })) }),
});
