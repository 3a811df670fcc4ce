import { describe, expect, it } from 'vitest';
import { momentLine } from './momentLine.ts';

describe('momentLine', () => {
  it('writes name, Dutch weekday, day/month and start time', () => {
    expect(momentLine({ name: 'Tafeltennis vrij spel', playDate: '2026-11-24', startTime: '19:30' })).toBe(
      'Tafeltennis vrij spel - di 24/11 19:30',
    );
  });

  it('names every weekday in Dutch, Sunday included', () => {
    const days = ['2026-11-22', '2026-11-23', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
    expect(days.map((playDate) => momentLine({ name: 'B', playDate, startTime: '10:00' }).slice(4, 6))).toEqual([
      'zo', 'ma', 'wo', 'do', 'vr', 'za',
    ]);
    expect(momentLine({ name: 'Badminton', playDate: '2027-01-02', startTime: '09:05' })).toBe('Badminton - za 02/01 09:05');
  });
});
