import { boolean, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.ts';
import { absenceReasons } from './interclub.ts';
import { members } from './members.ts';

/** A league (spec 02 section 3): its regulations (information), subscription window and rules. */
export const leagues = pgTable('leagues', {
  id: serial('id').primaryKey(),
  clubId: integer('club_id').notNull().references(() => clubs.id),
  description: text('description').notNull(),
  /** The regulations, shown on /leagueregulations. */
  information: text('information').notNull().default(''),
  dateFrom: date('date_from', { mode: 'string' }).notNull(),
  dateTill: date('date_till', { mode: 'string' }).notNull(),
  subscriptionDateFrom: date('subscription_date_from', { mode: 'string' }).notNull(),
  subscriptionDateTill: date('subscription_date_till', { mode: 'string' }).notNull(),
  maxNrOfSubscriptions: integer('max_nr_of_subscriptions').notNull(),
  status: smallint('status').notNull().default(1),
  onlineSubscriptions: boolean('online_subscriptions').notNull().default(true),
  /** 0 managers only, 1 the poule's players, 2 everybody. */
  resultsEntry: smallint('results_entry').notNull().default(1),
}, (t) => [index('leagues_club_idx').on(t.clubId)]);

/** A level of a league: poules are drawn per level (A strongest). Read by league alone, hence its own index. */
export const leagueLevels = pgTable('league_levels', {
  id: serial('id').primaryKey(),
  clubId: integer('club_id').notNull().references(() => clubs.id),
  leagueId: integer('league_id').notNull().references(() => leagues.id),
  level: smallint('level').notNull(),
  code: text('code').notNull(),
  description: text('description').notNull(),
  nrOfPoules: smallint('nr_of_poules').notNull(),
  nrOfPlayersPerPoule: smallint('nr_of_players_per_poule').notNull().default(4),
}, (t) => [index('league_levels_club_idx').on(t.clubId, t.leagueId), index('league_levels_league').on(t.leagueId)]);

/** A series (period) of a league: status below 2 not shown yet, 2 ongoing, 9 closed. Read by league alone too. */
export const leagueSeries = pgTable('league_series', {
  id: serial('id').primaryKey(),
  clubId: integer('club_id').notNull().references(() => clubs.id),
  leagueId: integer('league_id').notNull().references(() => leagues.id),
  serie: smallint('serie').notNull(),
  dateFrom: date('date_from', { mode: 'string' }).notNull(),
  dateTill: date('date_till', { mode: 'string' }).notNull(),
  status: smallint('status').notNull(),
  remarks: text('remarks').notNull().default(''),
}, (t) => [index('league_series_club_idx').on(t.clubId, t.leagueId), index('league_series_league').on(t.leagueId)]);

/**
 * A member's subscription to a league: status 1 active, 9 signed out for good (left the league through a
 * replacement). unsubscribedAt: the member unsubscribed from the coming periods (undoable).
 * replacesSubscriptionId: a waiting-list member who takes the place of one who left, from the next series.
 */
export const leagueSubscriptions = pgTable(
  'league_subscriptions',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    leagueId: integer('league_id').notNull().references(() => leagues.id),
    memberId: integer('member_id').notNull().references(() => members.id),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    status: smallint('status').notNull().default(1),
    remarks: text('remarks').notNull().default(''),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    unsubscribeReasonId: integer('unsubscribe_reason_id').references(() => absenceReasons.id),
    unsubscribeRemarks: text('unsubscribe_remarks').notNull().default(''),
    replacesSubscriptionId: integer('replaces_subscription_id'),
  },
  (t) => [
    index('league_subscriptions_club_idx').on(t.clubId, t.leagueId),
    uniqueIndex('league_subscriptions_league_member').on(t.leagueId, t.memberId),
  ],
);

/** A poule of a series and level: status 2 ongoing, 3 or more played, 9 closed. */
export const leaguePoules = pgTable(
  'league_poules',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    serieId: integer('serie_id').notNull().references(() => leagueSeries.id),
    levelId: integer('level_id').notNull().references(() => leagueLevels.id),
    poule: smallint('poule').notNull(),
    status: smallint('status').notNull().default(2),
    playDate: date('play_date', { mode: 'string' }),
    playTime: text('play_time').notNull().default(''),
    playTerrain: text('play_terrain').notNull().default(''),
    playRemarks: text('play_remarks').notNull().default(''),
  },
  (t) => [index('league_poules_club_idx').on(t.clubId, t.serieId), index('league_poules_serie').on(t.serieId)],
);

/**
 * A player in a poule; index 1 is the poule's captain. A replaced player keeps its place with the
 * replacement's member id; drawRank orders several replaced players of one poule at the bottom,
 * drawn once and kept.
 */
export const leaguePoulePlayers = pgTable(
  'league_poule_players',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    pouleId: integer('poule_id').notNull().references(() => leaguePoules.id),
    subscriptionId: integer('subscription_id').notNull().references(() => leagueSubscriptions.id),
    memberId: integer('member_id').notNull().references(() => members.id),
    playerIndex: smallint('player_index').notNull(),
    replacementMemberId: integer('replacement_member_id').references(() => members.id),
    status: smallint('status').notNull().default(1),
    remarks: text('remarks').notNull().default(''),
    absenceReasonId: integer('absence_reason_id').references(() => absenceReasons.id),
    drawRank: smallint('draw_rank'),
  },
  (t) => [
    index('league_poule_players_club_idx').on(t.clubId, t.pouleId),
    uniqueIndex('league_poule_players_poule_index').on(t.pouleId, t.playerIndex),
    index('league_poule_players_member').on(t.memberId),
  ],
);

/** A match of a poule: players 1 and 2 against 3 and 4 (poule player ids), games per side once played. */
export const leaguePouleMatches = pgTable(
  'league_poule_matches',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    pouleId: integer('poule_id').notNull().references(() => leaguePoules.id),
    matchIndex: smallint('match_index').notNull(),
    player1: integer('player1').notNull().references(() => leaguePoulePlayers.id),
    player2: integer('player2').notNull().references(() => leaguePoulePlayers.id),
    player3: integer('player3').notNull().references(() => leaguePoulePlayers.id),
    player4: integer('player4').notNull().references(() => leaguePoulePlayers.id),
    games1: smallint('games1'),
    games2: smallint('games2'),
    remarks: text('remarks').notNull().default(''),
  },
  (t) => [
    index('league_poule_matches_club_idx').on(t.clubId, t.pouleId),
    uniqueIndex('league_poule_matches_poule_index').on(t.pouleId, t.matchIndex),
  ],
);
