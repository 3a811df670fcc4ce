import { describe, expect, it } from 'vitest';
import { currentWeek, dueWeek, mondayOf } from './weeklyMailWeek.ts';

// Brussels is UTC+1 in winter, UTC+2 in summer. 2026-11-22 is a Sunday, 2026-11-23 a Monday.
const at = (iso: string) => new Date(iso);

describe('the weekly e-mail\'s week', () => {
  it('keys a mail on the Monday of its Brussels ISO week', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    // Sunday 23:30 UTC is Monday 00:30 in Brussels: already the next week.
    expect(currentWeek(at('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(currentWeek(at('2026-11-22T22:59:00Z'))).toBe('2026-11-16');
  });

  it('is due from the club\'s day and hour (Sunday 18:00 by default) for a day, as that week\'s', () => {
    expect(dueWeek(at('2026-11-22T16:59:00Z'), 7, 18)).toBeNull(); // Sunday 17:59
    expect(dueWeek(at('2026-11-22T17:00:00Z'), 7, 18)).toBe('2026-11-16'); // Sunday 18:00
    expect(dueWeek(at('2026-11-23T09:00:00Z'), 7, 18)).toBe('2026-11-16'); // Monday 10:00: still last Sunday's
    expect(dueWeek(at('2026-11-23T17:00:00Z'), 7, 18)).toBeNull(); // Monday 18:00: a day later, over
    expect(dueWeek(at('2026-11-25T06:00:00Z'), 3, 7)).toBe('2026-11-23'); // Wednesday 07:00
    expect(dueWeek(at('2026-11-25T05:59:00Z'), 3, 7)).toBeNull();
    expect(dueWeek(at('2026-11-23T00:30:00Z'), 1, 0)).toBe('2026-11-23'); // Monday 01:30, moment Monday 00:00
  });

  it('follows the Brussels clock through summer time', () => {
    // Sunday 2026-06-07 18:00 in Brussels is 16:00 UTC.
    expect(dueWeek(at('2026-06-07T15:59:00Z'), 7, 18)).toBeNull();
    expect(dueWeek(at('2026-06-07T16:00:00Z'), 7, 18)).toBe('2026-06-01');
  });
});
