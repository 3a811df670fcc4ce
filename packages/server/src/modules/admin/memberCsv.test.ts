import { describe, expect, it } from 'vitest';
import { fileMembers, membersCsv, windows1252 } from '../../testing/memberFiles.ts';
import { decodeCsv, mapColumns, parseCsv } from './memberCsv.ts';
import { planImport, type ExistingMember } from './memberImportPlan.ts';
import { isoDate, readRow } from './memberRows.ts';

const TODAY = '2026-11-24';
const utf8 = (s: string) => new TextEncoder().encode(s);

/** The plan of a file's text against these stored members. */
function plan(text: string, existing: ExistingMember[] = []) {
  const { header, rows } = parseCsv(text);
  const map = mapColumns(header);
  if ('refusal' in map) throw new Error(map.refusal);
  return planImport(rows.map((r) => readRow(r, map, TODAY)), existing);
}

describe('reading a members file', () => {
  it("reads a French club's file: French column names and genders (issue 33)", () => {
    const text = "Prénom;Nom;Sexe;Date de naissance;Rue;Numéro;Code postal;Localité;Adresse e-mail;Téléphone;GSM;Numéro d'affiliation;Classement;Remarque\nLuc;Dubois;H;03/04/1990;Rue Haute;5;5000;Namur;luc@club.be;081 11 22 33;0470 11 22 33;123456;C2;x\nJulie;Lambert;F;;;;;;;;;;;\n";
    const { header } = parseCsv(text);
    const map = mapColumns(header);
    if ('refusal' in map) throw new Error(map.refusal);
    expect(map.ignored).toEqual(['Remarque']);
    const { rows } = plan(text);
    expect(rows.map((r) => [r.action, r.values.gender])).toEqual([['add', 'M'], ['add', 'F']]);
    expect(rows[0]!.values).toMatchObject({ firstName: 'Luc', lastName: 'Dubois', birthdate: '1990-04-03', address: 'Rue Haute 5, 5000 Namur', email: 'luc@club.be', associationId: '123456', ranking: 'C2' });
  });

  it('decodes UTF-8 with or without BOM, and Windows-1252', () => {
    // The decoder drops the byte order mark.
    expect(decodeCsv(utf8('\uFEFFVoornaam;Naam\nSébastien;Françoise'))).toBe('Voornaam;Naam\nSébastien;Françoise');
    expect(decodeCsv(windows1252('Sébastien;Françoise'))).toBe('Sébastien;Françoise');
    // 0x80-0x9F are letters in Windows-1252, not control characters: € ’ œ.
    expect(decodeCsv(Uint8Array.from([0x44, 0x92, 0x68, 0x6f, 0x6e, 0x64, 0x74, 0x3b, 0x80, 0x3b, 0x9c]))).toBe('D’hondt;€;œ');
    expect(parseCsv(decodeCsv(utf8('\uFEFFVoornaam,Naam\nA,B'))).header).toEqual(['Voornaam', 'Naam']);
  });

  it("splits ';' or ',' files with quotes, quoted delimiters and newlines, and gives each row its line", () => {
    const text = 'Voornaam;Naam;Adres\r\n"Jan";"Peeters";"Kerkstraat 1; bus 2\r\nGent"\r\n\r\nAn;"De ""Wit""";x\r\n';
    expect(parseCsv(text).rows).toEqual([
      { line: 2, cells: ['Jan', 'Peeters', 'Kerkstraat 1; bus 2\r\nGent'] },
      { line: 5, cells: ['An', 'De "Wit"', 'x'] },
    ]);
    expect(parseCsv('Voornaam,Naam,Geslacht\nA,"B, C",M').rows[0]!.cells).toEqual(['A', 'B, C', 'M']);
    expect(parseCsv('Voornaam;Naam\nA;B\n"C;D\nE;F').unclosedQuote).toBe(3);
    expect(parseCsv('Voornaam;Naam\nA;B').unclosedQuote).toBeNull();
  });

  it('maps Dutch column names whatever their case or accents, and refuses a file without the required ones', () => {
    const map = mapColumns(['VOORNAAM', 'Familienaam', 'geslacht', 'E-mailadres', 'Gsm-nummer', 'Rugnummer']);
    expect('fields' in map && Object.keys(map.fields)).toEqual(['firstName', 'lastName', 'gender', 'email', 'mobile']);
    expect('ignored' in map && map.ignored).toEqual(['Rugnummer']);
    expect(mapColumns(['Voornaam', 'E-mail'])).toEqual({ refusal: "Het bestand mist de kolommen 'Naam', 'Geslacht'." });
  });

  it('reads dates as Belgians write them and refuses impossible ones', () => {
    expect(['03/05/2012', '3-5-2012', '03.05.2012', '2012-05-03'].map((d) => isoDate(d, TODAY))).toEqual(Array(4).fill('2012-05-03'));
    expect(['31/02/2010', '01/01/1899', '01/01/2030', '2010/01/01'].map((d) => isoDate(d, TODAY))).toEqual([null, null, null, null]);
  });
});

describe('the import plan', () => {
  it('adds 57 of 60 members and refuses a bad date, a missing gender and a duplicate with Dutch reasons', () => {
    const list = fileMembers(60);
    list[10]!.birth = '31/02/2010';
    list[20]!.gender = '' as 'M';
    list[59] = { ...list[5]!, email: 'ander@voorbeeld.be' };
    const result = plan(membersCsv(list));
    expect(result.counts).toEqual({ add: 57, change: 0, unchanged: 0, refuse: 3 });
    expect(result.rows.filter((r) => r.action === 'refuse').map((r) => [r.line, r.reasons])).toEqual([
      [12, ["Kolom 'Geboortedatum': '31/02/2010' is geen geldige datum."]],
      [22, ["Kolom 'Geslacht' is leeg."]],
      [61, ['Dubbel met regel 7.']],
    ]);
    const first = result.rows[0]!;
    expect(first.values).toMatchObject({ firstName: 'Lotte', lastName: 'Van Damme', gender: 'F', birthdate: '1960-01-01', address: 'Kerkstraat 1, 9000 Gent' });
  });

  it('finds stored members by number, or name and birth date, and lists what changes without clearing anything', () => {
    const [a, b] = fileMembers(2);
    const stored = (id: number, over: Partial<ExistingMember>): ExistingMember => ({
      id, firstName: '', lastName: '', gender: 'M', birthdate: null, address: '', email: '', telephone: '', mobile: '', associationId: '', ranking: 'E6', memberState: 1, ...over,
    });
    const existing = [
      stored(1, { firstName: 'Lotte', lastName: 'Van Damme', gender: 'F', birthdate: '1960-01-01', address: 'Kerkstraat 1, 9000 Gent', email: a!.email, mobile: a!.mobile, associationId: a!.number }),
      stored(2, { firstName: 'Wout', lastName: 'VAN DAMME', birthdate: '1961-02-02', memberState: 0 }),
    ];
    const result = plan(membersCsv([a!, b!]), existing);
    expect(result.rows.map((r) => [r.action, r.memberId])).toEqual([['unchanged', 1], ['change', 2]]);
    expect(result.rows[1]!.changes.map((c) => c.field)).toEqual(['lastName', 'address', 'email', 'mobile', 'associationId', 'memberState']);
    expect(result.rows[1]!.changes.find((c) => c.field === 'memberState')).toEqual({ field: 'memberState', before: '0', after: '1' });
  });

  it('refuses every fault of a row at once, and a row that fits two stored members', () => {
    const text = 'Voornaam;Naam;Geslacht;E-mail;GSM\r\n;Peeters;X;geen-adres;bel mij\r\nJan;Peeters;M;;\r\n';
    const twins = [1, 2].map((id) => ({ id, firstName: 'Jan', lastName: 'Peeters', gender: 'M' as const, birthdate: null, address: '', email: '', telephone: '', mobile: '', associationId: '', ranking: '', memberState: 1 }));
    const result = plan(text, twins);
    expect(result.rows[0]!.reasons).toEqual([
      "Kolom 'Voornaam' is leeg.",
      "Kolom 'Geslacht': 'X' is geen geslacht (M of V).",
      "Kolom 'E-mail': 'geen-adres' is geen e-mailadres.",
      "Kolom 'GSM': 'bel mij' is geen telefoonnummer.",
    ]);
    // Without a number, birth date or e-mail a name alone matches nobody: the second row is new.
    expect(result.rows[1]!.action).toBe('add');
  });
});
