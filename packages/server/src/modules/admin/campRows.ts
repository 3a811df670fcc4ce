import type { ChildValues } from '../sportscamp/campWrites.ts';
import type { CsvRow } from './memberCsv.ts';
import { isoDate } from './memberRows.ts';
import { campText as t } from './messages.ts';

type Field = 'firstName' | 'lastName' | 'gender' | 'birthdate' | 'group' | 'parents' | 'email' | 'email2' | 'telephone' | 'telephone2' | 'address' | 'medication' | 'experience' | 'extraInfo' | 'photos';

/** Column names of a camp's subscriptions file, compared without case, accents, spaces or dashes. */
const COLUMNS: Record<string, Field> = {
  voornaam: 'firstName',
  naam: 'lastName',
  achternaam: 'lastName',
  geslacht: 'gender',
  geboortedatum: 'birthdate',
  groep: 'group',
  ouders: 'parents',
  email: 'email',
  email2: 'email2',
  telefoon: 'telephone',
  telefoon2: 'telephone2',
  adres: 'address',
  medicatie: 'medication',
  ervaring: 'experience',
  extrainfo: 'extraInfo',
  fotos: 'photos',
  // French files (issue 33).
  prenom: 'firstName',
  nom: 'lastName',
  sexe: 'gender',
  datedenaissance: 'birthdate',
  groupe: 'group',
  parents: 'parents',
  medication: 'medication',
  infoscomplementaires: 'extraInfo',
  telephone: 'telephone',
  telephone2: 'telephone2',
  adresse: 'address',
  experience: 'experience',
  photos: 'photos',
};
const REQUIRED: Field[] = ['firstName', 'lastName', 'gender', 'birthdate', 'group'];
const norm = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[\s_.'’-]+/g, '');

export function campColumns(header: string[]): Map<Field, number> | { refusal: string } {
  const map = new Map<Field, number>();
  header.forEach((h, i) => {
    const f = COLUMNS[norm(h)];
    if (f && !map.has(f)) map.set(f, i);
  });
  const missing = REQUIRED.filter((f) => !map.has(f));
  return missing.length ? { refusal: t.missingColumns(missing.map((f) => t.columnNames[f])) } : map;
}

/** One child: its values and group, or the reasons (in the caller's language) the row is refused, naming its line. */
export function readChild(row: CsvRow, map: Map<Field, number>, groups: { id: number; name: string }[], today: string) {
  const cell = (f: Field) => (map.has(f) ? (row.cells[map.get(f)!] ?? '').trim() : '');
  const reasons: string[] = [];
  for (const f of REQUIRED) if (!cell(f)) reasons.push(t.required(row.line, t.columnNames[f]));
  const gender = ({ m: 'M', j: 'M', jongen: 'M', h: 'M', garcon: 'M', garçon: 'M', v: 'F', f: 'F', meisje: 'F', fille: 'F' } as Record<string, 'M' | 'F'>)[cell('gender').toLowerCase()];
  if (cell('gender') && !gender) reasons.push(t.badGender(row.line, cell('gender')));
  const birthdate = cell('birthdate') ? isoDate(cell('birthdate'), today) : null;
  if (cell('birthdate') && !birthdate) reasons.push(t.badDate(row.line, cell('birthdate')));
  const group = groups.find((g) => norm(g.name) === norm(cell('group')));
  if (cell('group') && !group) reasons.push(t.unknownGroup(row.line, cell('group'), groups.map((g) => g.name)));
  for (const f of ['email', 'email2'] as const) if (cell(f) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(cell(f))) reasons.push(t.badEmail(row.line, cell(f)));
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (row.cells.some((c) => c.length > 400 || /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(c))) reasons.push(t.badCell(row.line));
  if (reasons.length) return { reasons, child: undefined };
  const child: ChildValues & { groupId: number } = {
    groupId: group!.id,
    firstName: cell('firstName'),
    lastName: cell('lastName'),
    gender: gender!,
    birthdate: birthdate!,
    parents: cell('parents'),
    email: cell('email').toLowerCase(),
    email2: cell('email2').toLowerCase(),
    telephone: cell('telephone'),
    telephone2: cell('telephone2'),
    address: cell('address'),
    medication: cell('medication'),
    experience: cell('experience'),
    extraInfo: cell('extraInfo'),
    photoConsent: ['ja', 'j', 'oui', 'o', '1', 'yes', 'x'].includes(cell('photos').toLowerCase()),
  };
  return { child, reasons: undefined };
}
