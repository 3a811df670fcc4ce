import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, members } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { fileMembers, membersCsv, windows1252 } from '../../testing/memberFiles.ts';

let t: TestApp;
let beheer: string;
beforeAll(async () => {
  t = await createTestApp();
  beheer = await t.login('beheer@demo.clubhuis.be');
});
afterAll(() => t.close());

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const count = () => t.database.db.$count(members);
const importAudits = () => t.database.db.$count(auditLog, eq(auditLog.action, 'admin/members/importApply'));

describe('admin/members/importPreview and importApply', () => {
  it('previews 60 members with 3 broken rows, refuses to apply them half, then applies the 57 others all at once', async () => {
    const list = fileMembers(60);
    list[10]!.birth = '31/02/2010';
    list[20]!.gender = '' as 'M';
    list[59] = { ...list[5]!, email: 'ander@voorbeeld.be' };
    const file = b64(membersCsv(list));
    const before = await count();
    const preview = await t.post('admin/members/importPreview', { jwt: beheer, file });
    expect(preview.json.counts).toEqual({ add: 57, change: 0, unchanged: 0, refuse: 3 });
    expect(preview.json.rows.filter((r) => r.action === 'refuse').map((r) => r.reasons[0])).toEqual([
      "Kolom 'Geboortedatum': '31/02/2010' is geen geldige datum.",
      "Kolom 'Geslacht' is leeg.",
      'Dubbel met regel 7.',
    ]);
    const refused = await t.post('admin/members/importApply', { jwt: beheer, file });
    expect([refused.status, refused.error.message]).toEqual([409, '3 regels werden geweigerd: verbeter het bestand, of importeer enkel de andere regels.']);
    expect(await count()).toBe(before);
    const applied = await t.post('admin/members/importApply', { jwt: beheer, file, skipRefused: 1 });
    expect(applied.json).toEqual({ message: 'Import klaar: 57 leden toegevoegd, 0 gewijzigd.', counts: { add: 57, change: 0, unchanged: 0, refuse: 3 } });
    expect(await count()).toBe(before + 57);
    expect(await importAudits()).toBe(57);
    const [lotte] = await t.database.db.select().from(members).where(eq(members.associationId, '500000'));
    expect(lotte).toMatchObject({ firstName: 'Lotte', lastName: 'Van Damme', gender: 'F', birthdate: '1960-01-01', address: 'Kerkstraat 1, 9000 Gent', memberState: 1 });
    // The same file again changes nothing.
    const again = await t.post('admin/members/importPreview', { jwt: beheer, file });
    expect(again.json.counts).toEqual({ add: 0, change: 0, unchanged: 57, refuse: 3 });
  });

  it('reads a Windows-1252 file with quoted fields, and changes a stored member found by its number', async () => {
    const text = 'Lidnummer;Voornaam;Naam;Geslacht;Adres\r\n500001;Wout;Van Damme;M;"Rue de l\'Église 3; bus 1"\r\n700000;Sébastien;Françoise;M;\r\n';
    const file = Buffer.from(windows1252(text)).toString('base64');
    const preview = (await t.post('admin/members/importPreview', { jwt: beheer, file })).json;
    expect(preview.rows.map((r) => [r.action, r.name])).toEqual([['change', 'Wout Van Damme'], ['add', 'Sébastien Françoise']]);
    expect(preview.rows[0]!.changes).toEqual([{ field: 'address', before: 'Kerkstraat 2, 2000 Antwerpen', after: "Rue de l'Église 3; bus 1" }]);
    await t.post('admin/members/importApply', { jwt: beheer, file });
    const [seb] = await t.database.db.select().from(members).where(eq(members.associationId, '700000'));
    expect(seb!.firstName).toBe('Sébastien');
  });

  it('adds each member once when the same file is applied twice at once', async () => {
    // Other people than the earlier tests' members (who match by name and birth date).
    const file = b64(membersCsv(fileMembers(20, 800_000).map((m) => ({ ...m, first: `${m.first}ke` }))));
    const before = await count();
    const answers = await Promise.all([1, 2].map(() => t.post('admin/members/importApply', { jwt: beheer, file })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.json.counts.add).sort()).toEqual([0, 20]);
    expect(await count()).toBe(before + 20);
  });

  it('refuses a file that is no members list, and one that is too large, changing nothing', async () => {
    const before = await count();
    const wrong = await t.post('admin/members/importPreview', { jwt: beheer, file: b64('Naam;Adres\r\nPeeters;Gent\r\n') });
    expect([wrong.status, wrong.error.message]).toEqual([400, "Het bestand mist de kolommen 'Voornaam', 'Geslacht'."]);
    const empty = await t.post('admin/members/importApply', { jwt: beheer, file: b64('Voornaam;Naam;Geslacht\r\n') });
    expect([empty.status, empty.error.message]).toEqual([400, 'Het bestand bevat geen leden.']);
    const notBase64 = await t.postRaw('admin/members/importPreview', { jwt: beheer, file: 'Voornaam;Naam' });
    expect([notBase64.status, notBase64.error.message]).toEqual([400, "Het veld 'file' is ongeldig."]);
    expect(await count()).toBe(before);
  });
});
