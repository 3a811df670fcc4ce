/** The club's clock: every date rule of the app and the server reads the day and time in Brussels. */

export const TIME_ZONE = 'Europe/Brussels';

/**
 * Made once: building an Intl.DateTimeFormat costs far more than formatting with it, and the screens
 * and the server read the clock for every meeting, moment and request (issue 16: /teams spent 130 ms
 * of a slowed-down phone's CPU here).
 */
const CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** yyyy-mm-dd and hh:mm of a moment on the Brussels clock. */
export function brusselsClock(now: Date): { date: string; time: string } {
  const parts = CLOCK.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
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
