import { date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.ts';
import { members } from './members.ts';

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

/**
 * A member's ranking on the competition site over time (issue 34): per season and method ('ELO', the
 * site's other points methods, 'Klassement' for the class alone) one row each time the value or the
 * class changed, as the answers arrive (competition/rankingHistory.ts). The same answer again adds nothing.
 */
export const memberRankingHistory = pgTable(
  'member_ranking_history',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').notNull().references(() => clubs.id),
    memberId: integer('member_id').notNull().references(() => members.id),
    /** The member's number on the site when it was seen. */
    uniqueIndex: integer('unique_index').notNull(),
    /** '2025-2026'. */
    season: text('season').notNull(),
    method: text('method').notNull(),
    value: doublePrecision('value'),
    ranking: text('ranking').notNull(),
    /** The day (Brussels) it was first seen, or the site's LastModified when it gives one. */
    seenOn: date('seen_on', { mode: 'string' }).notNull(),
  },
  (t) => [index('member_ranking_history_member').on(t.clubId, t.memberId, t.season, t.method, t.seenOn)],
);
