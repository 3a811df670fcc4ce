/** The club's clock: every date rule of the app and the server reads the day and time in Brussels. */

export const TIME_ZONE = 'Europe/Brussels';

const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based): when the EU's summer time starts (March) and ends (October). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Brussels' offset from UTC at a moment: +2 h in summer time, else +1 h (EU rule, in force since 1996). */
function brusselsOffset(time: number): number {
  const year = new Date(time).getUTCFullYear();
  return time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9) ? 2 * HOUR : HOUR;
}

/** A day (yyyy-mm-dd) and time (hh:mm) on the Brussels clock. */
export interface BrusselsClock {
  date: string;
  time: string;
}

/**
 * yyyy-mm-dd and hh:mm of a moment on the Brussels clock. Worked out from the EU's summer-time rule, not
 * with Intl: the first Intl.DateTimeFormat with a time zone loads the zone data, ~30 ms of a page load
 * (x4 on a slow phone, one long task; issue 16), and the screens read the clock for every meeting.
 * clock.test.ts checks it against Intl's zone data, minute by minute around each change and hourly
 * over fifteen years.
 */
export function brusselsClock(now: Date): BrusselsClock {
  const time = now.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const local = new Date(time + brusselsOffset(time)).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** yyyy-mm-dd plus a number of days (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Every date from `from` to `till` (inclusive) that falls on this ISO weekday (1 Monday … 7 Sunday). */
export function weekdayDates(from: string, till: string, isoWeekday: number): string[] {
  const first = new Date(`${from}T00:00:00Z`).getUTCDay() || 7;
  const dates: string[] = [];
  for (let d = addDays(from, (isoWeekday - first + 7) % 7); d <= till; d = addDays(d, 7)) dates.push(d);
  return dates;
}
