import { describe, expect, it } from 'vitest';
import { drawOrder, drawPoules, type DrawEntrant } from './drawOrder.ts';

const entrant = (id: number, previous?: DrawEntrant['previous'], ranking = ''): DrawEntrant => ({ subscriptionId: id, memberId: id, ranking, subscribedAt: `2026-09-${String(id % 28 + 1).padStart(2, '0')}`, previous });
const levels = [
  { levelId: 10, level: 1, nrOfPoules: 1, playersPerPoule: 4 },
  { levelId: 20, level: 2, nrOfPoules: 1, playersPerPoule: 4 },
];

describe('the draw of a new series', () => {
  it('moves the first of a poule up and the last down; the relegated lead their new level, the promoted close it', () => {
    // Level A: 1..4 (4 last), level B: 5..8 (5 first).
    const a = [1, 2, 3, 4].map((id, i) => entrant(id, { level: 1, place: i + 1, pouleSize: 4, levelRank: i + 1 }));
    const b = [5, 6, 7, 8].map((id, i) => entrant(id, { level: 2, place: i + 1, pouleSize: 4, levelRank: i + 1 }));
    const order = drawOrder([...b, ...a], 2).map((e) => e.subscriptionId);
    expect(order).toEqual([1, 2, 3, 5, 4, 6, 7, 8]);
  });

  it('puts new subscribers after the returning ones, strongest ranking class first, and lets the rest wait', () => {
    const back = [1, 2, 3, 4].map((id, i) => entrant(id, { level: 1, place: i + 1, pouleSize: 4, levelRank: i + 1 }));
    const fresh = [entrant(11, undefined, 'P100'), entrant(12, undefined, 'P500'), entrant(13), entrant(14, undefined, 'P300'), entrant(15, undefined, 'P50')];
    const ordered = drawOrder([...fresh, ...back], 2);
    expect(ordered.map((e) => e.subscriptionId)).toEqual([1, 2, 3, 4, 12, 14, 11, 15, 13]);
    const { poules, waiting } = drawPoules(ordered, levels);
    expect(poules.map((p) => [p.levelId, p.players.map((e) => e.subscriptionId)])).toEqual([
      [10, [1, 2, 3, 4]],
      [20, [12, 14, 11, 15]],
    ]);
    expect(waiting.map((e) => e.subscriptionId)).toEqual([13]);
  });

  it('spreads a level over its poules in a snake and draws only whole poules', () => {
    const ordered = Array.from({ length: 10 }, (_, i) => entrant(i + 1));
    const { poules, waiting } = drawPoules(ordered, [{ levelId: 1, level: 1, nrOfPoules: 2, playersPerPoule: 4 }, { levelId: 2, level: 2, nrOfPoules: 1, playersPerPoule: 4 }]);
    expect(poules.map((p) => p.players.map((e) => e.subscriptionId))).toEqual([
      [1, 4, 5, 8],
      [2, 3, 6, 7],
    ]);
    expect(waiting.map((e) => e.subscriptionId)).toEqual([9, 10]);
  });
});
