import type { NoticeKeys } from './liveAudience.ts';

/** Migration 0020's notice: a table, the clubs of its changed rows and their key columns. */
export interface LiveNotice {
  table: string;
  /** null: the notice was too big to name the clubs (any club). */
  clubs: number[] | null;
  /** null: too big to name the rows (every answer of the table for those clubs). */
  keys: NoticeKeys;
}

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : []);

/** The notice in a payload on the data channel, or null for 0015's plain notices (''), which say no more. */
export function parseNotice(payload: string): LiveNotice | null {
  if (!payload.startsWith('{')) return null;
  let raw: { t?: unknown; c?: unknown; k?: unknown; all?: unknown };
  try {
    raw = JSON.parse(payload) as typeof raw;
  } catch {
    return null;
  }
  if (typeof raw.t !== 'string') return null;
  const clubs = raw.c === undefined ? null : ids(raw.c);
  if (raw.all === true || typeof raw.k !== 'object' || raw.k === null) return { table: raw.t, clubs, keys: null };
  const keys: Record<string, number[]> = {};
  for (const [column, values] of Object.entries(raw.k)) keys[column] = ids(values);
  return { table: raw.t, clubs, keys };
}
