import type { ResultTone } from '@clubhuis/contract/rules/competition';
import { competitionTexts as t } from './messages';

/** Won green, lost red, equal neutral (spec 01 sections 2 and 3). */
export const TONE_COLOR: Record<ResultTone, string> = { won: 'green', lost: 'red', equal: 'gray' };
/** A tone in words, in the active language (read when shown, never once at load). */
export function toneLabel(tone: ResultTone): string {
  return { won: t.won, lost: t.lost, equal: t.equal }[tone];
}
