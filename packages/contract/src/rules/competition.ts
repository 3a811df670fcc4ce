/** Competition rules both the app and the server apply (spec 01 sections 4 and 9). */

/** Week columns Week01..Week22 (spec 01 section 9: 22 week columns). */
export const WEEKS = 22;

/** Live score refresh (spec 01 section 9). */
export const LIVE_SCORE_REFRESH_MS = 300_000;

/** Progress bars go in steps of 10% up to 100%. */
export function progressStep(percentage: number): number {
  if (!Number.isFinite(percentage) || percentage <= 0) return 0;
  return Math.min(100, Math.round(percentage / 10) * 10);
}

/** Won share of played matches, rounded to a whole percent; 0 when nothing was played. */
export function percentage(won: number, lost: number): number {
  return won + lost === 0 ? 0 : Math.round((won * 100) / (won + lost));
}

export function percentageString(won: number, lost: number): string {
  return `${percentage(won, lost)}%`;
}

/** Style of a week digest or calendar result: 1 won, -1 lost, otherwise equal. */
export type ResultTone = 'won' | 'lost' | 'equal';
export function toneOf(won: number): ResultTone {
  return won === 1 ? 'won' : won === -1 ? 'lost' : 'equal';
}

/*
 * The hide rules of the confirmations matrix (spec 01 section 5), one definition for the server, which
 * leaves these cells out of teamcomposition/confirmationList, and the app, which applies them again to
 * whatever list it gets.
 */

/** A past meeting shows only when someone was set up in its line-up. */
export function showsMatrixMeeting(meeting: { isPast: boolean; hasLineUp: boolean }): boolean {
  return !meeting.isPast || meeting.hasLineUp;
}

/** A player shows when on the team's roster, or from outside it with at least one participation. */
export function showsMatrixPlayer(player: { isTeamPlayer: boolean; nrOfParticipations: number }): boolean {
  return player.isTeamPlayer || player.nrOfParticipations > 0;
}
