import type { WeekItem } from '@clubhuis/contract/entities/home';
import { addDays } from '@clubhuis/contract/rules/clock';
import { compareIso, formatShortDate } from '../../ui/dates';
import { weekTexts as t } from './messages';

export interface WeekDay {
  /** The date, or 'open' for last week's trainings still to be confirmed. */
  key: string;
  label: string;
  items: WeekItem[];
}

/** 'Vandaag', 'Morgen', else 'Zaterdag 28/11' ('Samedi 28/11' in French; dd/mm as ui/dates writes a short date). */
export function dayLabel(date: string, today: string): string {
  if (date === today) return t.today;
  if (date === addDays(today, 1)) return t.tomorrow;
  const weekday = t.weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
  return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)} ${formatShortDate(date)}`;
}

/**
 * The week's lines by day in the server's order, today first; a trainer's trainings of last week still
 * to be confirmed (dated before today) come first, under their own heading.
 */
export function groupByDay(items: readonly WeekItem[], today: string): WeekDay[] {
  const days: WeekDay[] = [];
  for (const item of items) {
    const key = item.date < today ? 'open' : item.date;
    let day = days.find((d) => d.key === key);
    if (!day) {
      day = { key, label: key === 'open' ? t.toConfirm : dayLabel(key, today), items: [] };
      days.push(day);
    }
    day.items.push(item);
  }
  return days.sort((a, b) => (a.key === 'open' ? -1 : b.key === 'open' ? 1 : compareIso(a.key, b.key)));
}

/** How many lines wait for the member's answer (the heading's count). */
export function waitingCount(items: readonly WeekItem[]): number {
  return items.filter((i) => i.asksAnswer).length;
}
