import type { z } from 'zod';
import {
  GetClubTeamsResponse,
  GetDivisionRankingResponse,
  GetMatchesResponse,
  GetMembersResponse,
  TestResponse,
} from './tabtSchemas.ts';
import type { Federation } from './tabtSite.ts';

/** The operations the app uses, each with the schema its answer is normalised and checked by. */
export const OPERATIONS = {
  GetMembers: GetMembersResponse,
  GetMatches: GetMatchesResponse,
  GetClubTeams: GetClubTeamsResponse,
  GetDivisionRanking: GetDivisionRankingResponse,
  Test: TestResponse,
} as const;
export type Operation = keyof typeof OPERATIONS;
export type TabtResponseOf<O extends Operation> = z.output<(typeof OPERATIONS)[O]>;

export interface TabtRequests {
  GetMembers: { Club?: string; Season?: number; UniqueIndex?: number; WithResults?: boolean; RankingPointsInformation?: boolean };
  GetMatches: {
    DivisionId?: number;
    Club?: string;
    Season?: number;
    WeekName?: string;
    WithDetails?: boolean;
    MatchId?: string;
    MatchUniqueId?: number;
  };
  GetClubTeams: { Club: string; Season?: number };
  GetDivisionRanking: { DivisionId: number; WeekName?: string };
  Test: Record<string, never>;
}

/** The WSDL's element order per request (document/literal is a sequence); Credentials always go first. */
export const FIELD_ORDER: { [O in Operation]: (keyof TabtRequests[O])[] } = {
  GetMembers: ['Club', 'Season', 'UniqueIndex', 'RankingPointsInformation', 'WithResults'],
  GetMatches: ['DivisionId', 'Club', 'Season', 'WeekName', 'WithDetails', 'MatchId', 'MatchUniqueId'],
  GetClubTeams: ['Club', 'Season'],
  GetDivisionRanking: ['DivisionId', 'WeekName'],
  Test: [],
};

/**
 * The cache key: federation, operation and the request as canonical JSON (keys sorted, nothing
 * undefined). Two federations' sites number members and matches independently, so the federation is
 * part of it. The seed of the demo club writes its answers under exactly these keys.
 */
export function cacheKey<O extends Operation>(federation: Federation, operation: O, request: TabtRequests[O]): string {
  const entries = Object.entries(request as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${federation}:${operation} ${JSON.stringify(Object.fromEntries(entries))}`;
}

// The requests the app makes, built in one place so the routes, the sync and the demo seed agree on keys.

/** A member's results of a season, with the ranking points (ELO). */
export const memberResultsRequest = (season: number, uniqueIndex: number): TabtRequests['GetMembers'] => ({
  Season: season,
  UniqueIndex: uniqueIndex,
  RankingPointsInformation: true,
  WithResults: true,
});

/** The club's members of a season in the site's order (Position, RankingIndex): the table tennis strength list. */
export const clubMembersRequest = (clubCode: string, season: number): TabtRequests['GetMembers'] => ({ Club: clubCode, Season: season });

/** The club's calendar of a season (no sheets): week names and team names for week results. */
export const clubMatchesRequest = (clubCode: string, season: number): TabtRequests['GetMatches'] => ({
  Club: clubCode,
  Season: season,
});

/** The club's calendar with every sheet, for the sync. */
export const clubSheetsRequest = (clubCode: string, season: number): TabtRequests['GetMatches'] => ({
  Club: clubCode,
  Season: season,
  WithDetails: true,
});

/** One match with its sheet: the live score. */
export const matchDetailsRequest = (season: number, matchUniqueId: number): TabtRequests['GetMatches'] => ({
  Season: season,
  WithDetails: true,
  MatchUniqueId: matchUniqueId,
});

/** The same by the match's name ('PBBWH01/001'), for a match the site has not numbered yet. */
export const matchByNameRequest = (season: number, matchId: string): TabtRequests['GetMatches'] => ({
  Season: season,
  WithDetails: true,
  MatchId: matchId,
});

export const clubTeamsRequest = (clubCode: string, season: number): TabtRequests['GetClubTeams'] => ({
  Club: clubCode,
  Season: season,
});

export const divisionRankingRequest = (divisionId: number): TabtRequests['GetDivisionRanking'] => ({ DivisionId: divisionId });
