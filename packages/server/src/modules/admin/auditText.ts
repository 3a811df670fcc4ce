import { auditText as t, LOGO_IN_LOG } from './auditMessages.ts';

/** One stored audit row, with the names the list looked up. */
export interface AuditRow {
  action: string;
  entity: string;
  entityId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** Who did it: the user's name, null from the command line. */
  who: string | null;
  /** The member's or account's name now, for rows about a member or an account. */
  subjectName: string | null;
}

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/** What earlier rows about an erased member keep (privacy.ts): a marker, not what was erased. */
const ERASED = JSON.stringify({ erased: true });
const isErasedMarker = (v: unknown) => v !== null && JSON.stringify(v) === ERASED;

/** A value as a person reads it, in the reader's language: ja/nee, dd/mm/yyyy, names of lists, a count of chosen ids. */
export function showValue(field: string, value: unknown, entity = ''): string {
  if (value === null || value === undefined || value === '') return t.empty;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (field === 'gender') return value === 'M' ? t.male : value === 'F' ? t.female : String(value);
  if (typeof value === 'number') {
    if (field === 'memberState') return t.memberStates[value] ?? String(value);
    if (field === 'weekday' || field === 'weeklyMailDay') return t.weekdays[value] ?? String(value);
    if (field === 'weeklyMailHour') return `${String(value).padStart(2, '0')}:00`;
    if (field === 'homePage') return t.homePages[value] ?? String(value);
    if (field === 'status' && entity === 'league_series') return t.serieStates[value] ?? String(value);
    if (/Id$/.test(field)) return value === 0 ? t.empty : t.number(value);
    return String(value);
  }
  if (typeof value === 'string') {
    if (field === 'defaultLanguage') return t.languages[value] ?? value;
    if (field === 'logo' && value === LOGO_IN_LOG) return t.logoImage;
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    return day ? `${day[3]}/${day[2]}/${day[1]}` : value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return t.empty;
    // Chosen ids (members, players, trainers): how many; the screens name them.
    if (value.every((v) => typeof v === 'number')) return String(value.length);
    return value.map((v) => (typeof v === 'object' && v !== null ? nameIn(v as Record<string, unknown>) ?? '' : String(v))).join(', ');
  }
  return '';
}

/** The name a stored row gives itself: title, name, description or code. */
function nameIn(row: Record<string, unknown> | null): string | null {
  if (!row) return null;
  for (const k of ['title', 'name', 'description', 'clubName', 'code']) {
    const v = row[k];
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
  }
  if (typeof row.serie === 'number' || typeof row.serie === 'string') return String(row.serie);
  return null;
}

/** The fields an entry changed, under the screens' labels; a new row lists what was filled in. Unlabelled keys (ids) stay out. */
export function changesOf(row: Pick<AuditRow, 'action' | 'entity' | 'before' | 'after'>): AuditChange[] {
  if (row.action === 'admin/privacy/erase' || isErasedMarker(row.after)) return [];
  const labels = t.fieldLabels;
  const before = row.before ?? {};
  const after = row.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => k in labels);
  return keys
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => ({ field: labels[k]!, before: row.before === null ? '' : showValue(k, before[k], row.entity), after: showValue(k, after[k], row.entity) }))
    .filter((c) => row.before !== null || (c.after !== t.empty && c.after !== t.no));
}

/** 'Hilde Verbeke wijzigde de gegevens van lid Jan Peeters': who did what to whom, in the reader's language. */
export function describe(row: AuditRow): string {
  const subject = row.subjectName ?? nameIn(row.after) ?? nameIn(row.before) ?? t.number(row.entityId);
  // A row about an erased member lost its before: 'added' is only what it was when it was written.
  const added = row.before === null && !isErasedMarker(row.after);
  const say = t.actions[row.action];
  const what = say ? say(subject, added) : t.generic(t.entityNouns[row.entity] ?? '', subject);
  const sentence = `${row.who ?? t.commandLine} ${what}.`;
  return isErasedMarker(row.after) && row.action !== 'admin/privacy/erase' ? `${sentence} ${t.erasedChanges}` : sentence;
}
