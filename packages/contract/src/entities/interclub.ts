import { z } from 'zod';

/** Team confirmation option, spec 01 section 3. */
export const TeamConfirmationOption = z.object({
  teamConfirmationOptionId: z.number().int(),
  id: z.number().int(),
  description: z.string(),
  participate: z.union([z.literal(0), z.literal(1)]),
  variant: z.string(),
  color: z.string(),
  remarks: z.string(),
});
export type TeamConfirmationOption = z.infer<typeof TeamConfirmationOption>;

/** Sport of a team: decides whether the start index filters the players (table tennis) or not (padel). */
export const TeamSport = z.enum(['tabletennis', 'padel', 'badminton']);
export type TeamSport = z.infer<typeof TeamSport>;

/** One member's answer for one meeting (the detail behind confirmed/denied/canDrive). */
export const MeetingConfirmation = z.object({
  memberId: z.number().int(),
  memberName: z.string(),
  confirmationOption: z.number().int(),
  participate: z.union([z.literal(0), z.literal(1)]),
  canDrive: z.boolean(),
  remarks: z.string(),
});
export type MeetingConfirmation = z.infer<typeof MeetingConfirmation>;

/**
 * Meeting (team composition), spec 01 section 3. Comma lists hold member ids. `composition` and
 * `report` are HTML built by the server from escaped data. Extra fields beyond the spec:
 * sport, confirmations, isTeamPlayer (member ids of the team's roster).
 */
export const Meeting = z.object({
  id: z.number().int(),
  playId: z.string(),
  /** yyyy-mm-dd, Brussels date. */
  playDate: z.string(),
  /** hh:mm, Brussels time. */
  playTime: z.string(),
  dateDescription: z.string(),
  weekDescription: z.string(),
  teamId: z.number().int(),
  team: z.string(),
  teamDescription: z.string(),
  meeting: z.string(),
  division: z.string(),
  nrOfPlayersPerTeam: z.number().int(),
  startPlayerIndex: z.number().int(),
  captain: z.number().int(),
  composition: z.string(),
  error: z.string(),
  members: z.string(),
  reserves: z.string(),
  intermediateScore: z.string(),
  score: z.string(),
  won: z.enum(['Y', 'N', '']),
  /** 'H' home, 'U' away (uit). */
  homeout: z.enum(['H', 'U']),
  address: z.string(),
  frenoyUrl: z.string(),
  googleMapsUrl: z.string(),
  driverId: z.number().int(),
  driver: z.string(),
  driverRemarks: z.string(),
  /** Names of the members who confirmed, comma separated, for display. */
  confirmedMembers: z.string(),
  /** Member ids that confirmed and can drive. */
  canDrive: z.string(),
  report: z.string(),
  icalUrl: z.string(),
  /** Member ids that confirmed. */
  confirmed: z.string(),
  /** Member ids that denied. */
  denied: z.string(),
  /** The captain's remarks with the line-up. */
  remarks: z.string(),
  sport: TeamSport,
  confirmations: z.array(MeetingConfirmation),
  teamPlayers: z.string(),
});
export type Meeting = z.infer<typeof Meeting>;

/** Available team player, spec 01 section 3. */
export const AvailableTeamPlayer = z.object({
  id: z.number().int(),
  listNumber: z.number().int(),
  indexNumber: z.number().int(),
  playerName: z.string(),
});
export type AvailableTeamPlayer = z.infer<typeof AvailableTeamPlayer>;

/** Composition log row, spec 01 section 3. logDate is an ISO timestamp. */
export const CompositionLog = z.object({
  member: z.string(),
  modification: z.string(),
  logDate: z.string(),
  userName: z.string(),
});
export type CompositionLog = z.infer<typeof CompositionLog>;

/** Member absence and absence reason, spec 01 section 3. */
export const MemberAbsence = z.object({ dateFrom: z.string(), remark: z.string(), confirmationOption: z.number().int() });
export type MemberAbsence = z.infer<typeof MemberAbsence>;
export const AbsenceReason = z.object({ id: z.number().int(), description: z.string() });
export type AbsenceReason = z.infer<typeof AbsenceReason>;

/** iCal feed, spec 01 section 3: a subscribable URL. */
export const IcalFeed = z.object({ id: z.number().int(), url: z.string(), description: z.string() });
export type IcalFeed = z.infer<typeof IcalFeed>;

/** A team of the club (team/list). */
export const Team = z.object({
  id: z.number().int(),
  team: z.string(),
  teamDescription: z.string(),
  division: z.string(),
  sport: TeamSport,
  captain: z.number().int(),
  captainName: z.string(),
  nrOfPlayersPerTeam: z.number().int(),
  startPlayerIndex: z.number().int(),
});
export type Team = z.infer<typeof Team>;
