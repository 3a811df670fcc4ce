import { describe, expect, it } from 'vitest';
import { CORRECT_COMPOSITION } from '@clubhuis/contract/rules/interclub';
import { lineUpChanges, lineUpVerdict, type VerdictInput } from './compositionVerdict.ts';

const p = (id: number, name = `Speler ${id}`) => ({ id, name });
const base = (over: Partial<VerdictInput> = {}): VerdictInput => ({
  sport: 'tabletennis',
  startPlayerIndex: 5,
  playersPerTeam: 4,
  players: [p(1), p(2), p(3), p(4)],
  reserves: [],
  indexOf: new Map([[1, 5], [2, 6], [3, 7], [4, 8]]),
  otherTeamOf: new Map(),
  absent: new Set(),
  ...over,
});

describe('lineUpVerdict', () => {
  it('accepts a full line-up from the start index on', () => {
    expect(lineUpVerdict(base())).toBe(CORRECT_COMPOSITION);
  });
  it('names a table tennis player below the start index', () => {
    const v = lineUpVerdict(base({ players: [p(9, 'Els Wouters'), p(2), p(3), p(4)], indexOf: new Map([[9, 2], [2, 6], [3, 7], [4, 8]]) }));
    expect(v).toBe('Els Wouters staat onder de startindex van de ploeg (index 2, start 5).');
  });
  it('ignores the index for padel', () => {
    expect(lineUpVerdict(base({ sport: 'padel', indexOf: new Map() }))).toBe(CORRECT_COMPOSITION);
  });
  it('warns for another team the same week, an absence and too few players, all at once', () => {
    const v = lineUpVerdict(
      base({ players: [p(1, 'An'), p(2, 'Bert'), p(3)], otherTeamOf: new Map([[1, 'TTC De Demo C']]), absent: new Set([2]) }),
    );
    expect(v).toBe(
      'An staat deze week al opgesteld in TTC De Demo C. Bert heeft zich afwezig gemeld voor deze datum. Er zijn maar 3 van de 4 spelers opgesteld.',
    );
  });
});

describe('lineUpChanges', () => {
  it('logs additions, moves and removals', () => {
    const rows = lineUpChanges(
      [{ id: 1, name: 'A', reserve: false }, { id: 2, name: 'B', reserve: false }],
      [{ id: 2, name: 'B', reserve: true }, { id: 3, name: 'C', reserve: false }],
      false,
    );
    expect(rows).toEqual([
      { member: 'B', modification: 'Verplaatst naar de reserves' },
      { member: 'C', modification: 'Toegevoegd als speler' },
      { member: 'A', modification: 'Verwijderd uit de opstelling' },
    ]);
  });
  it('writes one row for a save without changes', () => {
    expect(lineUpChanges([], [], false)).toEqual([{ member: '', modification: 'Opstelling opnieuw bewaard zonder wijzigingen' }]);
  });
});
