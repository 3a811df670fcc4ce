import { describe, expect, it } from 'vitest';
import { seasonOfDate } from './interclub.ts';

describe('seasonOfDate', () => {
  it('runs from September to August', () => {
    expect(seasonOfDate('2026-08-31')).toBe('2025-2026');
    expect(seasonOfDate('2026-09-01')).toBe('2026-2027');
    expect(seasonOfDate('2027-01-15')).toBe('2026-2027');
  });
});
