import { WEEKS } from '@clubhuis/contract/rules/competition';
import { progressStep, type ResultTone } from '@clubhuis/contract/rules/competition';

/** One week of a week table: the text as the server wrote it ('2-1' won-lost, '' not played) and its style. */
export interface WeekCell {
  week: number;
  text: string;
  tone: ResultTone | 'none';
}

/** A row of a week table: my results per team, or a team's players in the statistics. */
export interface WeekRow {
  key: string;
  name: string;
  percentageString: string;
  cells: WeekCell[];
  entries: number;
  saldo: number;
}

/** 'won-lost' → won when more won, lost when more lost, equal otherwise; '' → not played. */
export function cellTone(text: string): WeekCell['tone'] {
  const value = text.trim();
  if (value === '') return 'none';
  const match = /^(\d+)\s*-\s*(\d+)$/.exec(value);
  if (!match) return 'equal';
  const won = Number(match[1]);
  const lost = Number(match[2]);
  return won > lost ? 'won' : lost > won ? 'lost' : 'equal';
}

/** Week01..Week22 (or w01..w22) of a row, in order. */
export function weekCells(row: object, prefix: 'Week' | 'w'): WeekCell[] {
  const values = row as Record<string, unknown>;
  return Array.from({ length: WEEKS }, (_, i) => {
    const raw = values[`${prefix}${String(i + 1).padStart(2, '0')}`];
    const text = typeof raw === 'string' ? raw.trim() : '';
    return { week: i + 1, text, tone: cellTone(text) };
  });
}

/** '71%' (or '71,4 %') → 71.4; anything unreadable → 0. */
export function percentageOf(percentageString: string): number {
  const value = Number.parseFloat(percentageString.replace(',', '.'));
  return Number.isFinite(value) ? value : 0;
}

/** The bar of a percentage string, in steps of 10% (spec 01 section 9). */
export function barOf(percentageString: string): number {
  return progressStep(percentageOf(percentageString));
}
