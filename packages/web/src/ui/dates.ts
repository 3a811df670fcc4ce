import { TIME_ZONE } from '@clubhuis/contract/rules/clock';

/** Dates as nl-BE writes them, the same on every screen. Text that is no date is shown as given. */

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

const STAMP = new Intl.DateTimeFormat('nl-BE', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment (ISO timestamp) on the Brussels clock: '12/10/2025 19:05'. */
export function formatStamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = STAMP.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}
