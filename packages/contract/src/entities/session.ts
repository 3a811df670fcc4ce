import { z } from 'zod';

export const Discipline = z.object({ id: z.number().int(), description: z.string() });

/** App config, spec 01 section 3. */
export const AppConfig = z.object({
  title: z.string(),
  description: z.string(),
  favicon: z.string(),
  homePage: z.number().int(),
  messageOfTheDay: z.string(),
  clubName: z.string(),
  clubCode: z.string(),
  association: z.string(),
  disciplines: z.array(Discipline),
  teamCompositionModule: z.boolean(),
  teamCompositionsNeedRelease: z.boolean(),
  trainingModule: z.boolean(),
  additionalTraineeSelection: z.number().int().min(0).max(3),
  sportsCampModule: z.boolean(),
  resetPasswordUrl: z.string(),
  frenoyUrl: z.string(),
  /** Not in the spec (issue 30): the club's colour ('#rrggbb', '' = the app's own) and logo ('' = the favicon). */
  primaryColor: z.string(),
  logo: z.string(),
  /** Issue 33: the club's language, for a member who never chose one and whose phone speaks neither. */
  defaultLanguage: z.enum(['nl', 'fr']),
});
export type AppConfig = z.infer<typeof AppConfig>;

export const ContributionForm = z.object({ id: z.number().int(), description: z.string(), amount: z.number() });

/** Session user, spec 01 section 3 (and the session items of spec 02). */
export const SessionUser = z.object({
  token: z.string(),
  loginId: z.number().int(),
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  memberId: z.number().int(),
  memberIds: z.array(z.number().int()),
  myTeams: z.array(z.number().int()),
  trainerId: z.number().int(),
  trainerProfile: z.string(),
  homePage: z.number().int(),
  isLicensed: z.boolean(),
  clubCode: z.string(),
  playerMoments: z.boolean(),
  showPlayerMomentsInTheFuture: z.boolean(),
  hasSportsCamp: z.boolean(),
  composeAsCaptain: z.boolean(),
  composeAnyTeam: z.boolean(),
  availableContributionForms: z.array(ContributionForm),
  enterAnyLeagueResult: z.boolean(),
  currentlyActiveLeagueId: z.number().int(),
  leaguePlayerMomentInfo: z.boolean(),
  leagueSubscriptionId: z.number().int(),
  canUnsubscribeFromLeague: z.boolean(),
  /** Beyond the spec: one of the club's administrators (the Clubbeheer menu). */
  administrator: z.boolean(),
  /** Epoch milliseconds at which the token stops being accepted. */
  tokenExpiration: z.number().int(),
  /** Issue 33: the account's chosen language ('' = never chose: the phone's, else the club's). */
  language: z.enum(['', 'nl', 'fr']),
});
export type SessionUser = z.infer<typeof SessionUser>;
