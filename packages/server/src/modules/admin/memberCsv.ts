/**
 * A members file as clubs export it from their federation or spreadsheet: UTF-8 (with or without BOM)
 * or Windows-1252, ';' or ',' between fields, RFC 4180 quotes, Dutch or French column names.
 */
import { csvText as t } from './messages.ts';

// Windows-1252's letters for bytes 0x80-0x9F (€, ’, “, œ …): Node 20's TextDecoder reads windows-1252
// as Latin-1 there (nodejs/node#56542) and would give invisible control characters instead.
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    // Not valid UTF-8: Excel on Windows saves "CSV (;)" in Windows-1252.
    return new TextDecoder('windows-1252').decode(bytes).replace(/[\u0080-\u009f]/g, (c) => String.fromCharCode(CP1252_HIGH[c.charCodeAt(0) - 0x80]!));
  }
}

export interface CsvRow {
  /** The file's line on which the row starts (1 is the header). */
  line: number;
  cells: string[];
}

/** The delimiter the header uses most, outside quotes. */
function delimiterOf(text: string): ';' | ',' {
  let semi = 0;
  let comma = 0;
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && c === ';') semi++;
    else if (!quoted && c === ',') comma++;
  }
  return semi >= comma ? ';' : ',';
}

/**
 * Splits the text into rows of cells; newlines inside quotes stay in the cell. Empty lines are skipped.
 * unclosedQuote: the line of a quote never closed (the rest of the file would be one cell).
 */
export function parseCsv(text: string): { header: string[]; rows: CsvRow[]; unclosedQuote: number | null } {
  const delimiter = delimiterOf(text);
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let quoteLine = 0;
  let line = 1;
  let start = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== '')) rows.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"') {
      quoted = true;
      quoteLine = line;
    }
    else if (c === delimiter) {
      cells.push(cell);
      cell = '';
    }
    else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      start = line;
    } else cell += c;
  }
  endRow();
  const [header, ...rest] = rows;
  return { header: (header?.cells ?? []).map((h) => h.replace(/^\uFEFF/, '').trim()), rows: rest, unclosedQuote: quoted ? quoteLine : null };
}

export type MemberField = 'firstName' | 'lastName' | 'gender' | 'birthdate' | 'address' | 'street' | 'houseNumber' | 'postcode' | 'municipality' | 'email' | 'telephone' | 'mobile' | 'associationId' | 'ranking';

/** Column names as Dutch and French exports write them, compared without case, accents, spaces or dashes. */
const COLUMNS: Record<string, MemberField> = {
  voornaam: 'firstName',
  naam: 'lastName',
  achternaam: 'lastName',
  familienaam: 'lastName',
  geslacht: 'gender',
  geboortedatum: 'birthdate',
  geboortedag: 'birthdate',
  adres: 'address',
  straat: 'street',
  huisnummer: 'houseNumber',
  nr: 'houseNumber',
  postcode: 'postcode',
  gemeente: 'municipality',
  woonplaats: 'municipality',
  plaats: 'municipality',
  email: 'email',
  emailadres: 'email',
  mail: 'email',
  telefoon: 'telephone',
  tel: 'telephone',
  gsm: 'mobile',
  gsmnummer: 'mobile',
  mobiel: 'mobile',
  mobieletelefoon: 'mobile',
  lidnummer: 'associationId',
  aansluitingsnummer: 'associationId',
  licentie: 'associationId',
  licentienummer: 'associationId',
  klassement: 'ranking',
  // French exports (issue 33).
  prenom: 'firstName',
  nom: 'lastName',
  nomdefamille: 'lastName',
  sexe: 'gender',
  datedenaissance: 'birthdate',
  adresse: 'address',
  rue: 'street',
  numero: 'houseNumber',
  codepostal: 'postcode',
  commune: 'municipality',
  localite: 'municipality',
  ville: 'municipality',
  adresseemail: 'email',
  courriel: 'email',
  telephone: 'telephone',
  portable: 'mobile',
  licence: 'associationId',
  numerodelicence: 'associationId',
  affiliation: 'associationId',
  numerodaffiliation: 'associationId',
  "numerod'affiliation": 'associationId',
  classement: 'ranking',
};

const normal = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_.-]+/g, '');

export interface ColumnMap {
  /** Field → index of its column and the name the file gives it. */
  fields: Partial<Record<MemberField, { index: number; name: string }>>;
  ignored: string[];
}

/** Which column holds what; the file is refused when it lacks Voornaam, Naam or Geslacht. */
export function mapColumns(header: string[]): ColumnMap | { refusal: string } {
  const fields: ColumnMap['fields'] = {};
  const ignored: string[] = [];
  header.forEach((name, index) => {
    const field = COLUMNS[normal(name)];
    if (field && !fields[field]) fields[field] = { index, name };
    else if (name !== '') ignored.push(name);
  });
  const missing = (['firstName', 'lastName', 'gender'] as const).filter((f) => !fields[f]).map((f) => t.columnNames[f]);
  return missing.length ? { refusal: t.missingColumns(missing) } : { fields, ignored };
}
