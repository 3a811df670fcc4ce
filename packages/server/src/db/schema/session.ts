import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.ts';
import { members } from './members.ts';

/** App config per club (spec 01 section 3). */
export const appConfig = pgTable('app_config', {
  clubId: integer('club_id').primaryKey().references(() => clubs.id),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  favicon: text('favicon').notNull().default(''),
  homePage: integer('home_page').notNull().default(3),
  messageOfTheDay: text('message_of_the_day').notNull().default(''),
  teamCompositionModule: boolean('team_composition_module').notNull().default(true),
  teamCompositionsNeedRelease: boolean('team_compositions_need_release').notNull().default(true),
  trainingModule: boolean('training_module').notNull().default(false),
  additionalTraineeSelection: integer('additional_trainee_selection').notNull().default(0),
  sportsCampModule: boolean('sports_camp_module').notNull().default(false),
  resetPasswordUrl: text('reset_password_url').notNull().default(''),
  frenoyUrl: text('frenoy_url').notNull().default(''),
  /** The club's look (issue 30): its primary colour as '#rrggbb' ('' = the app's default) and its logo,
   *  an image as a data: address or a web address ('' = the favicon). */
  primaryColor: text('primary_color').notNull().default(''),
  logo: text('logo').notNull().default(''),
  /** The weekly e-mail (issue 32): its day (1 Monday … 7 Sunday) and hour on the Brussels clock. */
  weeklyMailDay: integer('weekly_mail_day').notNull().default(7),
  weeklyMailHour: integer('weekly_mail_hour').notNull().default(18),
  /** The club's language (issue 33): of a member who never chose one, when its phone speaks neither. */
  defaultLanguage: text('default_language', { enum: ['nl', 'fr'] }).notNull().default('nl'),
  /** The league that is running now (0: none); the league tables arrive with the league area. */
  activeLeagueId: integer('active_league_id').notNull().default(0),
});

export const disciplines = pgTable(
  'disciplines',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    /** The number the club and the app use (default discipline 1). */
    number: integer('number').notNull(),
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('disciplines_club_number').on(t.clubId, t.number)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    active: boolean('active').notNull().default(true),
    /** The member's own choice of language (issue 33); '' = never chose: its phone's, else the club's. */
    language: text('language', { enum: ['', 'nl', 'fr'] }).notNull().default(''),
  },
  // One e-mail logs into one account: login.php carries no club.
  (t) => [index('users_club_idx').on(t.clubId), uniqueIndex('users_email').on(t.email)],
);

/** The link user <-> members: a parent reads and answers for its children. */
export const userMembers = pgTable(
  'user_members',
  {
    clubId: integer('club_id').notNull().references(() => clubs.id),
    userId: integer('user_id').notNull().references(() => users.id),
    memberId: integer('member_id').notNull().references(() => members.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('user_members_club_idx').on(t.clubId, t.userId),
    uniqueIndex('user_members_pk').on(t.userId, t.memberId),
    index('user_members_member').on(t.memberId),
  ],
);

/** What a user may do beyond answering for its own members. */
export const userRights = pgTable('user_rights', {
  userId: integer('user_id').primaryKey().references(() => users.id),
  clubId: integer('club_id').notNull().references(() => clubs.id),
  trainerId: integer('trainer_id').notNull().default(0),
  trainerProfile: text('trainer_profile').notNull().default(''),
  homePage: integer('home_page').notNull().default(3),
  composeAsCaptain: boolean('compose_as_captain').notNull().default(false),
  composeAnyTeam: boolean('compose_any_team').notNull().default(false),
  enterAnyLeagueResult: boolean('enter_any_league_result').notNull().default(false),
  /** Responsible for player moments: keeps the attendance lists. */
  playerMoments: boolean('player_moments').notNull().default(false),
  showPlayerMomentsInTheFuture: boolean('show_player_moments_in_the_future').notNull().default(false),
  hasSportsCamp: boolean('has_sports_camp').notNull().default(false),
  leaguePlayerMomentInfo: boolean('league_player_moment_info').notNull().default(false),
  leagueSubscriptionId: integer('league_subscription_id').notNull().default(0),
  canUnsubscribeFromLeague: boolean('can_unsubscribe_from_league').notNull().default(true),
  /** Club administration: settings, members, accounts and rights, teams, series, camps, leagues. */
  administrator: boolean('administrator').notNull().default(false),
}, (t) => [index('user_rights_club_idx').on(t.clubId)]);

/**
 * A one-time link to set a password: an invitation (new account) or a forgotten password. Only the
 * token's SHA-256 is kept, so a database read gives no working link.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    userId: integer('user_id').notNull().references(() => users.id),
    purpose: text('purpose', { enum: ['invite', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_tokens_club_idx').on(t.clubId, t.userId), uniqueIndex('password_tokens_hash').on(t.tokenHash)],
);

/** One row per successful login: its id is the session's loginId and the token's jti. */
export const userLogins = pgTable('user_logins', {
  id: serial('id').primaryKey(),
  clubId: integer('club_id').notNull().references(() => clubs.id),
  userId: integer('user_id').notNull().references(() => users.id),
  address: text('address').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  /** When the token of this login runs out; a token is refused from then on, whatever it says itself. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** Set by logout.php: the session is over on the server, not only in the browser. */
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [index('user_logins_club_idx').on(t.clubId, t.userId)]);

/** Failed logins, counted per e-mail and per address for the rate limit (kept in the database so it holds across processes). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_at').on(t.key, t.at)],
);

/** Secrets generated once per deployment (the JWT key when JWT_SECRET is not set). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
