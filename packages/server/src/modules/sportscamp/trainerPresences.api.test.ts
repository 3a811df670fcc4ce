import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { memberIdOf, today, trainerDays } from '../../testing/sportsCampKit.ts';

let t: TestApp;
let trainer: string;
let koen: number;
let els: number;
beforeAll(async () => {
  t = await createTestApp();
  trainer = await t.login('trainer@demo.clubhuis.be');
  [koen, els] = await Promise.all([memberIdOf(t.database.db, 'Koen', 'Jacobs'), memberIdOf(t.database.db, 'Els', 'Wouters')]);
});
afterAll(() => t.close());

const todayRow = async (memberId = koen) => (await trainerDays(t.database.db, memberId)).find((d) => d.campDate === today())!;
const update = (body: { ids: string; presence: 0 | 1; transport?: number; remarks?: string }) =>
  t.post('sportscamp/trainerPresenceUpdate', { jwt: trainer, ...body });

describe('sportscamp/trainerPresenceList', () => {
  it("lists the trainer's five camp days, the past ones registered", async () => {
    const res = await t.post('sportscamp/trainerPresenceList', { jwt: trainer, trainerId: koen });
    expect(res.json).toHaveLength(5);
    expect(res.json.map((d) => d.presence)).toEqual([1, 1, -1, -1, -1]);
    expect(res.json[0]).toMatchObject({ transport: 2, responsable: 'Koen Jacobs' });
    expect(res.json[0]!.title).toMatch(/^Herfstkamp Sport & Spel - (ma|di|wo|do|vr|za|zo) \d\d\/\d\d$/);
  });
});

describe('sportscamp/trainerPresenceUpdate', () => {
  it('registers today by bike with the remarks trimmed', async () => {
    const row = await todayRow();
    const res = await update({ ids: String(row.id), presence: 1, transport: 2, remarks: '  Fietsen staan in de berging.  ' });
    expect(res.status).toBe(200);
    expect(res.json.find((d) => d.ids === String(row.id))).toMatchObject({ presence: 1, transport: 2, remarks: 'Fietsen staan in de berging.' });
    const after = await todayRow();
    expect([after.presence, after.transport, after.remarks]).toEqual([1, 2, 'Fietsen staan in de berging.']);
    expect(after.registeredAt).not.toBeNull();
  });

  it('refuses remarks with a newline and changes nothing', async () => {
    const row = await todayRow();
    for (const remarks of ['eerste lijn\ntweede lijn', 'met\r\nretour']) {
      const res = await update({ ids: String(row.id), presence: 1, transport: 1, remarks });
      expect([res.status, res.error.message]).toEqual([400, "Het veld 'remarks' mag geen regeleinde bevatten."]);
    }
    expect((await todayRow()).transport).toBe(2);
  });

  it('asks transport only when present', async () => {
    const row = await todayRow();
    const without = await update({ ids: String(row.id), presence: 1, transport: 0 });
    expect([without.status, without.error.message]).toEqual([400, "Het veld 'transport' is verplicht wanneer je aanwezig was: kies auto of fiets."]);
    const absentByCar = await update({ ids: String(row.id), presence: 0, transport: 1 });
    expect([absentByCar.status, absentByCar.error.message]).toEqual([400, "Het veld 'transport' geef je enkel op wanneer je aanwezig was."]);
    const bad = await update({ ids: String(row.id), presence: 1, transport: 3 });
    expect(bad.status).toBe(400);
    expect((await todayRow()).transport).toBe(2);
    const absent = await update({ ids: String(row.id), presence: 0 });
    expect(absent.json.find((d) => d.ids === String(row.id))).toMatchObject({ presence: 0, transport: 0 });
  });

  it("refuses another trainer's day, a coming day and malformed ids", async () => {
    const elsToday = await todayRow(els);
    const foreign = await update({ ids: String(elsToday.id), presence: 1, transport: 1 });
    expect([foreign.status, foreign.error.message]).toEqual([404, 'Deze kampdag bestaat niet of is niet de jouwe.']);
    const tomorrow = (await trainerDays(t.database.db, koen)).find((d) => d.campDate > today())!;
    const future = await update({ ids: String(tomorrow.id), presence: 1, transport: 1 });
    expect([future.status, future.error.message]).toEqual([409, 'Je kan je aanwezigheid pas registreren op de kampdag zelf.']);
    const malformed = await update({ ids: '12;drop', presence: 0 });
    expect([malformed.status, malformed.error.message]).toEqual([400, "Het veld 'ids' moet de nummers van je kampdagen bevatten."]);
    expect((await todayRow(els)).presence).toBe(-1);
  });
});
