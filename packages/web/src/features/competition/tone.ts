import type { ResultTone } from '@clubhuis/contract/rules/competition';
import { competitionTexts as t } from './messages';

/** Won green, lost red, equal neutral (spec 01 sections 2 and 3). */
export const TONE_COLOR: Record<ResultTone, string> = { won: 'green', lost: 'red', equal: 'gray' };
export const TONE_LABEL: Record<ResultTone, string> = { won: t.won, lost: t.lost, equal: t.equal };
