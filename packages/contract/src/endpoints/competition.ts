import { z } from 'zod';
import { endpoint, Id, TeamIdBody } from '../endpoint.ts';
import {
  ClubTeamRanking,
  HeadToHead,
  RankingHistoryEntry,
  IndividualResults,
  MatchResult,
  TeamCalendarEntry,
  TeamConfirmation,
  TeamPlayer,
  TeamRanking,
  WeekDigest,
  WeekOverviewRow,
} from '../entities/competition.ts';

// Statistics, week digest and results are public routes: 'optional' calls answer without a token,
// leaving out members' telephone, e-mail, remarks and confirmations (issue 4).

export const individualResults = endpoint({
  path: 'frenoy/individualResults.php',
  access: 'optional',
  request: z.object({ memberid: Id }),
  response: IndividualResults,
});

/** A member's ELO and ranking over the seasons the club kept (issue 34): its own users only. */
export const rankingHistory = endpoint({
  path: 'frenoy/rankingHistory',
  access: 'member',
  request: z.object({ memberid: Id }),
  response: z.array(RankingHistoryEntry),
});

/** Every match between the member and one opponent (its number on the site) the site knows (issue 34). */
export const headToHead = endpoint({
  path: 'frenoy/headToHead',
  access: 'member',
  request: z.object({ memberid: Id, opponent: Id }),
  response: HeadToHead,
});

/** match_id is the meeting's id (teamcalendar id); the server knows its competition-site match. */
export const matchResult = endpoint({
  path: 'frenoy/matchResult.php',
  access: 'optional',
  request: z.object({ match_id: Id }),
  response: MatchResult,
});

export const teamRankings = endpoint({
  path: 'team/rankings',
  access: 'optional',
  request: TeamIdBody,
  response: z.array(TeamRanking),
});

export const teamPlayers = endpoint({
  path: 'team/players',
  access: 'optional',
  request: TeamIdBody,
  response: z.array(TeamPlayer),
});

export const teamCalendar = endpoint({
  path: 'team/calendar',
  access: 'optional',
  request: TeamIdBody,
  response: z.array(TeamCalendarEntry),
});

/** The club's teams of the current season with their place in their division (the team selector). */
export const rankingList = endpoint({
  path: 'competition/rankingList',
  access: 'optional',
  request: z.object({}),
  response: z.array(ClubTeamRanking),
});

/** Per team its latest played week. */
export const weekDigest = endpoint({
  path: 'competition/weekDigest',
  access: 'optional',
  request: z.object({}),
  response: z.array(WeekDigest),
});

/** Week performance of the players of one team. */
export const weekOverview = endpoint({
  path: 'competition/weekOverview',
  access: 'optional',
  request: TeamIdBody,
  response: z.array(WeekOverviewRow),
});

export const confirmationList = endpoint({
  path: 'teamcomposition/confirmationList',
  access: 'optional',
  request: TeamIdBody,
  response: z.array(TeamConfirmation),
});
