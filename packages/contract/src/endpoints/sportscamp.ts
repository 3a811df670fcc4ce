import { z } from 'zod';
import { Day, endpoint, FlagBit, Id, Text } from '../endpoint.ts';
import {
  CampMoment,
  CampPlanning,
  CampPresence,
  CampPresenceLog,
  CampSubscription,
  Material,
  TrainerCampPresence,
  TrainerDayBlock,
  TransportType,
} from '../entities/sportscamp.ts';
import { MAX_TRAINER_REMARKS } from '../rules/sportscamp.ts';

// Every sportscamp/ call is for camp trainers only (camp module on and one of the user's members
// trains in a camp); trainer_id / trainerId is that member's id and must be one of the user's own.

/** The transport types of a trainer's camp presence (1 car, 2 bike); any member may ask. */
export const transportTypeList = endpoint({
  path: 'general/transportTypeList.php',
  access: 'member',
  request: z.object({}),
  response: z.array(TransportType),
});

/** The group half days of the trainer's camps, for check-in and check-out. */
export const presenceMomentList = endpoint({
  path: 'sportscamp/presenceMomentList',
  access: 'member',
  request: z.object({ trainer_id: Id }),
  response: z.array(CampMoment),
});

/** The camp half days of the trainer's camps, for the planning. */
export const planningMomentList = endpoint({
  path: 'sportscamp/planningMomentList',
  access: 'member',
  request: z.object({ trainer_id: Id }),
  response: z.array(CampMoment),
});

/** The subscriptions of the camps the user trains in (medication and extra info included: they are its trainers). */
export const subscriptionList = endpoint({
  path: 'sportscamp/subscriptionList',
  access: 'member',
  request: z.object({}),
  response: z.array(CampSubscription),
});

/** The children of one group's half day; with checkOut 1 only those checked in (the check-out screen). */
export const presenceList = endpoint({
  path: 'sportscamp/presenceList',
  access: 'member',
  request: z.object({ event_id: Id, checkOut: FlagBit.default(0) }),
  response: z.array(CampPresence),
});

/** Checks a child in (1) or undoes it (0); refused once the child is checked out. Answers the new list. */
export const presenceUpdate = endpoint({
  path: 'sportscamp/presenceUpdate',
  access: 'member',
  request: z.object({ event_id: Id, subscription_id: Id, present: FlagBit }),
  response: z.array(CampPresence),
});

/** Checks a checked-in child out (1) or undoes it (0). Answers the check-out list. */
export const updateCheckOut = endpoint({
  path: 'sportscamp/updateCheckOut',
  access: 'member',
  request: z.object({ event_id: Id, subscription_id: Id, checkedOut: FlagBit }),
  response: z.array(CampPresence),
});

/** The planning of one camp half day; campDate yyyy-mm-dd, ampm 'am' or 'pm'. */
export const planning = endpoint({
  path: 'sportscamp/planning',
  access: 'member',
  request: z.object({ sportsCampId: Id, campDate: Day, ampm: Text(2) }),
  response: CampPlanning,
});

/** Today's planning blocks of the trainer (home 'Mijn kampdag'). */
export const trainerDayPlanning = endpoint({
  path: 'sportscamp/trainerDayPlanning',
  access: 'member',
  request: z.object({ trainerId: Id }),
  response: z.array(TrainerDayBlock),
});

/** The club's camp material, with what the planning uses. */
export const materialList = endpoint({
  path: 'sportscamp/materialList',
  access: 'member',
  request: z.object({}),
  response: z.array(Material),
});

/** The trainer's own camp days ('Mijn aanwezigheden als trainer'). */
export const trainerPresenceList = endpoint({
  path: 'sportscamp/trainerPresenceList',
  access: 'member',
  request: z.object({ trainerId: Id }),
  response: z.array(TrainerCampPresence),
});

/**
 * Registers the trainer's presence on one camp day: transport (1 car, 2 bike) only and always when
 * present, remarks trimmed and without newlines. Answers the trainer's list.
 */
export const trainerPresenceUpdate = endpoint({
  path: 'sportscamp/trainerPresenceUpdate',
  access: 'member',
  request: z.object({
    ids: Text(100),
    transport: z.number().int().min(0).max(2).default(0),
    remarks: Text(MAX_TRAINER_REMARKS).default(''),
    presence: FlagBit,
  }),
  response: z.array(TrainerCampPresence),
});

/**
 * Beyond the spec (our path): who checked which child in and out, and when, on one day of one camp;
 * for that camp's trainers and the administrator. Without sportsCampId the camp of today (else the
 * latest one that started, else the first to come); without campDate today, kept within the camp.
 */
export const presenceLog = endpoint({
  path: 'sportscamp/presenceLog',
  access: 'member',
  request: z.object({ sportsCampId: Id.optional(), campDate: Day.optional() }),
  response: CampPresenceLog,
});
