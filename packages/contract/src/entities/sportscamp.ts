import { z } from 'zod';

const Bit = z.enum(['0', '1']);

/** Transport type (spec 02 section 3): 1 car, 2 bike. */
export const TransportType = z.object({ typeId: z.number().int(), description: z.string() });
export type TransportType = z.infer<typeof TransportType>;

/**
 * Trainer camp presence (spec 02 section 3): one camp day of one trainer. ids names the row(s) the
 * update call changes; presence -1 not given yet, 0 no training given, 1 present; transport 0 (not
 * present), 1 car, 2 bike; registrationDate is when the trainer last saved it (ISO, '' before).
 */
export const TrainerCampPresence = z.object({
  ids: z.string(),
  campDate: z.string(),
  title: z.string(),
  responsable: z.string(),
  presence: z.number().int(),
  transport: z.number().int(),
  remarks: z.string(),
  registrationDate: z.string(),
});
export type TrainerCampPresence = z.infer<typeof TrainerCampPresence>;

/**
 * Camp subscription (spec 02 section 3). medication and extraInfo reach only the trainers of the
 * child's camp; isMember '1' for a club member; gdpr '1' means photos are allowed.
 */
export const CampSubscription = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: z.enum(['M', 'F']),
  birthdate: z.string(),
  isBirthdayToday: z.boolean(),
  address: z.string(),
  email: z.string(),
  email2: z.string(),
  telephone: z.string(),
  telephone2: z.string(),
  medication: z.string(),
  experience: z.string(),
  extraInfo: z.string(),
  isMember: Bit,
  parents: z.string(),
  /** The camp's title. */
  sportsCamp: z.string(),
  /** The child's group in the camp. */
  group: z.string(),
  gdpr: Bit,
});
export type CampSubscription = z.infer<typeof CampSubscription>;

/**
 * Camp moment (spec 02 section 3): a half day (am/pm) of a camp. For check-in and check-out it is one
 * group's half day (eventId); for the planning the camp's half day.
 */
export const CampMoment = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  sportsCampId: z.number().int(),
  campDate: z.string(),
  ampm: z.enum(['am', 'pm']),
  campTitleAndPeriod: z.string(),
});
export type CampMoment = z.infer<typeof CampMoment>;

/** Camp presence (spec 02 section 3): one child on one group's half day; id 0 before anyone checked it. */
export const CampPresence = z.object({
  id: z.number().int(),
  subscriptionId: z.number().int(),
  subscriptionName: z.string(),
  gender: z.enum(['M', 'F']),
  email: z.string(),
  email2: z.string(),
  telephone: z.string(),
  telephone2: z.string(),
  isBirthdayToday: z.boolean(),
  parents: z.string(),
  presence: Bit,
  checkedOut: Bit,
});
export type CampPresence = z.infer<typeof CampPresence>;

/**
 * Material (spec 02 section 3). camp and campDate name the first day from today on that the camp
 * planning uses it ('' when not planned); reserved is what that day's planning takes, available the
 * rest of the stock. photo is a GIF as base64 ('' without photo).
 */
export const Material = z.object({
  id: z.number().int(),
  description: z.string(),
  camp: z.string(),
  campDate: z.string(),
  stock: z.number().int(),
  available: z.number().int(),
  reserved: z.number().int(),
  details: z.string(),
  photo: z.string(),
});
export type Material = z.infer<typeof Material>;

/** One block of a half day's planning: a group's activity between two times. */
export const PlanningBlock = z.object({
  id: z.number().int(),
  group: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  activity: z.string(),
  theme: z.string(),
  /** '3 x Voetbal, 10 x Kegel'. */
  material: z.string(),
  /** Trainers' names, comma separated. */
  trainers: z.string(),
});
export type PlanningBlock = z.infer<typeof PlanningBlock>;

/** Camp planning (spec 02 section 3: planning, theme, material and trainers) of one camp half day. */
export const CampPlanning = z.object({
  planning: z.array(PlanningBlock),
  /** The half day's theme. */
  theme: z.string(),
  material: z.array(z.object({ description: z.string(), quantity: z.number().int() })),
  trainers: z.array(z.object({ name: z.string(), groups: z.string() })),
});
export type CampPlanning = z.infer<typeof CampPlanning>;

/** The trainer's day planning (home 'Mijn kampdag'): today's blocks the trainer gives, with the camp. */
export const TrainerDayBlock = PlanningBlock.extend({
  camp: z.string(),
  campDate: z.string(),
  ampm: z.enum(['am', 'pm']),
});
export type TrainerDayBlock = z.infer<typeof TrainerDayBlock>;

/**
 * Beyond the spec: the check-in and check-out trail of one camp day (issue 28 item 16), for the camp's
 * trainers and the administrator. Per child of the camp, in group order, what happened that day: no
 * medication, extra information or contact data.
 */
export const CampLogEvent = z.object({
  ampm: z.enum(['am', 'pm']),
  /** checkIn or checkOut; value false: that was undone. */
  action: z.enum(['checkIn', 'checkOut']),
  value: z.boolean(),
  /** The name of the user who tapped. */
  by: z.string(),
  /** ISO timestamp. */
  at: z.string(),
});
export type CampLogEvent = z.infer<typeof CampLogEvent>;

export const CampLogChild = z.object({
  subscriptionId: z.number().int(),
  name: z.string(),
  group: z.string(),
  events: z.array(CampLogEvent),
});
export type CampLogChild = z.infer<typeof CampLogChild>;

export const CampLogCamp = z.object({
  sportsCampId: z.number().int(),
  title: z.string(),
  dateFrom: z.string(),
  dateTill: z.string(),
});
export type CampLogCamp = z.infer<typeof CampLogCamp>;

export const CampPresenceLog = z.object({
  /** The camps the caller may look at, latest first. */
  camps: z.array(CampLogCamp),
  /** The day shown (0 and '' when the caller has no camp). */
  sportsCampId: z.number().int(),
  campDate: z.string(),
  children: z.array(CampLogChild),
});
export type CampPresenceLog = z.infer<typeof CampPresenceLog>;
