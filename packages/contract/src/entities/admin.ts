import { z } from 'zod';
import { ASSOCIATIONS } from '../rules/session.ts';

/** A member as club administration edits it. */
export const AdminMember = z.object({
  memberId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(['M', 'F']),
  birthdate: z.string(),
  address: z.string(),
  email: z.string(),
  telephone: z.string(),
  mobile: z.string(),
  associationId: z.string(),
  ranking: z.string(),
  /** 1 active, 0 no longer a member. */
  memberState: z.number().int(),
});
export type AdminMember = z.infer<typeof AdminMember>;

/** What a user account may do: the rights administration hands out. */
export const AccountRights = z.object({
  composeAsCaptain: z.boolean(),
  composeAnyTeam: z.boolean(),
  trainerId: z.number().int(),
  hasSportsCamp: z.boolean(),
  enterAnyLeagueResult: z.boolean(),
  playerMoments: z.boolean(),
  administrator: z.boolean(),
});
export type AccountRights = z.infer<typeof AccountRights>;

export const AdminAccount = z.object({
  userId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  active: z.boolean(),
  members: z.array(z.object({ memberId: z.number().int(), memberName: z.string() })),
  rights: AccountRights,
  /** The account has a password of its own (an invitation was used, or it logged in before). */
  hasPassword: z.boolean(),
});
export type AdminAccount = z.infer<typeof AdminAccount>;

/** One line of a members file and what an import does with it. */
export const ImportRow = z.object({
  line: z.number().int(),
  action: z.enum(['add', 'change', 'unchanged', 'refuse']),
  memberId: z.number().int(),
  name: z.string(),
  changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
  reasons: z.array(z.string()),
});
export type ImportRow = z.infer<typeof ImportRow>;

export const ImportPlan = z.object({
  rows: z.array(ImportRow),
  counts: z.object({ add: z.number().int(), change: z.number().int(), unchanged: z.number().int(), refuse: z.number().int() }),
  ignoredColumns: z.array(z.string()),
});
export type ImportPlan = z.infer<typeof ImportPlan>;

/**
 * One entry of the administration log, told in Dutch (issue 28 item 16): description says who did what
 * to whom ('Hilde Verbeke wijzigde de gegevens van lid Jan Peeters.'), changes what changed under the
 * screens' labels (before '' for a new row). action is the call, kept for filtering, not for reading.
 */
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** '' from the command line. */
  userName: z.string(),
  description: z.string(),
  changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
  action: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** A weekly play-moment series and what it made. */
export const MomentSeries = z.object({
  seriesId: z.number().int(),
  discipline: z.enum(['tabletennis', 'badminton']),
  name: z.string(),
  description: z.string(),
  weekday: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  capacity: z.number().int(),
  dateFrom: z.string(),
  dateTill: z.string(),
  responsibleIds: z.array(z.number().int()),
  moments: z.number().int(),
  /** The next moment from today, '' when none is left. */
  next: z.string(),
});
export type MomentSeries = z.infer<typeof MomentSeries>;

/** A training group with its trainees and its weekly trainings. */
export const AdminTrainingGroup = z.object({
  groupId: z.number().int(),
  name: z.string(),
  trainees: z.array(z.object({ memberId: z.number().int(), memberName: z.string() })),
  trainings: z.array(
    z.object({
      trainingId: z.number().int(),
      title: z.string(),
      weekday: z.number().int(),
      startTime: z.string(),
      endTime: z.string(),
      dateFrom: z.string(),
      dateTill: z.string(),
    }),
  ),
});
export type AdminTrainingGroup = z.infer<typeof AdminTrainingGroup>;

/** A team of the current season with its captain and roster (club administration). */
export const AdminTeam = z.object({
  teamId: z.number().int(),
  season: z.string(),
  sport: z.enum(['tabletennis', 'padel', 'badminton']),
  name: z.string(),
  description: z.string(),
  division: z.string(),
  playersPerTeam: z.number().int(),
  startPlayerIndex: z.number().int(),
  captainMemberId: z.number().int(),
  players: z.array(z.object({ memberId: z.number().int(), memberName: z.string() })),
});
export type AdminTeam = z.infer<typeof AdminTeam>;

/** The club's settings as administration edits them. */
export const ClubSettings = z.object({
  clubName: z.string(),
  clubCode: z.string(),
  association: z.enum(ASSOCIATIONS),
  title: z.string(),
  description: z.string(),
  messageOfTheDay: z.string(),
  favicon: z.string(),
  homePage: z.number().int(),
  teamCompositionModule: z.boolean(),
  teamCompositionsNeedRelease: z.boolean(),
  trainingModule: z.boolean(),
  additionalTraineeSelection: z.number().int(),
  sportsCampModule: z.boolean(),
  resetPasswordUrl: z.string(),
  frenoyUrl: z.string(),
  primaryColor: z.string(),
  logo: z.string(),
  /** Issue 33: the language of a member who never chose one and whose phone speaks neither. */
  defaultLanguage: z.enum(['nl', 'fr']),
  /** The weekly e-mail (issue 32): its day (1 Monday … 7 Sunday) and hour on the Brussels clock. */
  weeklyMailDay: z.number().int(),
  weeklyMailHour: z.number().int(),
  disciplines: z.array(z.string()),
  absenceReasons: z.array(z.object({ id: z.number().int(), description: z.string() })),
  confirmationOptions: z.array(z.object({ number: z.number().int(), description: z.string(), participate: z.number().int(), color: z.string() })),
});
export type ClubSettings = z.infer<typeof ClubSettings>;
