import { z } from 'zod';

/** League (spec 02 section 3); information is its regulations text. */
export const League = z.object({
  leagueId: z.number().int(),
  description: z.string(),
  information: z.string(),
  dateFrom: z.string(),
  dateTill: z.string(),
  subscriptionDateFrom: z.string(),
  subscriptionDateTill: z.string(),
  maxNrOfSubscriptions: z.number().int(),
  status: z.number().int(),
  onlineSubscriptions: z.boolean(),
  resultsEntry: z.number().int(),
});
export type League = z.infer<typeof League>;

export const Level = z.object({
  levelId: z.number().int(),
  level: z.number().int(),
  levelCode: z.string(),
  description: z.string(),
  nrofpoules: z.number().int(),
  nrofplayersperpoule: z.number().int(),
});
export type Level = z.infer<typeof Level>;

/** Series (a period): status below 2 not shown, 2 ongoing, 9 closed (spec 02 section 4). */
export const Series = z.object({
  serieId: z.number().int(),
  serie: z.number().int(),
  dateFrom: z.string(),
  dateTill: z.string(),
  period: z.string(),
  status: z.number().int(),
  statusDescription: z.string(),
  toBePlayed: z.number().int(),
  remarks: z.string(),
  isFirstSerie: z.boolean(),
  /** The latest series shown (status 2 or higher): where unsubscribing and the play date apply. */
  isLastSerie: z.boolean(),
});
export type Series = z.infer<typeof Series>;

/** A poule player with its standing in the poule (ranking 1 is first; replaced players last). */
export const PoulePlayer = z.object({
  poulePlayerId: z.number().int(),
  player: z.number().int(),
  subscriptionId: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  memberRanking: z.string(),
  replacementId: z.number().int(),
  replacementName: z.string(),
  /** Why the player is replaced (the club's absence reasons); the remarks stay with the managers. */
  absenceReasonId: z.number().int(),
  absenceReason: z.string(),
  matchesWon: z.number().int(),
  matchesLost: z.number().int(),
  gamesWon: z.number().int(),
  gamesLost: z.number().int(),
  saldo: z.number().int(),
  ranking: z.number().int(),
  status: z.number().int(),
});
export type PoulePlayer = z.infer<typeof PoulePlayer>;

/** A poule match: players 1 and 2 against 3 and 4; games null until played. */
export const PouleMatch = z.object({
  pouleGameId: z.number().int(),
  matchIndex: z.number().int(),
  playerId1: z.number().int(),
  playerId2: z.number().int(),
  playerId3: z.number().int(),
  playerId4: z.number().int(),
  playerName1: z.string(),
  playerName2: z.string(),
  playerName3: z.string(),
  playerName4: z.string(),
  team1: z.string(),
  team2: z.string(),
  games1: z.number().int().nullable(),
  games2: z.number().int().nullable(),
  remarks: z.string(),
});
export type PouleMatch = z.infer<typeof PouleMatch>;

/** Poule (spec 02 section 3): poulePlayers in standings order, pouleResults the matches played so far. */
export const Poule = z.object({
  level: z.number().int(),
  levelId: z.number().int(),
  levelCode: z.string(),
  pouleId: z.number().int(),
  poule: z.number().int(),
  /** Who may enter results: 0 managers and the captain, 1 also the poule's players, 2 everybody. */
  resultEntry: z.number().int(),
  pouleStatus: z.number().int(),
  pouleStatusDescription: z.string(),
  poulePlayers: z.array(PoulePlayer),
  pouleResults: z.number().int(),
  pouleMatches: z.array(PouleMatch),
  playDate: z.string(),
  playTime: z.string(),
  playTerrain: z.string(),
  playRemarks: z.string(),
});
export type Poule = z.infer<typeof Poule>;

/** Participation (spec 02 section 3): the member's poule in one series. */
export const Participation = Poule.extend({
  serieId: z.number().int(),
  serie: z.number().int(),
  period: z.string(),
  serieStatus: z.number().int(),
  poulePlayerId: z.number().int(),
  poulePlayerIndex: z.number().int(),
  subscriptionId: z.number().int(),
  poulePlayerStatus: z.number().int(),
  unSubscribed: z.boolean(),
});
export type Participation = z.infer<typeof Participation>;

/** League subscription (spec 02 section 3), with contact data: for league managers and poule captains. */
export const LeagueSubscription = z.object({
  subscriptionId: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  gender: z.enum(['M', 'F']),
  address: z.string(),
  email: z.string(),
  telephone: z.string(),
  mobile: z.string(),
  birthdate: z.string(),
  ranking: z.string(),
  actualLevel: z.string(),
  actualPoule: z.number().int(),
  subscriptionDate: z.string(),
  status: z.number().int(),
  statusDescription: z.string(),
});
export type LeagueSubscription = z.infer<typeof LeagueSubscription>;

/** League statistics row (spec 02 section 3): per series; serie 0 is the total over the series shown. */
export const LeagueStatisticsRow = z.object({
  serie: z.number().int(),
  period: z.string(),
  nrOfMatches: z.number().int(),
  nrOf60Matches: z.number().int(),
  nrOf61Matches: z.number().int(),
  nrOf62Matches: z.number().int(),
  nrOf63Matches: z.number().int(),
  nrOf64Matches: z.number().int(),
  nrOf75Matches: z.number().int(),
  nrOf76Matches: z.number().int(),
  nrOfReplacements: z.number().int(),
  nrOfUnFinishedMatches: z.number().int(),
});
export type LeagueStatisticsRow = z.infer<typeof LeagueStatisticsRow>;

/** Ranking row (spec 02 section 3) of a closed series: by level, then by place in the poule. */
export const RankingRow = z.object({
  leagueSerieSubscriptionId: z.number().int(),
  leagueSubscriptionId: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  leagueLevelId: z.number().int(),
  levelCode: z.string(),
  ranked: z.number().int(),
  globalRanked: z.number().int(),
  status: z.number().int(),
  statusDescription: z.string(),
  communication: z.string(),
  ranking: z.string(),
  subscriptionDate: z.string(),
  remarks: z.string(),
});
export type RankingRow = z.infer<typeof RankingRow>;

/** Player result (spec 02 section 3): one match of a member, with the four players and the outcome for the member. */
export const PlayerResult = z.object({
  leaguePouleId: z.number().int(),
  serieId: z.number().int(),
  serie: z.number().int(),
  period: z.string(),
  poule: z.string(),
  matchIndex: z.number().int(),
  players: z.array(z.object({ id: z.number().int(), name: z.string(), ranking: z.string(), replacementId: z.number().int(), replacementName: z.string() })),
  games1: z.number().int().nullable(),
  games2: z.number().int().nullable(),
  /** '6-3', '' before it is played. */
  games: z.string(),
  draw: z.boolean(),
  won: z.boolean(),
  lost: z.boolean(),
  remarks: z.string(),
});
export type PlayerResult = z.infer<typeof PlayerResult>;

/** Poule information (spec 02 section 3). */
export const PouleInformation = z.object({
  levelId: z.number().int(),
  level: z.number().int(),
  levelCode: z.string(),
  serieId: z.number().int(),
  serie: z.number().int(),
  serieDateFrom: z.string(),
  serieDateTill: z.string(),
  serieStatus: z.number().int(),
  serieStatusDescription: z.string(),
  poule: z.number().int(),
  resultEntry: z.number().int(),
  nrOfPlayers: z.number().int(),
  pouleStatus: z.number().int(),
  pouleStatusDescription: z.string(),
});
export type PouleInformation = z.infer<typeof PouleInformation>;
