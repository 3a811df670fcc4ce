import { describe, expect, it } from 'vitest';
import { victoryCounts } from './demoSeasonResults.ts';
import { divisionStandings, pointsOf } from './demoDivisionRankings.ts';
import { tabtSeason } from '../adapters/tabt/tabtSite.ts';

describe('victoryCounts', () => {
  it('spreads our points over the line-up, each between 0 and the matches a player plays', () => {
    for (let ours = 0; ours <= 16; ours++) {
      for (let week = 1; week <= 22; week++) {
        const counts = victoryCounts(ours, 4, 4, week);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(ours);
        expect(counts.every((c) => c >= 0 && c <= 4)).toBe(true);
      }
    }
    expect(victoryCounts(8, 4, 4, 2)).toEqual([3, 2, 2, 1]);
  });
});

describe('divisionStandings', () => {
  const opponents = Array.from({ length: 11 }, (_, i) => `Tegenstander ${String.fromCharCode(65 + i)}`);
  const meeting = (week: number, score: string) => ({
    week,
    home: week % 2 === 0,
    homeTeam: week % 2 === 0 ? 'Wij A' : opponents[(week - 1) % 11]!,
    awayTeam: week % 2 === 0 ? opponents[(week - 1) % 11]! : 'Wij A',
    score,
    won: '' as const,
  });
  const season = Array.from({ length: 22 }, (_, i) => meeting(i + 1, i < 9 ? ['10-6', '6-10', '8-8'][i % 3]! : ''));

  it('ranks 12 teams after the played rounds, every game counted on both sides', () => {
    const table = divisionStandings({ name: 'Wij A', clubCode: 'A999', sport: 'tabletennis' }, season);
    expect(table).toHaveLength(12);
    expect(table.every((s) => s.won + s.lost + s.draw === 9)).toBe(true);
    expect(table.reduce((n, s) => n + s.won, 0)).toBe(table.reduce((n, s) => n + s.lost, 0));
    const points = table.map(pointsOf);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    const us = table.find((s) => s.team === 'Wij A')!;
    expect(us).toMatchObject({ teamClub: 'A999' });
    expect(table.filter((s) => s.teamClub === 'A999')).toHaveLength(1);
  });

  it("numbers seasons as the competition site does", () => {
    expect(tabtSeason('2026-2027')).toBe(27);
  });
});
