import { describe, expect, it } from 'vitest';
import { clubResult, ourPoints, resultText } from './clubResult.ts';

describe('clubResult', () => {
  it("reads the score (home side first) from the club's side", () => {
    expect(clubResult({ score: '10-6', home: true, won: '' })).toBe(1);
    expect(clubResult({ score: '10-6', home: false, won: '' })).toBe(-1);
    expect(clubResult({ score: '8 - 8', home: true, won: '' })).toBe(0);
    expect(clubResult({ score: '2-1', home: false, won: '' })).toBe(-1);
  });

  it('is 0 while not played, and the stored verdict for other notations', () => {
    expect(clubResult({ score: '', home: true, won: '' })).toBe(0);
    expect(clubResult({ score: '16-0 ff', home: false, won: 'N' })).toBe(-1);
    expect(clubResult({ score: 'FF', home: true, won: 'Y' })).toBe(1);
  });

  it('names the result in Dutch and counts our points', () => {
    expect([resultText(1), resultText(-1), resultText(0)]).toEqual(['Gewonnen', 'Verloren', 'Gelijk']);
    expect(ourPoints({ score: '9-7', home: false })).toBe(7);
    expect(ourPoints({ score: '', home: true })).toBeNull();
  });
});
