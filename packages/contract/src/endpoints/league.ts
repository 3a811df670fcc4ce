import { z } from 'zod';
import { endpoint, Id, Text } from '../endpoint.ts';
import {
  League,
  LeagueStatisticsRow,
  LeagueSubscription,
  Level,
  Participation,
  PlayerResult,
  Poule,
  PouleInformation,
  PouleMatch,
  PoulePlayer,
  RankingRow,
  Series,
} from '../entities/league.ts';

/** The club's leagues. */
export const leagueList = endpoint({
  path: 'league/list.php',
  access: 'member',
  request: z.object({}),
  response: z.array(League),
});

/** A member's league information: the levels, the series shown (status 2 or higher) and its poule per series. */
export const information = endpoint({
  path: 'league/information.php',
  access: 'member',
  request: z.object({ leagueid: Id, memberid: Id }),
  response: z.object({ levels: z.array(Level), series: z.array(Series), participations: z.array(Participation) }),
});

/** Every poule of a series (the 'Alle poules' tab), with standings and matches. */
export const seriePouleList = endpoint({
  path: 'league/seriePouleList.php',
  access: 'member',
  request: z.object({ leagueserieid: Id }),
  response: z.array(Poule),
});

/** The subscription list with contact data: league managers and poule captains only. */
export const subscriptions = endpoint({
  path: 'league/subscriptions.php',
  access: 'member',
  request: z.object({ leagueid: Id }),
  response: z.array(LeagueSubscription),
});

/** Subscribes one of the user's members (home's dialog); answers the new subscription's id for the session. */
export const subscribe = endpoint({
  path: 'league/subscribe.php',
  access: 'member',
  request: z.object({ leagueid: Id, memberid: Id, remarks: Text(400).default('') }),
  response: z.object({ leagueSubscriptionId: z.number().int() }),
});

/** Match counts per series shown (6-0 … 7-6, replacements, unfinished) and their total as serie 0. */
export const statistics = endpoint({
  path: 'league/statistics.php',
  access: 'member',
  request: z.object({ leagueid: Id }),
  response: z.array(LeagueStatisticsRow),
});

/** The ranking of a closed series (status 9); [] for a series that is not closed. */
export const serieRanking = endpoint({
  path: 'league/serieRanking.php',
  access: 'member',
  request: z.object({ leagueserieid: Id }),
  response: z.array(RankingRow),
});

/** A member's matches in the series shown, keyed by series number (the individual results dialog). */
export const playerResults = endpoint({
  path: 'league/playerResults.php',
  access: 'member',
  request: z.object({ leagueid: Id, memberid: Id }),
  response: z.record(z.string(), z.array(PlayerResult)),
});

/** One poule: its information, players in standings order and matches. */
export const pouleInformation = endpoint({
  path: 'league/pouleInformation.php',
  access: 'member',
  request: z.object({ pouleid: Id }),
  response: z.object({ information: PouleInformation, players: z.array(PoulePlayer), matches: z.array(PouleMatch) }),
});
