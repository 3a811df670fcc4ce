import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

let t: TestApp;
let beheer: string;
let jan: number;
beforeAll(async () => {
  t = await createTestApp();
  beheer = await t.login('beheer@demo.clubhuis.be');
  const [row] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.email, 'jan.peeters@demo.clubhuis.be'));
  jan = row!.id;
});
afterAll(() => t.close());

const log = async () => (await t.post('admin/audit/list', { jwt: beheer })).json;
const entryOf = async (action: string) => (await log()).find((e) => e.action === action)!;

describe('admin/audit/list in Dutch (issue 28 item 16)', () => {
  it('says who changed which member, and what changed under the screen’s labels', async () => {
    const save = await t.post('admin/members/save', { jwt: beheer, memberId: jan, firstName: 'Jan', lastName: 'Peeters', gender: 'M', email: 'jan.peeters@demo.clubhuis.be', mobile: '0470 99 88 77', birthdate: '1990-04-02' });
    expect(save.status).toBe(200);
    const entry = await entryOf('admin/members/save');
    expect(entry.description).toBe('Hilde Verbeke wijzigde de gegevens van lid Jan Peeters.');
    expect(entry.changes).toContainEqual(expect.objectContaining({ field: 'Gsm', after: '0470 99 88 77' }));
    expect(entry.changes).toContainEqual(expect.objectContaining({ field: 'Geboortedatum', after: '02/04/1990' }));
    expect(Date.parse(entry.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('logs an export as an export, also after the member was erased', async () => {
    expect((await t.post('admin/privacy/export', { jwt: beheer, memberId: jan })).status).toBe(200);
    const exported = await entryOf('admin/privacy/export');
    expect([exported.description, exported.changes]).toEqual(['Hilde Verbeke vroeg alle gegevens van lid Jan Peeters op (inzage, privacy).', []]);

    expect((await t.post('admin/privacy/erase', { jwt: beheer, memberId: jan, confirm: 'Jan Peeters' })).status).toBe(200);
    const after = await log();
    const erased = after.find((e) => e.action === 'admin/privacy/erase')!;
    expect([erased.description, erased.changes]).toEqual([`Hilde Verbeke wiste de persoonsgegevens van lid Gewist lid ${jan} (privacy).`, []]);
    const stillExport = after.find((e) => e.id === exported.id)!;
    expect(stillExport.description).toBe(`Hilde Verbeke vroeg alle gegevens van lid Gewist lid ${jan} op (inzage, privacy).`);
    const saved = after.find((e) => e.action === 'admin/members/save')!;
    expect(saved.description).toBe(`Hilde Verbeke wijzigde de gegevens van lid Gewist lid ${jan}. De gegevens van deze wijziging werden gewist toen het lid gewist werd.`);
    expect(JSON.stringify(after)).not.toContain('0470 99 88 77');
  });

  it('names a settings change in Dutch with Dutch values, and no entry shows a program key', async () => {
    const current = (await t.post('admin/settings/get', { jwt: beheer })).json;
    const { clubCode: _code, ...body } = current;
    expect((await t.post('admin/settings/save', { jwt: beheer, ...body, homePage: 4, trainingModule: !current.trainingModule })).status).toBe(200);
    const entry = await entryOf('admin/settings/save');
    expect(entry.description).toBe('Hilde Verbeke wijzigde de instellingen van de club.');
    expect(entry.changes).toContainEqual({ field: 'Startpagina', before: 'Mijn resultaten', after: 'Statistieken' });
    expect(entry.changes).toContainEqual({ field: 'Module trainingen', before: current.trainingModule ? 'ja' : 'nee', after: current.trainingModule ? 'nee' : 'ja' });
    for (const e of await log()) {
      expect(e.description, e.action).toMatch(/^[A-Z].*\.$/);
      expect(e.description, e.action).not.toMatch(/admin\/|erased|true|false|null/);
      for (const c of e.changes) expect(c.field, e.action).not.toMatch(/^[a-z]+[A-Z]|_/);
    }
  });
});
