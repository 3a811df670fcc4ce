import { describe, expect, it } from 'vitest';
import { brusselsClock, TIME_ZONE } from './clock';

/** The zone database's reading, as the clock read it before it worked the offset out itself. */
const ZONE = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
function zoneReading(at: Date) {
  const parts = ZONE.formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

describe('brusselsClock', () => {
  it('goes from 01:59 to 03:00 when summer time starts, and from 02:59 back to 02:00 when it ends', () => {
    expect(brusselsClock(new Date('2026-03-29T00:59:59Z'))).toEqual({ date: '2026-03-29', time: '01:59' });
    expect(brusselsClock(new Date('2026-03-29T01:00:00Z'))).toEqual({ date: '2026-03-29', time: '03:00' });
    expect(brusselsClock(new Date('2026-10-25T00:59:59Z'))).toEqual({ date: '2026-10-25', time: '02:59' });
    expect(brusselsClock(new Date('2026-10-25T01:00:00Z'))).toEqual({ date: '2026-10-25', time: '02:00' });
    expect(brusselsClock(new Date('2026-11-25T23:00:00Z'))).toEqual({ date: '2026-11-26', time: '00:00' });
  });

  it("agrees with the zone database every hour from 2020 to 2035 and every minute around each change", () => {
    const moments: number[] = [];
    for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2035, 0, 1); t += 3_600_000 + 60_000) moments.push(t);
    for (let year = 2020; year < 2035; year++) {
      for (const month of [2, 9]) {
        const around = Date.UTC(year, month, 31, 1) - 8 * 86_400_000; // a week before the month's last day
        for (let t = around; t < around + 9 * 86_400_000; t += 60_000) if (new Date(t).getUTCDay() === 0) moments.push(t);
      }
    }
    const differing = moments.filter((t) => JSON.stringify(brusselsClock(new Date(t))) !== JSON.stringify(zoneReading(new Date(t))));
    expect(differing.map((t) => new Date(t).toISOString())).toEqual([]);
    expect(moments.length).toBeGreaterThan(100_000);
  });

  it('refuses an invalid date as Intl did', () => {
    expect(() => brusselsClock(new Date('geen datum'))).toThrow(RangeError);
  });
});
