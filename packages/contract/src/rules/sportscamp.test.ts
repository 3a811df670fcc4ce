import { describe, expect, it } from 'vitest';
import { cleanTrainerRemarks, hasNewline, isBirthdayOn, mayCheckIn, mayCheckOut } from './sportscamp.ts';

describe('isBirthdayOn', () => {
  it('compares month and day only', () => {
    expect(isBirthdayOn('2017-11-23', '2026-11-23')).toBe(true);
    expect(isBirthdayOn('2017-11-24', '2026-11-23')).toBe(false);
    expect(isBirthdayOn('', '2026-11-23')).toBe(false);
    expect(isBirthdayOn(null, '2026-11-23')).toBe(false);
  });

  it('celebrates 29 February on 28 February in a year without one', () => {
    expect(isBirthdayOn('2016-02-29', '2026-02-28')).toBe(true);
    expect(isBirthdayOn('2016-02-29', '2028-02-28')).toBe(false);
    expect(isBirthdayOn('2016-02-29', '2028-02-29')).toBe(true);
  });
});

describe('trainer presence remarks', () => {
  it('are trimmed and may not hold a newline', () => {
    expect(cleanTrainerRemarks('  met de fiets  ')).toBe('met de fiets');
    expect(hasNewline('een\ntwee')).toBe(true);
    expect(hasNewline('een\rtwee')).toBe(true);
    expect(hasNewline('een twee')).toBe(false);
  });
});

describe('check-in and check-out', () => {
  it('check-in only while not checked out; check-out only after check-in', () => {
    expect(mayCheckIn({ checkedOut: '0' })).toBe(true);
    expect(mayCheckIn({ checkedOut: '1' })).toBe(false);
    expect(mayCheckOut({ presence: '1' })).toBe(true);
    expect(mayCheckOut({ presence: '0' })).toBe(false);
  });
});
