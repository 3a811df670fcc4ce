/** League rules of spec 02 sections 4 and 5, shared by the screens (what to offer) and the server (what to allow). */

export interface LeagueViewer {
  memberIds: readonly number[];
  enterAnyLeagueResult: boolean;
  leaguePlayerMomentInfo: boolean;
  canUnsubscribeFromLeague: boolean;
}

export interface ShownPoule {
  resultEntry: number;
  pouleStatus: number;
  serieStatus: number;
  poulePlayers: readonly { memberId: number; player: number }[];
}

/**
 * Result entry and replacements: never on a closed poule or outside the ongoing series; then
 * resultEntry 2 everybody, a league manager, resultEntry 1 and one of the poule's players, or the
 * poule's captain (player 1) looking at its own information.
 */
export function mayEnterResults(viewer: LeagueViewer, poule: ShownPoule, ownInfo: boolean): boolean {
  if (poule.pouleStatus >= 9 || poule.serieStatus !== 2) return false;
  const mine = poule.poulePlayers.filter((p) => viewer.memberIds.includes(p.memberId));
  return (
    poule.resultEntry === 2 ||
    viewer.enterAnyLeagueResult ||
    (poule.resultEntry === 1 && mine.length > 0) ||
    (ownInfo && mine.some((p) => p.player === 1))
  );
}

export interface OwnParticipation {
  serieStatus: number;
  isLastSerie: boolean;
  unSubscribed: boolean;
  /** The player left the league for good (poule player status 9). */
  poulePlayerStatus: number;
}

/** Unsubscribe: the flag, own info, not yet unsubscribed, a poule, in the last series while it runs. */
export function mayUnsubscribe(viewer: LeagueViewer, ownInfo: boolean, p: OwnParticipation | undefined): boolean {
  return viewer.canUnsubscribeFromLeague && ownInfo && !!p && !p.unSubscribed && p.poulePlayerStatus !== 9 && p.isLastSerie && p.serieStatus === 2;
}

/** Undo: own info, unsubscribed, the selected series is the last. */
export function mayUndoUnsubscribe(viewer: LeagueViewer, ownInfo: boolean, p: OwnParticipation | undefined): boolean {
  return viewer.canUnsubscribeFromLeague && ownInfo && !!p && p.unSubscribed && p.isLastSerie;
}

/** The play date form: leaguePlayerMomentInfo, own info with a poule, the last series while it runs. */
export function mayRegisterPlayDate(viewer: LeagueViewer, ownInfo: boolean, p: OwnParticipation | undefined): boolean {
  return viewer.leaguePlayerMomentInfo && ownInfo && !!p && p.isLastSerie && p.serieStatus === 2;
}

/**
 * Leaving the league for good (replacePoulePlayer's quitsleague) is the player's own decision: only its
 * own linked member or a league manager may sign a player out. A replacement entered by anyone else
 * (the poule's captain, a poule player under resultEntry 1 or 2) never does.
 */
export function maySignOut(viewer: Pick<LeagueViewer, 'memberIds' | 'enterAnyLeagueResult'>, playerMemberId: number): boolean {
  return viewer.enterAnyLeagueResult || viewer.memberIds.includes(playerMemberId);
}

/** Undoing a sign-out made by mistake (league/undoQuitsLeague.php): the league managers only. */
export function mayUndoSignOut(viewer: Pick<LeagueViewer, 'enterAnyLeagueResult'>): boolean {
  return viewer.enterAnyLeagueResult;
}

/** A game score of a poule match (spec 02 section 9): an integer from 0 to 99; the server and the results form check it. */
export const GAME_SCORE = { min: 0, max: 99 } as const;

export function isGameScore(games: number): boolean {
  return Number.isInteger(games) && games >= GAME_SCORE.min && games <= GAME_SCORE.max;
}

/** A league form's remarks (subscribe, unsubscribe, replacement, play date) and a play date's terrain. */
export const MAX_LEAGUE_REMARKS = 400;
export const MAX_TERRAIN = 80;
