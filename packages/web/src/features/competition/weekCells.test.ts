import { describe, expect, it } from 'vitest';
import { makeResults, makeWeekOverview } from '../../testing/competitionFixtures';
import { barOf, cellTone, percentageOf, weekCells } from './weekCells';

describe('cellTone', () => {
  it("styles 'won-lost' by which is larger, '' as not played and other text as equal", () => {
    expect(cellTone('2-1')).toBe('won');
    expect(cellTone('0-3')).toBe('lost');
    expect(cellTone('1-1')).toBe('equal');
    expect(cellTone(' 10 - 2 ')).toBe('won');
    expect(cellTone('')).toBe('none');
    expect(cellTone('ff')).toBe('equal');
  });
});

describe('weekCells', () => {
  it('reads Week01..Week22 of my results in order', () => {
    const cells = weekCells(makeResults().WeekResults[0]!, 'Week');
    expect(cells).toHaveLength(22);
    expect(cells.slice(0, 3)).toEqual([
      { week: 1, text: '2-1', tone: 'won' },
      { week: 2, text: '1-2', tone: 'lost' },
      { week: 3, text: '', tone: 'none' },
    ]);
    expect(cells[21]).toEqual({ week: 22, text: '', tone: 'none' });
  });

  it('reads w01..w22 of a week overview', () => {
    const cells = weekCells(makeWeekOverview()[0]!, 'w');
    expect(cells.map((c) => c.tone).slice(0, 3)).toEqual(['won', 'lost', 'none']);
  });

  it('treats a missing week as not played', () => {
    expect(weekCells({ Week01: '1-0' }, 'Week')[1]).toEqual({ week: 2, text: '', tone: 'none' });
  });
});

describe('percentage bars', () => {
  it('reads percentage strings and rounds the bar to steps of 10%', () => {
    expect(percentageOf('71%')).toBe(71);
    expect(percentageOf('66,7 %')).toBe(66.7);
    expect(percentageOf('')).toBe(0);
    expect(barOf('71%')).toBe(70);
    expect(barOf('75%')).toBe(80);
    expect(barOf('4%')).toBe(0);
    expect(barOf('100%')).toBe(100);
  });
});
