import PDFDocument from 'pdfkit';
import type { Language } from '@clubhuis/contract/rules/language';
import { currentLanguage } from '../../i18n/language.ts';
import { leagueHelpText } from './messages.ts';

/** The league page's help (spec 02: the footer's help link to a mobile-app PDF): what each part does, in the caller's language. */
const cached = new Map<Language, Promise<Buffer>>();

/** The same few pages for everybody of one language: rendered once per process and language. */
export function leagueHelpPdf(): Promise<Buffer> {
  const language = currentLanguage();
  let pdf = cached.get(language);
  if (!pdf) cached.set(language, (pdf = render()));
  return pdf;
}

/** Renders in the current language: the texts are read here, synchronously, before the document ends. */
function render(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: leagueHelpText.title, Author: 'Clubhuis' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(leagueHelpText.heading).moveDown(1);
  for (const [title, text] of leagueHelpText.sections) {
    doc.font('Helvetica-Bold').fontSize(12).text(title).moveDown(0.2);
    doc.font('Helvetica').fontSize(11).text(text).moveDown(0.8);
  }
  doc.end();
  return done;
}
