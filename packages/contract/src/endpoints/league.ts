import { z } from 'zod';
import { DayOrEmpty, endpoint, Flag, Id, Text } from '../endpoint.ts';
import { GAME_SCORE, MAX_LEAGUE_REMARKS, MAX_TERRAIN } from '../rules/league.ts';
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

/** The subscription list for every member; its contact data only for league managers, administrators and poule captains (else empty). */
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
  request: z.object({ leagueid: Id, memberid: Id, remarks: Text(MAX_LEAGUE_REMARKS).default('') }),
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

/** What a league action answers: the Dutch confirmation and how many received its e-mail. */
const Done = z.object({ message: z.string(), recipients: z.number().int() });

/** A poule's games: scores 0 to 99 (spec 02 section 9, rules/league GAME_SCORE, which the results form uses too). */
const Games = z.number().int().min(GAME_SCORE.min).max(GAME_SCORE.max);

/** Registers a poule's results: at most 5 of its own matches, each with both scores; mailed to the poule and the managers. */
export const pouleScore = endpoint({
  path: 'league/pouleScore.php',
  access: 'member',
  request: z.object({ pouleid: Id, matches: z.array(z.object({ id: Id, games1: Games, games2: Games })).min(1).max(5) }),
  response: Done,
});

/**
 * Sets (replace 1) or cancels (replace 0) a poule player's replacement; quitsleague 1 signs the player
 * out for good, which only the player itself or a league manager may (rules/league.ts maySignOut).
 */
export const replacePoulePlayer = endpoint({
  path: 'league/replacePoulePlayer.php',
  access: 'member',
  request: z.object({
    pouleplayerid: Id,
    replace: Flag,
    replacementid: Id.default(0),
    absencereasonid: Id.default(0),
    remarks: Text(MAX_LEAGUE_REMARKS).default(''),
    quitsleague: Flag.default(false),
  }),
  response: Done,
});

/**
 * Undoes a sign-out made by mistake (our path: the spec names none): a league manager puts a player who
 * left the league for good (quitsleague) back, its subscription active again; the waiting-list member
 * chosen to take its place waits again. Only while the poule's series runs.
 */
export const undoQuitsLeague = endpoint({
  path: 'league/undoQuitsLeague.php',
  access: 'member',
  request: z.object({ pouleplayerid: Id }),
  response: Done,
});

/** The planned play date of a poule (informational; the court reservation holds): every field trimmed and optional. */
export const poulePlayDate = endpoint({
  path: 'league/poulePlayDate.php',
  access: 'member',
  request: z.object({
    pouleid: Id,
    playdate: DayOrEmpty.default(''),
    playtime: z.union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)]).default(''),
    terrain: Text(MAX_TERRAIN).default(''),
    remarks: Text(MAX_LEAGUE_REMARKS).default(''),
  }),
  response: Done,
});

/** Mails the member its poule: players with contact data, matches and play date. */
export const mailPoule = endpoint({
  path: 'league/mailPoule.php',
  access: 'member',
  request: z.object({ pouleid: Id, memberid: Id.default(0) }),
  response: Done,
});

/** Unsubscribes from the coming periods, with a reason and a required remark. */
export const unSubscribe = endpoint({
  path: 'league/unSubscribe.php',
  access: 'member',
  request: z.object({ subscriptionid: Id, absencereasonid: Id.default(0), remarks: Text(MAX_LEAGUE_REMARKS).default('') }),
  response: Done,
});

/** Undoes an earlier unsubscription. */
export const undoUnSubscribe = endpoint({
  path: 'league/undoUnSubscribe.php',
  access: 'member',
  request: z.object({ subscriptionid: Id }),
  response: Done,
});
