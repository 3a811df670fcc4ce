// Members files as Belgian clubs export them, for the import tests (unit, API and browser).
const FIRST = ['Lotte', 'Wout', 'Noor', 'Arne', 'Fien', 'Sander', 'Marie', 'Jasper', 'Lien', 'Robbe', 'Elise', 'Thibo', 'Hanne', 'Seppe', 'Febe'];
const LAST = ['Van Damme', 'Claeys', 'Desmet', 'Goossens', 'De Backer', 'Mertens', 'Lemmens', 'Verstraete', 'Dubois', 'Hermans', 'Van Acker', 'Cools'];
const TOWNS = [['9000', 'Gent'], ['2000', 'Antwerpen'], ['3000', 'Leuven'], ['8000', 'Brugge']];

export interface FileMember {
  first: string;
  last: string;
  gender: 'M' | 'V';
  birth: string;
  street: string;
  postcode: string;
  town: string;
  email: string;
  mobile: string;
  number: string;
}

/** n distinct members with Belgian names, dd/mm/yyyy birth dates and federation numbers. */
export function fileMembers(n: number, numberBase = 500_000): FileMember[] {
  return Array.from({ length: n }, (_, i) => {
    const [postcode, town] = TOWNS[i % TOWNS.length]!;
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
    return {
      first,
      last,
      gender: i % 2 ? 'M' : 'V',
      birth: `${String((i % 28) + 1).padStart(2, '0')}/${String((i % 12) + 1).padStart(2, '0')}/${1960 + (i % 50)}`,
      street: `Kerkstraat ${i + 1}`,
      postcode,
      town,
      email: `${first}.${last}.${i}@voorbeeld.be`.toLowerCase().replace(/ /g, ''),
      mobile: `0470 ${String(100000 + i).slice(0, 2)} ${String(100000 + i).slice(2, 4)} ${String(100000 + i).slice(4, 6)}`,
      number: String(numberBase + i),
    };
  });
}

const HEADER = ['Lidnummer', 'Voornaam', 'Naam', 'Geslacht', 'Geboortedatum', 'Straat', 'Postcode', 'Gemeente', 'E-mail', 'GSM'];

/** The members as a ';' file with a header, as Excel saves "CSV (puntkomma)". */
export function membersCsv(list: FileMember[], extraRows: string[] = []): string {
  const rows = list.map((m) => [m.number, m.first, m.last, m.gender, m.birth, m.street, m.postcode, m.town, m.email, m.mobile].join(';'));
  return [HEADER.join(';'), ...rows, ...extraRows].join('\r\n') + '\r\n';
}

/** Windows-1252 bytes of a text with only Latin-1 letters (what Excel on Windows writes). */
export function windows1252(text: string): Uint8Array {
  return Uint8Array.from([...text].map((c) => {
    const code = c.charCodeAt(0);
    if (code > 255) throw new Error(`not Latin-1: ${c}`);
    return code;
  }));
}
