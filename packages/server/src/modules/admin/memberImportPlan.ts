import type { ImportRow } from '@clubhuis/contract/entities/admin';
import type { MemberValues } from '../members/memberWrites.ts';
import type { ReadRow } from './memberRows.ts';
import { csvText as t } from './messages.ts';

export interface ExistingMember extends MemberValues {
  id: number;
  memberState: number;
}

export interface PlannedRow extends ImportRow {
  values: MemberValues;
}

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
const nameOf = (v: { firstName: string; lastName: string }) => `${norm(v.firstName)}|${norm(v.lastName)}`;
const FIELDS = ['firstName', 'lastName', 'gender', 'birthdate', 'address', 'email', 'telephone', 'mobile', 'associationId', 'ranking'] as const;

/** The stored member this row is: by federation number, else by name and birth date, else by name and e-mail. */
function matchesOf(v: MemberValues, existing: ExistingMember[]): ExistingMember[] {
  if (v.associationId) {
    const byNumber = existing.filter((e) => e.associationId === v.associationId);
    if (byNumber.length) return byNumber;
  }
  const named = existing.filter((e) => nameOf(e) === nameOf(v));
  if (v.birthdate) {
    const byBirth = named.filter((e) => e.birthdate === v.birthdate);
    if (byBirth.length) return byBirth;
  }
  return v.email ? named.filter((e) => e.email === v.email) : [];
}

/** What changes: a filled-in cell that differs; an empty cell never clears what is stored. A stopped member starts again. */
function changesOf(v: MemberValues, e: ExistingMember): ImportRow['changes'] {
  const changes = FIELDS.filter((f) => v[f] !== null && v[f] !== '' && v[f] !== e[f]).map((f) => ({ field: f, before: e[f] ?? '', after: v[f] ?? '' }));
  return e.memberState === 1 ? changes : [...changes, { field: 'memberState', before: String(e.memberState), after: '1' }];
}

/**
 * Per row of the file what an import does: add, change, leave unchanged, or refuse with every reason.
 * A row that is the same member as an earlier row (matched, or new with the same number or name and
 * birth date) is refused naming that row.
 */
export function planImport(rows: ReadRow[], existing: ExistingMember[]): { rows: PlannedRow[]; counts: Record<ImportRow['action'], number> } {
  const seenMember = new Map<number, number>();
  const seenNew = new Map<string, number>();
  const planned = rows.map((r): PlannedRow => {
    const v = r.values;
    const base = { line: r.line, name: `${v.firstName} ${v.lastName}`.trim(), values: v, memberId: 0, changes: [], reasons: r.reasons };
    if (r.reasons.length) return { ...base, action: 'refuse' };
    const found = matchesOf(v, existing);
    if (found.length > 1) return { ...base, action: 'refuse', reasons: [t.ambiguous(found.map((f) => `${f.firstName} ${f.lastName} (${f.birthdate ?? '?'})`))] };
    const match = found[0];
    if (match) {
      const earlier = seenMember.get(match.id);
      if (earlier) return { ...base, action: 'refuse', reasons: [t.duplicate(earlier)] };
      seenMember.set(match.id, r.line);
      const changes = changesOf(v, match);
      return { ...base, memberId: match.id, changes, action: changes.length ? 'change' : 'unchanged' };
    }
    const keys = [v.associationId && `nr:${v.associationId}`, v.birthdate && `nb:${nameOf(v)}|${v.birthdate}`].filter((k): k is string => !!k);
    const earlier = keys.map((k) => seenNew.get(k)).find((l) => l !== undefined);
    if (earlier) return { ...base, action: 'refuse', reasons: [t.duplicate(earlier)] };
    for (const k of keys) seenNew.set(k, r.line);
    return { ...base, action: 'add' };
  });
  const counts = { add: 0, change: 0, unchanged: 0, refuse: 0 };
  for (const p of planned) counts[p.action]++;
  return { rows: planned, counts };
}
