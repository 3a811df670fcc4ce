import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';

/** No notification between 22:00 and 07:00 on the Brussels clock, unless it is about today. */
const QUIET_FROM = '22:00';
const QUIET_TILL = '07:00';

/** Set once at start from PUSH_QUIET_HOURS (notifications/routes.ts); per process. */
let quietHoursOn = true;
export function keepQuietHours(on: boolean): void {
  quietHoursOn = on;
}

/** The moment a day's hh:mm is on the Brussels clock (+1 h in winter, +2 h in summer). */
export function brusselsMoment(day: string, time: string): Date {
  const utc = Date.parse(`${day}T${time}:00Z`);
  for (const hours of [1, 2]) {
    const at = new Date(utc - hours * 3_600_000);
    if (brusselsClock(at).time === time && brusselsClock(at).date === day) return at;
  }
  return new Date(utc - 3_600_000);
}

/**
 * When a notification made now about `aboutDay` may go out: now, or at 07:00 when it is made in the quiet
 * hours and is not about today (a line-up for tomorrow changed at 23:00 waits for the morning; a
 * training of today cancelled at 06:30 goes at once).
 */
export function dueAt(now: Date, aboutDay: string): Date {
  const { date, time } = brusselsClock(now);
  if (!quietHoursOn) return now;
  if (time >= QUIET_TILL && time < QUIET_FROM) return now;
  if (aboutDay === date) return now;
  return brusselsMoment(time >= QUIET_FROM ? addDays(date, 1) : date, QUIET_TILL);
}
