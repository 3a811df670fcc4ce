import PDFDocument from 'pdfkit';
import { contributionFormText } from './messages.ts';

/** What the contribution form prints: the club, the member, the period and the amount paid. */
export interface ContributionFormData {
  club: { name: string; code: string; association: string };
  member: { name: string; address: string; birthdate: string | null };
  description: string;
  periodFrom: string;
  periodTo: string;
  amount: number;
  paidOn: string | null;
  /** The day the form is printed (Brussels date). */
  today: string;
}

const dmy = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '-');
const euro = (amount: number) => contributionFormText.euro(amount.toFixed(2).replace('.', ','));

/**
 * The form a Belgian health insurer (mutualiteit) refunds part of the membership fee with: the club
 * declares that this member paid this amount for this period. A4, the standard Helvetica font (no font
 * files to ship), a box for the insurer's sticker and lines for the club's signature. Written in the
 * current language (issue 33): the standard fonts' WinAnsi encoding holds French accents (é è à ç ô)
 * and the euro sign.
 */
export function renderContributionForm(form: ContributionFormData, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const t = contributionFormText;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: opts.compress ?? true,
    info: { Title: t.documentTitle(form.member.name), Author: form.club.name, Subject: form.description },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(t.title);
  doc.font('Helvetica').fontSize(11).fillColor('#444').text(t.subtitle);
  doc.fillColor('black').moveDown(1.5);

  const section = (title: string, rows: [string, string][]) => {
    doc.font('Helvetica-Bold').fontSize(12).text(title).moveDown(0.3);
    for (const [label, value] of rows) {
      doc.font('Helvetica').fontSize(11).text(t.label(label), { continued: true }).font('Helvetica-Bold').text(value);
    }
    doc.moveDown(1);
  };
  section(t.clubSection, [
    [t.name, form.club.name],
    [t.clubNumber, `${form.club.code} (${form.club.association})`],
  ]);
  section(t.memberSection, [
    [t.name, form.member.name],
    [t.address, form.member.address || '-'],
    [t.birthdate, dmy(form.member.birthdate)],
  ]);
  section(t.membershipSection, [
    [t.description, form.description],
    [t.period, t.periodValue(dmy(form.periodFrom), dmy(form.periodTo))],
    [t.amountPaid, euro(form.amount)],
    [t.paidOn, dmy(form.paidOn)],
  ]);

  doc
    .font('Helvetica')
    .fontSize(11)
    .text(t.declaration(form.member.name, form.club.name, euro(form.amount)))
    .moveDown(2);

  const top = doc.y;
  doc.text(t.date(dmy(form.today)), 56, top);
  doc.text(t.signature, 56, top + 24, { width: 240 });
  doc.moveTo(56, top + 110).lineTo(296, top + 110).stroke();
  doc.rect(330, top, 210, 120).stroke();
  doc.fontSize(9).fillColor('#666').text(t.sticker, 340, top + 8);
  doc.end();
  return done;
}
