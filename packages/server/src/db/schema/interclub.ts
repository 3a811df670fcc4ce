import { boolean, check, date, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { clubs } from './clubs.ts';
import { users } from './session.ts';
import { members } from './members.ts';

/** The answers a member can give for a meeting (spec 01 section 3, team confirmation option). */
export const teamConfirmationOptions = pgTable(
  'team_confirmation_options',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    /** The club's own number for the option; 1 is the default ('participate'). */
    number: integer('number').notNull(),
    description: text('description').notNull(),
    participate: integer('participate').notNull(),
    variant: text('variant').notNull().default(''),
    color: text('color').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
  },
  (t) => [uniqueIndex('team_confirmation_options_club_number').on(t.clubId, t.number)],
);

/** An interclub team of one season. */
export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    season: text('season').notNull(),
    sport: text('sport', { enum: ['tabletennis', 'padel', 'badminton'] }).notNull(),
    /** 'TTC De Demo A' */
    name: text('name').notNull(),
    /** 'Heren A' */
    description: text('description').notNull().default(''),
    division: text('division').notNull().default(''),
    captainMemberId: integer('captain_member_id').references(() => members.id),
    playersPerTeam: integer('players_per_team').notNull(),
    startPlayerIndex: integer('start_player_index').notNull().default(1),
    /** The competition site's team letter and division id, for the sync (issue 4). */
    letter: text('letter').notNull().default(''),
    divisionId: integer('division_id').notNull().default(0),
  },
  (t) => [
    index('teams_club_season').on(t.clubId, t.season),
    check('teams_players_per_team', sql`${t.playersPerTeam} between 1 and 6`),
  ],
);

/** A team's regular players (its roster), in order. */
export const teamPlayers = pgTable(
  'team_players',
  {
    clubId: integer('club_id').notNull().references(() => clubs.id),
    teamId: integer('team_id').notNull().references(() => teams.id),
    memberId: integer('member_id').notNull().references(() => members.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('team_players_club_idx').on(t.clubId, t.teamId), uniqueIndex('team_players_team_member').on(t.teamId, t.memberId)],
);

/** The club's competition players per sport: list number (strength list order) and index number. */
export const competitionPlayers = pgTable(
  'competition_players',
  {
    clubId: integer('club_id').notNull().references(() => clubs.id),
    sport: text('sport', { enum: ['tabletennis', 'padel', 'badminton'] }).notNull(),
    memberId: integer('member_id').notNull().references(() => members.id),
    listNumber: integer('list_number').notNull(),
    indexNumber: integer('index_number').notNull(),
    /** The ranking in this sport when the member card's (table tennis) does not apply: padel's P-levels. */
    ranking: text('ranking').notNull().default(''),
  },
  // The league's poules join a member's ranking by member and sport, without the club: without this index
  // a scan of every club's players (issue 29's scale run).
  (t) => [
    uniqueIndex('competition_players_club_sport_member').on(t.clubId, t.sport, t.memberId),
    index('competition_players_member_sport').on(t.memberId, t.sport),
  ],
);

/** The season calendar: one row per meeting of a team (the 'teamcalendar'), with its line-up state. */
export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    teamId: integer('team_id').notNull().references(() => teams.id),
    week: integer('week').notNull(),
    /** The competition site's match id ('VLB02/045'). */
    playId: text('play_id').notNull().default(''),
    /** The competition site's MatchUniqueId (TabT), null for meetings it does not know (padel). */
    matchUniqueId: integer('match_unique_id'),
    playDate: date('play_date', { mode: 'string' }).notNull(),
    playTime: text('play_time').notNull(),
    home: boolean('home').notNull(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    address: text('address').notNull().default(''),
    frenoyUrl: text('frenoy_url').notNull().default(''),
    score: text('score').notNull().default(''),
    won: text('won', { enum: ['Y', 'N', ''] }).notNull().default(''),
    intermediateScore: text('intermediate_score').notNull().default(''),
    report: text('report').notNull().default(''),
    driverMemberId: integer('driver_member_id').references(() => members.id),
    driverRemarks: text('driver_remarks').notNull().default(''),
    compositionRemarks: text('composition_remarks').notNull().default(''),
    /** The verdict of the last saved line-up; '' while none was saved. */
    compositionError: text('composition_error').notNull().default(''),
    /** When the line-up was last saved (released to the players); null while there is none. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('meetings_club_date').on(t.clubId, t.playDate), index('meetings_team').on(t.teamId)],
);

/** The line-up of a meeting: players and reserves in order. */
export const meetingPlayers = pgTable(
  'meeting_players',
  {
    clubId: integer('club_id').notNull().references(() => clubs.id),
    meetingId: integer('meeting_id').notNull().references(() => meetings.id),
    memberId: integer('member_id').notNull().references(() => members.id),
    reserve: boolean('reserve').notNull().default(false),
    position: integer('position').notNull(),
    /** Individual wins in this meeting from the match sheet; null while the sheet is unknown. */
    victoryCount: integer('victory_count'),
  },
  (t) => [index('meeting_players_club_idx').on(t.clubId, t.meetingId), uniqueIndex('meeting_players_meeting_member').on(t.meetingId, t.memberId)],
);

/** Every save of a line-up writes rows here (spec 01 section 3, composition log). */
export const compositionLogs = pgTable(
  'composition_logs',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    meetingId: integer('meeting_id').notNull().references(() => meetings.id),
    member: text('member').notNull().default(''),
    modification: text('modification').notNull(),
    logDate: timestamp('log_date', { withTimezone: true }).notNull().defaultNow(),
    userName: text('user_name').notNull(),
  },
  (t) => [index('composition_logs_club_idx').on(t.clubId, t.meetingId), index('composition_logs_meeting').on(t.meetingId)],
);

/** A member's answer for a meeting. */
export const meetingConfirmations = pgTable(
  'meeting_confirmations',
  {
    clubId: integer('club_id').notNull().references(() => clubs.id),
    meetingId: integer('meeting_id').notNull().references(() => meetings.id),
    memberId: integer('member_id').notNull().references(() => members.id),
    optionNumber: integer('option_number').notNull(),
    participate: integer('participate').notNull(),
    canDrive: boolean('can_drive').notNull().default(false),
    remarks: text('remarks').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
    /** Given through the member's answer link (issue 34), without a login: updatedBy is then null. */
    viaLink: boolean('via_link').notNull().default(false),
  },
  (t) => [
    index('meeting_confirmations_club_idx').on(t.clubId, t.meetingId),
    uniqueIndex('meeting_confirmations_meeting_member').on(t.meetingId, t.memberId),
  ],
);

export const absenceReasons = pgTable(
  'absence_reasons',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    description: text('description').notNull(),
  },
  (t) => [index('absence_reasons_club_idx').on(t.clubId)],
);

/** A period a member reported being unavailable (dateTo inclusive). */
export const memberAbsences = pgTable(
  'member_absences',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    memberId: integer('member_id').notNull().references(() => members.id),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    reasonId: integer('reason_id').references(() => absenceReasons.id),
    remark: text('remark').notNull().default(''),
  },
  (t) => [index('member_absences_club_idx').on(t.clubId, t.memberId), index('member_absences_member').on(t.memberId, t.dateFrom)],
);

/** Unguessable calendar feed tokens: one per team and one per member. */
export const icalFeeds = pgTable(
  'ical_feeds',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    token: text('token').notNull().unique(),
    teamId: integer('team_id').references(() => teams.id),
    memberId: integer('member_id').references(() => members.id),
  },
  (t) => [
    index('ical_feeds_club_idx').on(t.clubId, t.memberId),
    uniqueIndex('ical_feeds_team').on(t.teamId),
    uniqueIndex('ical_feeds_member').on(t.memberId),
  ],
);

/**
 * Carpool (issue 32): a car to a meeting, named by its driver member (the user's own or a linked one: a
 * parent drives for its child), with its free seats. The spec's driver (meetings.driver_member_id) has
 * one too, made when it registers. One car per member per meeting; the seats are checked under the
 * meeting's row lock, the CHECK is the last guard.
 */
export const meetingCars = pgTable(
  'meeting_cars',
  {
    clubId: integer('club_id').notNull().references(() => clubs.id),
    meetingId: integer('meeting_id').notNull().references(() => meetings.id),
    driverMemberId: integer('driver_member_id').notNull().references(() => members.id),
    seats: integer('seats').notNull(),
    remarks: text('remarks').notNull().default(''),
    /** The user who offered it (a parent, for its child's car). */
    offeredBy: integer('offered_by').references(() => users.id),
    /** When it was first offered: the list shows cars in this order, the spec's driver first. */
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'meeting_cars_meeting_driver', columns: [t.meetingId, t.driverMemberId] }),
    index('meeting_cars_club_idx').on(t.clubId, t.meetingId),
    check('meeting_cars_seats', sql`${t.seats} between 1 and 8`),
  ],
);

/** A seat taken in a car: one per member per meeting (never one member in two cars); gone with its car. */
export const meetingCarSeats = pgTable(
  'meeting_car_seats',
  {
    clubId: integer('club_id').notNull().references(() => clubs.id),
    meetingId: integer('meeting_id').notNull().references(() => meetings.id),
    driverMemberId: integer('driver_member_id').notNull(),
    memberId: integer('member_id').notNull().references(() => members.id),
    takenBy: integer('taken_by').references(() => users.id),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'meeting_car_seats_meeting_member', columns: [t.meetingId, t.memberId] }),
    index('meeting_car_seats_car').on(t.meetingId, t.driverMemberId),
    index('meeting_car_seats_club_idx').on(t.clubId, t.meetingId),
    foreignKey({
      name: 'meeting_car_seats_car_fk',
      columns: [t.meetingId, t.driverMemberId],
      foreignColumns: [meetingCars.meetingId, meetingCars.driverMemberId],
    }).onDelete('cascade'),
  ],
);

/**
 * A team an account follows (issue 34): its results are pushed to the account and its meetings show on
 * the account's home. Per account, as the push choices are: a parent follows for itself.
 */
export const teamFollows = pgTable(
  'team_follows',
  {
    clubId: integer('club_id').notNull().references(() => clubs.id),
    userId: integer('user_id').notNull().references(() => users.id),
    teamId: integer('team_id').notNull().references(() => teams.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'team_follows_user_team', columns: [t.userId, t.teamId] }),
    index('team_follows_team').on(t.teamId),
    index('team_follows_club_idx').on(t.clubId, t.userId),
  ],
);

/**
 * A member's personal answer link for one meeting (issue 34): a random token (32 bytes, base64url), made
 * on first need, one per member and meeting, valid until the meeting starts (read from the meeting).
 */
export const meetingAnswerLinks = pgTable(
  'meeting_answer_links',
  {
    token: text('token').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    meetingId: integer('meeting_id').notNull().references(() => meetings.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('meeting_answer_links_meeting_member').on(t.meetingId, t.memberId), index('meeting_answer_links_club_idx').on(t.clubId)],
);
