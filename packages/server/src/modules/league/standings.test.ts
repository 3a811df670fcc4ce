import { describe, expect, it } from 'vitest';
import { pouleStandings, type StandingMatch, type StandingPlayer } from './standings.ts';

const player = (id: number, patch: Partial<StandingPlayer> = {}): StandingPlayer => ({ id, index: id, replaced: false, drawRank: null, ...patch });
const match = (p: [number, number, number, number], games1: number | null, games2: number | null): StandingMatch => ({ players: p, games1, games2 });
const ranks = (m: Map<number, { ranking: number }>) => [...m.entries()].sort((a, b) => a[1].ranking - b[1].ranking).map(([id]) => id);

describe('pouleStandings', () => {
  const players = [player(1), player(2), player(3), player(4)];
  const matches = [match([1, 2, 3, 4], 6, 3), match([1, 3, 2, 4], 7, 5), match([1, 4, 2, 3], 2, 6)];

  it('counts matches and games for both players of a side, ranks by matches won then saldo', () => {
    const s = pouleStandings(players, matches);
    expect(s.get(1)).toEqual({ matchesWon: 2, matchesLost: 1, gamesWon: 15, gamesLost: 14, saldo: 1, ranking: 3 });
    expect(s.get(2)).toEqual({ matchesWon: 2, matchesLost: 1, gamesWon: 17, gamesLost: 12, saldo: 5, ranking: 1 });
    expect(s.get(3)).toMatchObject({ matchesWon: 2, saldo: 3, ranking: 2 });
    expect(ranks(s)).toEqual([2, 3, 1, 4]);
  });

  it('leaves unplayed matches out', () => {
    const s = pouleStandings(players, [match([1, 2, 3, 4], null, null)]);
    expect([...s.values()].every((x) => x.matchesWon + x.matchesLost === 0)).toBe(true);
    expect(ranks(s)).toEqual([1, 2, 3, 4]);
  });

  it('drops replaced players to the bottom, several in the order of their draw', () => {
    const s = pouleStandings([player(1, { replaced: true, drawRank: 2 }), player(2), player(3, { replaced: true, drawRank: 1 }), player(4)], matches);
    expect(ranks(s)).toEqual([2, 4, 3, 1]);
  });
});
