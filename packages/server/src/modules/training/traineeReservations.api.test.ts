import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { trainingMoments } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { memberId, today } from '../../testing/playerMomentsKit.ts';
import { momentsOf, reservationRow } from '../../testing/trainingKit.ts';

let t: TestApp;
let sporter: string;
let ouder: string;
let trainer: string;
let nina: number;
let emma: number;
beforeAll(async () => {
  t = await createTestApp();
  [sporter, ouder, trainer] = await Promise.all(['sporter', 'ouder', 'trainer'].map((w) => t.login(`${w}@demo.clubhuis.be`)));
  [nina, emma] = await Promise.all([memberId(t.database.db, 'Nina', 'Vermeulen'), memberId(t.database.db, 'Emma', 'Maes')]);
});
afterAll(() => t.close());

const db = () => t.database.db;
const reserve = (jwt: string, body: { event_id: number; member_id: number; reserved: -1 | 0 | 1; remark?: string }) =>
  t.post('training/updateTrainingReservation', { jwt, ...body });
const coming = async (title: string) => (await momentsOf(db(), title)).filter((m) => m.trainingDate > today() && m.status < 8);

describe('training/getTraineeMomentList', () => {
  it("gives sporter@ the trainings of Nina's two groups with her answers, and nobody else's", async () => {
    const res = await t.post('training/getTraineeMomentList', { jwt: sporter, trainee_id: nina });
    const list = res.json.data!;
    expect(new Set(list.map((m) => m.trainingGroup))).toEqual(new Set(['Recreanten', 'Competitie']));
    expect(list.some((m) => m.reserved === -1 && m.remark === 'Examen aan de hogeschool.')).toBe(true);
    expect(list.some((m) => m.presence === 1)).toBe(true);
    const other = await t.post('training/getTraineeMomentList', { jwt: sporter, trainee_id: emma });
    expect([other.status, other.error.message]).toEqual([403, 'Je kan enkel de trainingen van je eigen gekoppelde leden opvragen.']);
  });
});

describe('training/updateTrainingReservation', () => {
  it('needs a reason to be absent, records it for the trainer to see, and undoes it', async () => {
    const moment = (await coming('Competitietraining'))[1]!;
    const bare = await reserve(sporter, { event_id: moment.id, member_id: nina, reserved: -1, remark: '   ' });
    expect([bare.status, bare.error.message]).toEqual([400, 'Geef aan waarom je niet aanwezig kan zijn a.u.b.']);
    expect(await reservationRow(db(), moment.id, nina)).toBeUndefined();

    const absent = await reserve(sporter, { event_id: moment.id, member_id: nina, reserved: -1, remark: ' Ziek ' });
    expect(absent.json.data).toMatchObject({ eventId: moment.id, reserved: -1, remark: 'Ziek' });
    expect(await reservationRow(db(), moment.id, nina)).toMatchObject({ reserved: -1, remark: 'Ziek' });

    // Competition is Pieter's, assisted by Koen (trainer@): he sees the expected answer.
    const seen = await t.post('training/getTrainingPresencesList', { jwt: trainer, event_id: moment.id });
    expect(seen.json.data!.presences.find((p) => p.memberId === nina)).toMatchObject({ memberName: 'Nina Vermeulen', presence: -1, reserved: -1, remark: 'Ziek' });

    const present = await reserve(sporter, { event_id: moment.id, member_id: nina, reserved: 1, remark: 'genegeerd' });
    expect(present.json.data).toMatchObject({ reserved: 1, remark: '' });
    const undo = await reserve(sporter, { event_id: moment.id, member_id: nina, reserved: 0 });
    expect(undo.json.data).toMatchObject({ reserved: 0, remark: '' });
    expect(await reservationRow(db(), moment.id, nina)).toBeUndefined();
  });

  it("refuses another user's member, a training the member is not in, a past one and a cancelled one", async () => {
    const comp = (await coming('Competitietraining'))[0]!;
    const notMine = await reserve(ouder, { event_id: comp.id, member_id: nina, reserved: 1 });
    expect([notMine.status, notMine.error.message]).toEqual([403, 'Je kan enkel voor je eigen gekoppelde leden reserveren of annuleren.']);
    const notIn = await reserve(ouder, { event_id: comp.id, member_id: emma, reserved: 1 });
    expect([notIn.status, notIn.error.message]).toEqual([403, 'Dit lid traint niet mee in deze training.']);
    const past = (await momentsOf(db(), 'Recreantentraining')).filter((m) => m.trainingDate < today()).at(-1)!;
    const late = await reserve(sporter, { event_id: past.id, member_id: nina, reserved: 1 });
    expect([late.status, late.error.message]).toEqual([409, 'Deze training is voorbij: je kan je aan- of afwezigheid niet meer aanpassen.']);
    const cancelled = (await momentsOf(db(), 'Competitietraining')).find((m) => m.trainingDate > today() && m.status === 9)!;
    const closed = await reserve(sporter, { event_id: cancelled.id, member_id: nina, reserved: 1 });
    expect(closed.status).toBe(409);
    expect(await reservationRow(db(), cancelled.id, nina)).toBeUndefined();
    // A training confirmed while it runs (started, not ended): answers are closed too.
    const running = (await coming('Recreantentraining'))[2]!;
    await db().update(trainingMoments).set({ status: 2 }).where(eq(trainingMoments.id, running.id));
    const confirmed = await reserve(sporter, { event_id: running.id, member_id: nina, reserved: -1, remark: 'Ziek' });
    expect([confirmed.status, confirmed.error.message]).toEqual([409, 'Deze training werd bevestigd, samengevoegd of geannuleerd: je kan je aan- of afwezigheid niet meer aanpassen.']);
  });
});
