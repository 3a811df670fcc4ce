import { describe, expect, it } from 'vitest';
import { compareRankings, mapMatchResult } from './resultsMapper.ts';

describe('ranking order', () => {
  it('puts the strongest first: A by number, then B0..E6, then the unranked', () => {
    const shuffled = ['NG', 'C0', 'A10', 'E6', 'B0', 'NC', 'A2', 'B6', 'D4'];
    expect([...shuffled].sort(compareRankings)).toEqual(['A2', 'A10', 'B0', 'B6', 'C0', 'D4', 'E6', 'NC', 'NG']);
  });
});

describe('live score', () => {
  it('has an empty score and no matches before the sheet is started', () => {
    expect(
      mapMatchResult({
        MatchId: 'X',
        WeekName: '03',
        Date: '2026-11-21',
        Time: '19:45:00',
        HomeClub: 'A',
        HomeTeam: 'A A',
        AwayClub: 'B',
        AwayTeam: 'B A',
        MatchUniqueId: 12,
        IsHomeForfeited: false,
        IsAwayForfeited: false,
        MatchDetails: { DetailsCreated: false, IndividualMatchResults: [] },
        IsValidated: false,
        IsLocked: false,
      }),
    ).toEqual({ Score: '', PlayerResults: [], MatchUniqueId: 12, IsFinal: false });
  });
});
