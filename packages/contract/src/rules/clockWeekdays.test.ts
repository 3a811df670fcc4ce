import { describe, expect, it } from 'vitest';
import { weekdayDates } from './clock.ts';

describe('weekdayDates', () => {
  it('gives every Wednesday of a period, both ends included', () => {
    // 2026-11-25 is a Wednesday.
    expect(weekdayDates('2026-11-23', '2026-12-09', 3)).toEqual(['2026-11-25', '2026-12-02', '2026-12-09']);
    expect(weekdayDates('2026-11-25', '2026-11-25', 3)).toEqual(['2026-11-25']);
  });
  it('knows Sunday as 7 and gives nothing for a period without that day', () => {
    expect(weekdayDates('2026-11-23', '2026-11-30', 7)).toEqual(['2026-11-29']);
    expect(weekdayDates('2026-11-23', '2026-11-24', 5)).toEqual([]);
  });
});
