import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { members, sportsCampMaterials, sportsCampMoments, sportsCampSubscriptions, sportsCamps } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

let t: TestApp;
let beheer: string;
let koen: number;
const today = brusselsClock(new Date()).date;
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const GIF = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

beforeAll(async () => {
  t = await createTestApp();
  beheer = await t.login('beheer@demo.clubhuis.be');
  const [row] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.email, 'koen.jacobs@demo.clubhuis.be'));
  koen = row!.id;
});
afterAll(() => t.close());

describe('camp administration', () => {
  it('lists the camps of the last year and to come, not every camp the club ever held', async () => {
    const [clubId] = (await t.database.db.select({ clubId: members.clubId }).from(members).limit(1)).map((r) => r.clubId);
    await t.database.db.insert(sportsCamps).values({ clubId: clubId!, title: 'Zomerkamp van lang geleden', dateFrom: addDays(today, -800), dateTill: addDays(today, -796) });
    const titles = (await t.post('admin/camps/list', { jwt: beheer })).json.map((c) => c.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).not.toContain('Zomerkamp van lang geleden');
  });

  it('makes a camp with groups (a morning and an afternoon each day) and trainers, and takes its children from a file, all or none', async () => {
    const db = t.database.db;
    const saved = await t.post('admin/camps/save', { jwt: beheer, title: 'Paaskamp', dateFrom: addDays(today, 30), dateTill: addDays(today, 34), responsible: 'Koen', groups: ['Kleuters', 'Sportievelingen', ' Kleuters '], trainerIds: [koen] });
    expect(saved.json.message).toBe('Het kamp Paaskamp werd bewaard.');
    expect(await db.$count(sportsCampMoments, eq(sportsCampMoments.campId, saved.json.campId))).toBe(2 * 5 * 2);
    const header = 'Voornaam;Naam;Geslacht;Geboortedatum;Groep;Ouders;E-mail;Medicatie;Foto\'s';
    const broken = [header, 'Mila;Peeters;V;03/04/2019;Kleuters;An Peeters;an@voorbeeld.be;;ja', 'Lars;Aerts;X;31/02/2018;Zwemmers;;geen;;nee'].join('\r\n');
    const refused = await t.post('admin/camps/import', { jwt: beheer, campId: saved.json.campId, file: b64(broken) });
    expect(refused.status).toBe(400);
    expect(refused.error.message).toBe(
      "Niets werd ingeschreven: 1 regel is niet in orde. Regel 3: 'X' is geen geslacht (M of V). Regel 3: '31/02/2018' is geen geldige geboortedatum. Regel 3: groep 'Zwemmers' bestaat niet in dit kamp (Kleuters, Sportievelingen). Regel 3: 'geen' is geen e-mailadres.",
    );
    expect(await db.$count(sportsCampSubscriptions, eq(sportsCampSubscriptions.campId, saved.json.campId))).toBe(0);
    const fixed = [header, 'Mila;Peeters;V;03/04/2019;Kleuters;An Peeters;an@voorbeeld.be;Puffer bij astma;ja', 'Lars;Aerts;M;12/08/2016;sportievelingen;;;;nee'].join('\r\n');
    const ok = await t.post('admin/camps/import', { jwt: beheer, campId: saved.json.campId, file: b64(fixed) });
    expect(ok.json.message).toBe('2 kinderen werden ingeschreven.');
    const kids = await db.select().from(sportsCampSubscriptions).where(eq(sportsCampSubscriptions.campId, saved.json.campId));
    expect(kids.map((k) => [k.firstName, k.birthdate, k.photoConsent, k.medication])).toEqual([
      ['Mila', '2019-04-03', true, 'Puffer bij astma'],
      ['Lars', '2016-08-12', false, ''],
    ]);
    const listed = (await t.post('admin/camps/list', { jwt: beheer })).json.find((c) => c.campId === saved.json.campId)!;
    expect(listed).toMatchObject({ groups: [{ name: 'Kleuters', children: 1 }, { name: 'Sportievelingen', children: 1 }], trainers: [{ memberId: koen, memberName: 'Koen Jacobs' }] });
    // One more by hand, in a group of this camp only.
    const kleuters = listed.groups[0]!.groupId;
    const one = await t.post('admin/camps/childAdd', { jwt: beheer, campId: saved.json.campId, groupId: kleuters, firstName: 'Ella', lastName: 'Claes', gender: 'F', birthdate: '2020-02-02', photoConsent: 1 });
    expect(one.json.message).toBe('1 kind werd ingeschreven.');
    const elsewhere = await t.post('admin/camps/childAdd', { jwt: beheer, campId: saved.json.campId, groupId: 999_999, firstName: 'X', lastName: 'Y', gender: 'M', birthdate: '2020-02-02' });
    expect([elsewhere.status, elsewhere.error.message]).toEqual([400, "Het veld 'groupId' is geen groep van dit kamp."]);
    expect(await db.$count(sportsCampSubscriptions, eq(sportsCampSubscriptions.campId, saved.json.campId))).toBe(3);
  });

  it('refuses a camp longer than two weeks or without groups, and a photo that is no image', async () => {
    const long = await t.post('admin/camps/save', { jwt: beheer, title: 'Zomer', dateFrom: today, dateTill: addDays(today, 20), groups: ['A'] });
    expect([long.status, long.error.message]).toEqual([400, "Het veld 'dateTill' ligt meer dan 14 dagen na 'dateFrom'."]);
    const none = await t.post('admin/camps/save', { jwt: beheer, title: 'Zomer', dateFrom: today, dateTill: today });
    expect([none.status, none.error.message]).toEqual([400, "Het veld 'groups' is leeg: een kamp heeft minstens één groep."]);
    const bad = await t.post('admin/camps/materialSave', { jwt: beheer, description: 'Ballen', photo: b64('<svg onload=alert(1)>') });
    expect([bad.status, bad.error.message]).toEqual([400, "Het veld 'photo' is geen GIF-, PNG- of JPEG-afbeelding."]);
    const good = await t.post('admin/camps/materialSave', { jwt: beheer, description: 'Hoepels', stock: 12, photo: GIF });
    expect(good.json.message).toBe('Hoepels werd bewaard.');
    const [row] = await t.database.db.select().from(sportsCampMaterials).where(eq(sportsCampMaterials.id, good.json.materialId));
    expect(row).toMatchObject({ description: 'Hoepels', stock: 12, photo: GIF });
  });
});
