import { z } from 'zod';

/*
 * The competition site's answers as the server keeps them. XML gives only text, so these schemas turn
 * numbers and flags into their types, make every repeatable element a list (one element arrives as an
 * object, none as nothing) and drop the fields the app does not use. They are idempotent: a stored,
 * already normalised answer parses to itself, so the cache checks what it reads with the same schema.
 */

const text = z.preprocess((v) => (v == null || typeof v === 'object' ? '' : String(v)), z.string());
const optText = z.preprocess((v) => (v == null || typeof v === 'object' ? undefined : String(v)), z.string().optional()).optional();
const toNumber = (v: unknown) => (v === '' || v == null || typeof v === 'object' ? undefined : Number(v));
const int = z.preprocess(toNumber, z.number().int());
const optInt = z.preprocess(toNumber, z.number().int().optional()).optional();
const optNumber = z.preprocess(toNumber, z.number().optional()).optional();
const flag = z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean());
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v == null || v === '' ? [] : Array.isArray(v) ? v : [v]), z.array(item));

// ---- GetMembers ----

export const TabtResultEntry = z.object({
  Date: text,
  /** The opponent's id, names, ranking and club: a result entry describes the other player. */
  UniqueIndex: optInt,
  FirstName: text,
  LastName: text,
  Ranking: text,
  /** 'V' won, 'D' lost. */
  Result: text,
  SetFor: z.preprocess((v) => toNumber(v) ?? 0, z.number().int()),
  SetAgainst: z.preprocess((v) => toNumber(v) ?? 0, z.number().int()),
  /** 'C' interclub, 'T' tournament. */
  CompetitionType: text,
  Club: text,
  MatchId: optText,
  MatchUniqueId: optInt,
  TournamentName: optText,
  TournamentSerieName: optText,
});
export type TabtResultEntry = z.output<typeof TabtResultEntry>;

export const TabtRankingPoints = z.object({
  MethodName: text,
  Value: optNumber,
  LastModified: text,
});

export const TabtMember = z.object({
  Position: optInt,
  UniqueIndex: int,
  RankingIndex: optInt,
  FirstName: text,
  LastName: text,
  Ranking: text,
  Status: optText,
  Club: text,
  RankingPointsEntries: list(TabtRankingPoints),
  ResultEntries: list(TabtResultEntry),
});
export type TabtMember = z.output<typeof TabtMember>;

export const GetMembersResponse = z.object({
  MemberCount: optInt,
  MemberEntries: list(TabtMember),
});
export type GetMembersResponse = z.output<typeof GetMembersResponse>;

// ---- GetMatches ----

export const TabtPlayer = z.object({
  Position: optInt,
  UniqueIndex: int,
  FirstName: text,
  LastName: text,
  Ranking: text,
  VictoryCount: optInt,
  IsForfeited: flag,
});
export type TabtPlayer = z.output<typeof TabtPlayer>;

const TabtPlayers = z.preprocess(
  (v) => (v == null || v === '' ? {} : v),
  z.object({ PlayerCount: optInt, DoubleTeamCount: optInt, Players: list(TabtPlayer) }),
);

export const TabtIndividualMatch = z.object({
  Position: optInt,
  /** 0 on both sides for a double. */
  HomePlayerUniqueIndex: z.preprocess((v) => toNumber(v) ?? 0, z.number().int()),
  AwayPlayerUniqueIndex: z.preprocess((v) => toNumber(v) ?? 0, z.number().int()),
  HomeSetCount: optInt,
  AwaySetCount: optInt,
  IsHomeForfeited: flag,
  IsAwayForfeited: flag,
  /** '1|6,2|11,...': per set its number and the point difference from the home side. */
  Scores: optText,
});
export type TabtIndividualMatch = z.output<typeof TabtIndividualMatch>;

export const TabtMatchDetails = z.object({
  /** false: the sheet is not started. */
  DetailsCreated: flag,
  HomePlayers: TabtPlayers.optional(),
  AwayPlayers: TabtPlayers.optional(),
  IndividualMatchResults: list(TabtIndividualMatch),
  HomeScore: optInt,
  AwayScore: optInt,
});
export type TabtMatchDetails = z.output<typeof TabtMatchDetails>;

export const TabtVenue = z.object({ Name: text, Street: text, Town: text });

export const TabtTeamMatch = z.object({
  MatchId: text,
  /** '01'..'22': text, the leading zero matters. */
  WeekName: text,
  Date: text,
  Time: text,
  VenueClub: optText,
  VenueEntry: TabtVenue.optional(),
  HomeClub: text,
  HomeTeam: text,
  AwayClub: text,
  AwayTeam: text,
  /** '9-7', home first; absent while 0-0. */
  Score: optText,
  /** Absent for matches not yet played on some sites (the fixture's future match): MatchId names those. */
  MatchUniqueId: optInt,
  IsHomeForfeited: flag,
  IsAwayForfeited: flag,
  MatchDetails: TabtMatchDetails.optional(),
  DivisionId: optInt,
  IsValidated: flag,
  IsLocked: flag,
});
export type TabtTeamMatch = z.output<typeof TabtTeamMatch>;

export const GetMatchesResponse = z.object({
  MatchCount: optInt,
  TeamMatchesEntries: list(TabtTeamMatch),
});
export type GetMatchesResponse = z.output<typeof GetMatchesResponse>;

// ---- GetClubTeams, GetDivisionRanking, Test ----

export const TabtClubTeam = z.object({
  TeamId: text,
  /** The team letter: 'A'. */
  Team: text,
  DivisionId: int,
  DivisionName: text,
  DivisionCategory: optInt,
  MatchType: optInt,
});
export type TabtClubTeam = z.output<typeof TabtClubTeam>;

export const GetClubTeamsResponse = z.object({
  ClubName: optText,
  TeamCount: optInt,
  TeamEntries: list(TabtClubTeam),
});
export type GetClubTeamsResponse = z.output<typeof GetClubTeamsResponse>;

export const TabtRankingEntry = z.object({
  Position: int,
  Team: text,
  GamesPlayed: int,
  GamesWon: int,
  GamesLost: int,
  GamesDraw: int,
  Points: int,
  TeamClub: text,
});
export type TabtRankingEntry = z.output<typeof TabtRankingEntry>;

export const GetDivisionRankingResponse = z.object({
  DivisionName: optText,
  RankingEntries: list(TabtRankingEntry),
});
export type GetDivisionRankingResponse = z.output<typeof GetDivisionRankingResponse>;

export const TestResponse = z.object({
  IsValidAccount: flag,
  CurrentQuota: optNumber,
  AllowedQuota: optNumber,
});
export type TestResponse = z.output<typeof TestResponse>;
