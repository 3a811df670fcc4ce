import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.ts';

/**
 * Every answer fetched from the competition site (TabT), parsed, keyed by operation and request.
 * The demo club's competition data is seeded here too, so it works offline.
 */
export const tabtCache = pgTable(
  'tabt_cache',
  {
    /**
     * Federation, operation and request as canonical JSON: 'VTTL:GetMembers {"Season":27,"UniqueIndex":...}'
     * (adapters/tabt/tabtRequests.ts cacheKey). 'lease:tabt-sync' is the scheduled sync's lease.
     */
    key: text('key').primaryKey(),
    operation: text('operation').notNull(),
    response: jsonb('response').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    /** After this the next request asks the site again; null = never (a validated match). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('tabt_cache_operation').on(t.operation)],
);

/** Division rankings as the sync imports them (GetDivisionRanking), per club and division. */
export const divisionRankings = pgTable(
  'division_rankings',
  {
    clubId: integer('club_id').notNull().references(() => clubs.id),
    season: integer('season').notNull(),
    divisionId: integer('division_id').notNull(),
    position: integer('position').notNull(),
    team: text('team').notNull(),
    teamClub: text('team_club').notNull(),
    gamesPlayed: integer('games_played').notNull(),
    gamesWon: integer('games_won').notNull(),
    gamesLost: integer('games_lost').notNull(),
    gamesDraw: integer('games_draw').notNull(),
    points: integer('points').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.season, t.divisionId, t.team] })],
);
