import { statisticsText } from './messages.ts';

export type ClubResult = 1 | 0 | -1;

/**
 * A meeting's result from the club's side: 1 won, -1 lost, 0 draw or not played. The score (home
 * side first) decides when it is a plain 'a-b'; otherwise (forfeits, odd notations) the stored verdict.
 */
export function clubResult(m: { score: string; home: boolean; won: string }): ClubResult {
  const parts = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(m.score);
  if (parts) {
    const [home, away] = [Number(parts[1]), Number(parts[2])];
    const [ours, theirs] = m.home ? [home, away] : [away, home];
    return ours > theirs ? 1 : ours < theirs ? -1 : 0;
  }
  return m.won === 'Y' ? 1 : m.won === 'N' ? -1 : 0;
}

/** Our individual wins in a plain 'a-b' score; null for other notations. */
export function ourPoints(m: { score: string; home: boolean }): number | null {
  const parts = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(m.score);
  if (!parts) return null;
  return Number(m.home ? parts[1] : parts[2]);
}

export function resultText(won: ClubResult): string {
  return won === 1 ? statisticsText.resultWon : won === -1 ? statisticsText.resultLost : statisticsText.resultEqual;
}
