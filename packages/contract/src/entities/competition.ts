import { z } from 'zod';
import { WEEKS } from '../rules/competition.ts';

const weekKeys = (prefix: string) =>
  Array.from({ length: WEEKS }, (_, i) => `${prefix}${String(i + 1).padStart(2, '0')}`);

function weekColumns<const P extends string>(prefix: P) {
  return Object.fromEntries(weekKeys(prefix).map((k) => [k, z.string()])) as Record<`${P}${string}`, z.ZodString>;
}

// ---- Competition-site results (spec 01 section 3), field names as the spec writes them. ----

export const RankingResult = z.object({
  Ranking: z.string(),
  Won: z.number().int(),
  Lost: z.number().int(),
  /** 0..100, rounded. */
  Percentage: z.number().int(),
  PercentageString: z.string(),
});

export const DetailResult = z.object({
  MatchIndex: z.number().int(),
  Date: z.string(),
  LastName: z.string(),
  FirstName: z.string(),
  Ranking: z.string(),
  /** 'V' won, 'D' lost. */
  Result: z.enum(['V', 'D']),
  SetFor: z.number().int(),
  SetAgainst: z.number().int(),
  Club: z.string(),
  /** 'C' interclub, 'T' tournament. */
  CompetitionType: z.string(),
  /** The opponent's number on the competition site (not in the spec: opens the head-to-head). */
  OpponentUniqueIndex: z.number().int().optional(),
});

/** One row per team the member played in; a week cell is 'won-lost' ('2-1'), '' when not played. */
export const WeekResult = z.object({
  Team: z.string(),
  PercentageString: z.string(),
  ...weekColumns('Week'),
  Entries: z.number().int(),
  Saldo: z.number().int(),
});

export const IndividualResults = z.object({
  ResultsAvailable: z.boolean(),
  RankingResults: z.array(RankingResult),
  DetailResults: z.array(DetailResult),
  WeekResults: z.array(WeekResult),
  ELOPoints: z.number().nullable(),
  ELODate: z.string().nullable(),
  /** BEL points are not in TabT: null unless a source is configured. */
  BELPoints: z.number().nullable(),
  BELPosPoints: z.number().nullable(),
  Prognose: z.string().nullable(),
  /** The member's page on the competition site ('' when unknown). */
  FrenoyUrl: z.string(),
  /** The member's ranking class on the competition site. */
  Ranking: z.string(),
});
export type IndividualResults = z.infer<typeof IndividualResults>;

/** One value of a member's ranking as the competition site gave it (issue 34): stored when it changed. */
export const RankingHistoryEntry = z.object({
  /** '2025-2026'. */
  Season: z.string(),
  /** 'ELO', or another method's name the site gives points for; 'Klassement' for the class alone. */
  Method: z.string(),
  Value: z.number().nullable(),
  /** The ranking class at that moment ('C2'). */
  Ranking: z.string(),
  /** The day the value was first seen (yyyy-mm-dd). */
  SeenOn: z.string(),
});
export type RankingHistoryEntry = z.infer<typeof RankingHistoryEntry>;

/** One match between the member and the opponent, as the member's results on the site give it. */
export const HeadToHeadMatch = z.object({
  Date: z.string(),
  Season: z.string(),
  /** 'V' won, 'D' lost (the member's side). */
  Result: z.enum(['V', 'D']),
  SetFor: z.number().int(),
  SetAgainst: z.number().int(),
  /** 'C' interclub, 'T' tournament. */
  CompetitionType: z.string(),
  /** The opponent's class then. */
  Ranking: z.string(),
  TournamentName: z.string(),
});

/** frenoy/headToHead: every match between the two the site knows over the seasons asked. */
export const HeadToHead = z.object({
  FirstName: z.string(),
  LastName: z.string(),
  Club: z.string(),
  Won: z.number().int(),
  Lost: z.number().int(),
  Matches: z.array(HeadToHeadMatch),
  /** Seasons the site could not be asked for just now (their matches are missing). */
  MissingSeasons: z.array(z.string()),
});
export type HeadToHead = z.infer<typeof HeadToHead>;

export const PlayerResult = z.object({
  HomePlayer: z.string(),
  AwayPlayer: z.string(),
  HomeSetCount: z.number().int(),
  AwaySetCount: z.number().int(),
});

/** Live match result (spec 01 section 3). Score '' while 0-0 or not started. */
export const MatchResult = z.object({
  Score: z.string(),
  PlayerResults: z.array(PlayerResult),
  MatchUniqueId: z.number().int(),
  /** Validated or locked on the competition site: the score will not change any more. */
  IsFinal: z.boolean(),
});
export type MatchResult = z.infer<typeof MatchResult>;

// ---- Statistics (spec 01 section 3). ----

export const TeamRanking = z.object({
  position: z.number().int(),
  team: z.string(),
  teamDescription: z.string(),
  gamesPlayed: z.number().int(),
  gamesWon: z.number().int(),
  gamesLost: z.number().int(),
  gamesDraw: z.number().int(),
  points: z.number().int(),
  isClubTeam: z.boolean(),
});
export type TeamRanking = z.infer<typeof TeamRanking>;

export const TeamCalendarEntry = z.object({
  week: z.number().int(),
  playId: z.string(),
  matchUrl: z.string(),
  playDate: z.string(),
  homeTeam: z.string(),
  homeTeamCode: z.string(),
  outTeam: z.string(),
  outTeamCode: z.string(),
  score: z.string(),
  /** 1 won, 0 draw or not played, -1 lost (from the club's side). */
  won: z.union([z.literal(1), z.literal(0), z.literal(-1)]),
});
export type TeamCalendarEntry = z.infer<typeof TeamCalendarEntry>;

/** telephone and email are '' for an anonymous caller. */
export const TeamPlayer = z.object({
  rank: z.number().int(),
  memberName: z.string(),
  ranking: z.string(),
  telephone: z.string(),
  email: z.string(),
  captain: z.boolean(),
  team: z.string(),
});
export type TeamPlayer = z.infer<typeof TeamPlayer>;

export const WeekOverviewRow = z.object({
  memberName: z.string(),
  percentageString: z.string(),
  ...weekColumns('w'),
  entries: z.number().int(),
  saldo: z.number().int(),
  team: z.string(),
});
export type WeekOverviewRow = z.infer<typeof WeekOverviewRow>;

/**
 * One cell of the confirmations matrix: a player × a meeting of the team. For an anonymous caller
 * remarks are '', canPlay -1, canDrive false and confirmationOption 0: confirmations are members' data.
 */
export const TeamConfirmation = z.object({
  id: z.number().int(),
  teamCalendarId: z.number().int(),
  week: z.number().int(),
  meeting: z.string(),
  meetingDate: z.string(),
  isPast: z.boolean(),
  won: z.union([z.literal(1), z.literal(0), z.literal(-1)]),
  status: z.string(),
  statusInformation: z.string(),
  playerId: z.number().int(),
  playerName: z.string(),
  ranking: z.string(),
  victoryCount: z.number().int(),
  remarks: z.string(),
  /** 1 yes, 0 no, negative unanswered. */
  canPlay: z.number().int(),
  canDrive: z.boolean(),
  hasBeenSetup: z.boolean(),
  isTeamPlayer: z.boolean(),
  nrOfParticipations: z.number().int(),
  captain: z.boolean(),
  confirmationOption: z.number().int(),
  confirmationVariant: z.string(),
  isHome: z.boolean(),
});
export type TeamConfirmation = z.infer<typeof TeamConfirmation>;

/** A club team as the statistics team selector shows it, with its place in its division. */
export const ClubTeamRanking = z.object({
  teamId: z.number().int(),
  team: z.string(),
  division: z.string(),
  sport: z.enum(['tabletennis', 'padel', 'badminton']),
  position: z.number().int(),
  points: z.number().int(),
  calendarUrl: z.string(),
});
export type ClubTeamRanking = z.infer<typeof ClubTeamRanking>;

/** Week digest (spec 01 section 3): won 1 won, -1 lost, otherwise equal. */
export const WeekDigest = z.object({
  team: z.string(),
  week: z.number().int(),
  meeting: z.string(),
  matchUrl: z.string(),
  result: z.string(),
  score: z.string(),
  position: z.number().int(),
  composition: z.string(),
  won: z.union([z.literal(1), z.literal(0), z.literal(-1)]),
});
export type WeekDigest = z.infer<typeof WeekDigest>;
