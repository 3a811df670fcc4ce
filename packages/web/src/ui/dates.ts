import { brusselsClock } from '@clubhuis/contract/rules/clock';

/** Dates as nl-BE writes them, the same on every screen. Text that is no date is shown as given. */

/**
 * Order of ISO dates and 'hh:mm' times: they sort as text. Not localeCompare: its first call loads the
 * collation data (~40 ms of a phone's start, issue 30), and these texts need no language's order.
 */
export const compareIso = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** 'yyyy-mm-dd' (optionally with a time after it) → 'dd/mm/yyyy'. */
export function formatDate(value: string | null): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** 'dd/mm' of a 'yyyy-mm-dd' date, for narrow columns. */
export function formatShortDate(value: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[2]}/${match[1]}` : value;
}

/** A moment (ISO timestamp) on the Brussels clock: '12/10/2025 19:05'. */
export function formatStamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // The club's clock, not Intl: a time zone in Intl costs a page load its zone data (issue 16).
  const { date: day, time } = brusselsClock(date);
  return `${formatDate(day)} ${time}`;
}
