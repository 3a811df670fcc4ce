import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';

/*
 * Which week's mail is due (issue 32). A mail belongs to the Brussels ISO week (Monday to Sunday) of
 * the club's moment, its day and hour; `week` is that Monday, the key of one mail per account and week.
 * So changing the day or hour within a week sends nothing twice, and `mail:weekly --now` sends this
 * week's mail, after which the scheduled moment of the same week finds nothing left to send.
 */

/** How long after its moment a week's mail still goes out (a server that was down, a retry): a day. */
const GRACE_DAYS = 1;

/** The Monday of a date's ISO week. */
export function mondayOf(date: string): string {
  const isoDay = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  return addDays(date, 1 - isoDay);
}

/** This week's key (mail:weekly --now). */
export function currentWeek(now: Date): string {
  return mondayOf(brusselsClock(now).date);
}

/**
 * The week whose mail is due now, or null: the club's moment (ISO day 1 … 7, hour) has come and passed
 * less than GRACE_DAYS ago. A moment late on Sunday is still served on Monday, as last week's.
 * Brussels local times compare as 'yyyy-mm-dd hh:mm' text.
 */
export function dueWeek(now: Date, day: number, hour: number): string | null {
  const clock = brusselsClock(now);
  const local = `${clock.date} ${clock.time}`;
  const at = `${String(hour).padStart(2, '0')}:00`;
  const monday = mondayOf(clock.date);
  for (const week of [monday, addDays(monday, -7)]) {
    const date = addDays(week, day - 1);
    const from = `${date} ${at}`;
    const until = `${addDays(date, GRACE_DAYS)} ${at}`;
    if (from <= local && local < until) return week;
  }
  return null;
}
