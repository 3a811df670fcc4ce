import PDFDocument from 'pdfkit';

/** The league page's help (spec 02: the footer's help link to a mobile-app PDF): what each part does. */
const SECTIONS: [string, string][] = [
  ['Periode', 'Kies bovenaan de periode. Je ziet de lopende periode en de afgesloten periodes; een periode die nog niet gestart is, verschijnt pas bij de start.'],
  ['Mijn poule', 'De stand van je poule. Tik op "Toon wedstrijden" voor de wedstrijden en hun uitslag, en op de naam van een speler voor zijn individuele resultaten. Een vervangen speler staat doorgestreept, met zijn vervanger erbij.'],
  ['Resultaten inbrengen', 'De kapitein van de poule (speler 1), en naargelang de league ook de spelers van de poule, brengen de resultaten in met "Inbrengen van de resultaten": per wedstrijd het aantal games van elk team (0 tot 99). Alle spelers van de poule en de leagueverantwoordelijken krijgen een e-mail.'],
  ['Spelersvervanging', 'Kan een speler niet spelen, registreer dan zijn vervanger met "Spelersvervanging". Een vervangen speler zakt naar de onderste plaats van de poule. Verlaat de speler de league definitief, vink dat dan aan: een speler van de wachtlijst neemt vanaf de volgende periode zijn plaats in.'],
  ['Speeldatum', 'De afgesproken speeldatum, het uur en het terrein geef je door met "Speeldatum doorgeven". Dit is enkel informatief: de terreinreservatie bevat de juiste datum.'],
  ['E-mail met de poule-info', 'Onderaan vraag je een e-mail met de spelers van je poule, hun contactgegevens, de wedstrijden en de speeldatum. Kijk ook in je spam-map.'],
  ['Uitschrijven', 'Wil je na deze periode niet meer meespelen, schrijf je dan uit met een korte uitleg. Verwittig ook zelf de kapitein van je poule. Een uitschrijving kan je ongedaan maken zolang de periode loopt.'],
  ['Alle poules, statistieken en rangschikking', 'Bekijk alle poules (alle, gespeeld of te spelen, per niveau of per speler), de statistieken per periode en, na afloop van een periode, de rangschikking.'],
];

let cached: Promise<Buffer> | undefined;

/** The same few pages for everybody: rendered once per process. */
export function leagueHelpPdf(): Promise<Buffer> {
  cached ??= render();
  return cached;
}

function render(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: 'Handleiding league in de app', Author: 'Clubhuis' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text('De league in de app').moveDown(1);
  for (const [title, text] of SECTIONS) {
    doc.font('Helvetica-Bold').fontSize(12).text(title).moveDown(0.2);
    doc.font('Helvetica').fontSize(11).text(text).moveDown(0.8);
  }
  doc.end();
  return done;
}
