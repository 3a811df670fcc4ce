import type { MemberValues } from '../members/memberWrites.ts';
import type { ColumnMap, CsvRow, MemberField } from './memberCsv.ts';
import { csvText as t } from './messages.ts';

/** A row's member values as far as they are valid, and every reason it is refused. */
export interface ReadRow {
  line: number;
  values: MemberValues;
  reasons: string[];
}

const MAX: Partial<Record<MemberField, number>> = { address: 200, email: 120, telephone: 40, mobile: 40, associationId: 40, ranking: 20 };
/** Dutch and French ways of writing a gender: M/man/jongen, H/homme/garçon; V/vrouw/meisje, F/femme/fille. */
const GENDERS: Record<string, 'M' | 'F'> = { m: 'M', man: 'M', j: 'M', jongen: 'M', h: 'M', homme: 'M', garcon: 'M', garçon: 'M', v: 'F', vrouw: 'F', f: 'F', meisje: 'F', femme: 'F', fille: 'F' };

/** dd/mm/yyyy, d-m-yyyy, dd.mm.yyyy or yyyy-mm-dd → yyyy-mm-dd; a real date between 1900 and today. */
export function isoDate(value: string, today: string): string | null {
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [y, m, d] = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : [];
  if (!y || !m || !d) return null;
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return null;
  return iso >= '1900-01-01' && iso <= today ? iso : null;
}

/** Reads one row against the column map: trimmed values, reasons in the caller's language naming the file's columns. */
export function readRow(row: CsvRow, map: ColumnMap, today: string): ReadRow {
  const reasons: string[] = [];
  const cell = (f: MemberField) => {
    const c = map.fields[f];
    return c ? (row.cells[c.index] ?? '').trim() : '';
  };
  const name = (f: MemberField) => map.fields[f]?.name ?? f;
  const text = (f: MemberField, max = 80) => {
    const v = cell(f);
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v)) reasons.push(t.badCharacters(name(f)));
    else if (v.length > max) reasons.push(t.tooLong(name(f), max));
    return v;
  };
  const firstName = text('firstName');
  const lastName = text('lastName');
  for (const f of ['firstName', 'lastName'] as const) if (!cell(f)) reasons.push(t.required(name(f)));
  const genderCell = cell('gender');
  const gender = GENDERS[genderCell.toLowerCase()];
  if (!genderCell) reasons.push(t.required(name('gender')));
  else if (!gender) reasons.push(t.badGender(name('gender'), genderCell));
  const birthCell = cell('birthdate');
  const birthdate = birthCell ? isoDate(birthCell, today) : null;
  if (birthCell && !birthdate) reasons.push(t.badDate(name('birthdate'), birthCell));
  const email = text('email', MAX.email).toLowerCase();
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) reasons.push(t.badEmail(name('email'), email));
  const phone = (f: 'telephone' | 'mobile') => {
    const v = text(f, MAX[f]);
    if (v && !/^[0-9 +/.()-]+$/.test(v)) reasons.push(t.badPhone(name(f), v));
    return v;
  };
  const street = [text('street'), text('houseNumber')].filter(Boolean).join(' ');
  const place = [text('postcode'), text('municipality')].filter(Boolean).join(' ');
  const address = text('address', MAX.address) || [street, place].filter(Boolean).join(', ');
  if (address.length > MAX.address!) reasons.push(t.tooLong(name('address'), MAX.address!));
  return {
    line: row.line,
    values: {
      firstName,
      lastName,
      gender: gender ?? 'M',
      birthdate,
      address,
      email,
      telephone: phone('telephone'),
      mobile: phone('mobile'),
      associationId: text('associationId', MAX.associationId),
      ranking: text('ranking', MAX.ranking),
    },
    reasons,
  };
}
