import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contributionForms, members, users } from '../../db/schema.ts';
import { linkKeys } from '../../auth/links.ts';
import { createTestApp, TEST_SECRET, type TestApp } from '../../testing/testApp.ts';
import { memberId } from '../../testing/interclubKit.ts';

/** The text a PDF shows: every content stream inflated, the strings of its text operators decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const t of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)) {
      const hexes = t[1] !== undefined ? [...t[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [t[2]!];
      out.push(hexes.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''));
    }
  }
  return out.join(' ');
}

let t: TestApp;
let ouder: string;
let lid: string;
let formId: number;
beforeAll(async () => {
  t = await createTestApp();
  [ouder, lid] = await Promise.all([t.login('ouder@demo.clubhuis.be'), t.login('lid@demo.clubhuis.be')]);
  const emma = await memberId(t, 'Emma', 'Maes');
  const [form] = await t.database.db.select().from(contributionForms).where(eq(contributionForms.memberId, emma));
  formId = form!.id;
});
afterAll(() => t.close());

const fetchPdf = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

describe('contributionform/contributionform_url.php and the form it links to', () => {
  it("gives the parent a link that opens Emma's form as a PDF filled with club, member, period and amount, without a login", async () => {
    const res = await t.post('contributionform/contributionform_url.php', { jwt: ouder, id: formId });
    expect(res.status).toBe(200);
    expect(res.json.url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/contributionform\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}\.pdf$/);
    const pdf = await fetchPdf(res.json.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    const [emma] = await t.database.db.select().from(members).where(eq(members.id, await memberId(t, 'Emma', 'Maes')));
    const [form] = await t.database.db.select().from(contributionForms).where(eq(contributionForms.id, formId));
    const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
    expect(text).toContain('TTC De Demo');
    expect(text).toContain('A999 (VTTL)');
    expect(text).toContain('Emma Maes');
    expect(text).toContain(emma!.address);
    expect(text).toContain(dmy(emma!.birthdate!));
    expect(text).toContain(`van ${dmy(form!.periodFrom!)} tot ${dmy(form!.periodTo!)}`);
    expect(text).toContain('\u0080 120,00'); // the euro sign is 0x80 in the font's WinAnsi encoding
    expect(text).toContain(form!.description);
  });

  it("refuses another member's form, an unknown form, and anonymous callers", async () => {
    const other = await t.post('contributionform/contributionform_url.php', { jwt: lid, id: formId });
    expect(other.status).toBe(403);
    expect(other.error.message).toBe('Je kan enkel de mutualiteitsformulieren van je eigen gekoppelde leden opvragen.');
    const unknown = await t.post('contributionform/contributionform_url.php', { jwt: ouder, id: 999_999 });
    expect(unknown.status).toBe(404);
    expect((await t.post('contributionform/contributionform_url.php', { id: formId })).status).toBe(401);
  });

  it('refuses an expired, altered or made-up link with a Dutch text', async () => {
    const keys = linkKeys(TEST_SECRET);
    const expired = keys.sign(`contributionform:${formId}`, 300, new Date(Date.now() - 301_000));
    const { url } = (await t.post('contributionform/contributionform_url.php', { jwt: ouder, id: formId })).json;
    const token = new URL(url).pathname.split('/').at(-1)!.replace(/\.pdf$/, '');
    const altered = `${Buffer.from(`contributionform:${formId + 1}|9999999999`).toString('base64url')}.${token.split('.')[1]}`;
    for (const bad of [expired, altered, 'abc', keys.sign(`other:${formId}`, 300)]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/contributionform/${bad}.pdf` });
      expect(res.statusCode, bad).toBe(404);
      expect(res.body).toBe('Deze link naar het mutualiteitsformulier is verlopen of ongeldig. Vraag het formulier opnieuw op in de app.');
    }
  });

  it("writes the PDF in a French caller's language, accents and all, wherever the link is opened (issue 33)", async () => {
    const res = await t.post('contributionform/contributionform_url.php', { jwt: ouder, id: formId }, { 'accept-language': 'fr-BE' });
    expect(res.status).toBe(200);
    // The viewer's own language does not matter: the link carries the caller's.
    const pdf = await t.app.inject({ method: 'GET', url: new URL(res.json.url).pathname, headers: { 'accept-language': 'nl-BE' } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="formulaire-mutuelle-emma-maes\.pdf"$/);
    const text = pdfText(pdf.rawPayload);
    const [form] = await t.database.db.select().from(contributionForms).where(eq(contributionForms.id, formId));
    const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
    // WinAnsi holds é è à ç ô as Latin-1 does: decoded as Latin-1 they read as written.
    expect(text).toContain("Attestation d'affiliation à un club sportif");
    expect(text).toContain('Période : ');
    expect(text).toContain(`du ${dmy(form!.periodFrom!)} au ${dmy(form!.periodTo!)}`);
    expect(text).toContain('Montant payé : ');
    expect(text).toContain('120,00 \u0080');
    expect(text).toContain('Vignette de la mutuelle');
    expect(text).not.toContain('Attest van lidmaatschap');
  });

  it("answers a French account in French: its refusals, and its PDF without any header", async () => {
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.email, 'lid@demo.clubhuis.be'));
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.email, 'ouder@demo.clubhuis.be'));
    try {
      const other = await t.post('contributionform/contributionform_url.php', { jwt: lid, id: formId });
      expect([other.status, other.error.message]).toEqual([403, 'Tu ne peux consulter que les formulaires de mutuelle de tes propres membres liés.']);
      const { url } = (await t.post('contributionform/contributionform_url.php', { jwt: ouder, id: formId })).json;
      expect(pdfText((await fetchPdf(url)).rawPayload)).toContain('Le club déclare que Emma Maes est membre de');
      const expired = await t.app.inject({ method: 'GET', url: '/api/contributionform/abc.pdf', headers: { 'accept-language': 'fr-BE' } });
      expect([expired.statusCode, expired.body]).toEqual([404, "Ce lien vers le formulaire de mutuelle a expiré ou n'est pas valide. Redemande le formulaire dans l'app."]);
    } finally {
      await t.database.db.update(users).set({ language: '' }).where(eq(users.email, 'lid@demo.clubhuis.be'));
      await t.database.db.update(users).set({ language: '' }).where(eq(users.email, 'ouder@demo.clubhuis.be'));
    }
  });
});
