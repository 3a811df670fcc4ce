import { describe, expect, it } from 'vitest';
import { brusselsMoment, dueAt } from './quietHours.ts';

describe('quiet hours (22:00 to 07:00 Brussels)', () => {
  it('sends at once during the day', () => {
    const now = new Date('2026-10-12T19:59:00Z'); // 21:59 summer time
    expect(dueAt(now, '2026-10-20')).toEqual(now);
  });

  it('holds a notification about another day until 07:00, in summer and in winter time', () => {
    expect(dueAt(new Date('2026-10-12T20:00:00Z'), '2026-10-13').toISOString()).toBe('2026-10-13T05:00:00.000Z');
    expect(dueAt(new Date('2026-01-12T23:30:00Z'), '2026-01-14').toISOString()).toBe('2026-01-13T06:00:00.000Z');
    // 06:59 in the morning, about tomorrow: one minute later
    expect(dueAt(new Date('2026-01-13T05:59:00Z'), '2026-01-14').toISOString()).toBe('2026-01-13T06:00:00.000Z');
  });

  it('lets a notification about today through at night', () => {
    const late = new Date('2026-10-12T21:30:00Z'); // 23:30 on the 12th
    expect(dueAt(late, '2026-10-12')).toEqual(late);
    const early = new Date('2026-01-13T05:00:00Z'); // 06:00 on the 13th
    expect(dueAt(early, '2026-01-13')).toEqual(early);
  });

  it('finds 07:00 on the days the clock changes', () => {
    expect(brusselsMoment('2026-03-29', '07:00').toISOString()).toBe('2026-03-29T05:00:00.000Z');
    expect(brusselsMoment('2026-10-25', '07:00').toISOString()).toBe('2026-10-25T06:00:00.000Z');
  });
});
