import { describe, expect, it } from 'vitest';
import { CLASS_BANDS, ELO_K, RANKING_CLASSES, classOfElo, eloOfClass, matchDelta, whatIf, winChance } from './rankingPoints.ts';

// No worked example of the federation's own was found (see rankingPoints.ts): these are the standard
// Elo formula's known values, and the class bands of Frenoy's ELO method as publicly re-implemented.

describe('the points what-if (standard Elo, assumed constants)', () => {
  it('gives equal players an even chance and half of K for a win', () => {
    expect(winChance(1500, 1500)).toBe(0.5);
    expect(matchDelta(1500, 1500, true)).toBe(ELO_K / 2);
    expect(matchDelta(1500, 1500, false)).toBe(-ELO_K / 2);
  });

  it('expects the player 400 points stronger to win 10 of 11', () => {
    expect(winChance(1900, 1500)).toBeCloseTo(10 / 11, 10);
    // Beating a far weaker player brings little, losing to him costs much.
    expect(matchDelta(1900, 1500, true)).toBeCloseTo(ELO_K / 11, 10);
    expect(matchDelta(1900, 1500, false)).toBeCloseTo((-ELO_K * 10) / 11, 10);
  });

  it('moves as many points to the winner as the loser loses', () => {
    expect(matchDelta(1432, 1610, true) + matchDelta(1610, 1432, false)).toBeCloseTo(0, 10);
  });

  it('adds an evening up against the ELO before it, rounded to whole points', () => {
    const out = whatIf(1432, [
      { opponent: 1432, won: true },
      { opponent: 1832, won: false },
      { opponent: 1032, won: false },
    ]);
    // +10, −20/11 (≈ −1.8), −200/11 (≈ −18.2)
    expect(out.deltas).toEqual([10, -1.8, -18.2]);
    expect(out.total).toBe(-10);
    expect(out.after).toBe(1422);
    expect(out.classAfter).toBe('C6');
  });

  it('reads a class as the middle of its ELO band, and an ELO as its band', () => {
    expect(eloOfClass('C0')).toBe(1700);
    expect(eloOfClass('e6')).toBe(575);
    expect(eloOfClass('NG')).toBe(450);
    expect(eloOfClass('B0')).toBe(2100);
    expect(eloOfClass('X9')).toBeNull();
    expect(classOfElo(1649)).toBe('C2');
    expect(classOfElo(1650)).toBe('C0');
    expect(classOfElo(100)).toBe('NG');
    for (const band of CLASS_BANDS) expect(classOfElo(eloOfClass(band.ranking)!)).toBe(band.ranking);
    expect(RANKING_CLASSES[0]).toBe('B0');
  });
});
