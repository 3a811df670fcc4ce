import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TraineeTrainingMoment } from '@clubhuis/contract/entities/training';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { memberId } from '../../testing/playerMomentsKit.ts';
import { momentsOf } from '../../testing/trainingKit.ts';
import { trainingMoments } from '../../db/schema.ts';

// The trainer's and the trainee's moment lists are JSON that PostgreSQL builds (momentJson.ts); the
// presence list answers one moment through toMoment in JavaScript. Both must say the same, field for
// field, in the same order: status by the Brussels clock, the date line, nulls as 0, escaped texts.
let t: TestApp;
let trainer: string;
let sporter: string;
let nina: number;
const REMARK = 'Zaal "B" \\ 2e verdieping\nNiet vergeten: € 2 voor de ballen ✓';
beforeAll(async () => {
  t = await createTestApp();
  [trainer, sporter] = await Promise.all([t.login('trainer@demo.clubhuis.be'), t.login('sporter@demo.clubhuis.be')]);
  nina = await memberId(t.database.db, 'Nina', 'Vermeulen');
  const [first] = await momentsOf(t.database.db, 'Recreantentraining');
  await t.database.db.update(trainingMoments).set({ remark: REMARK }).where(eq(trainingMoments.id, first!.id));
});
afterAll(() => t.close());

const trainerList = async () => (await t.post('training/getTrainingMomentsToBeConfirmedList', { jwt: trainer })).json.data!;

describe('the moment lists PostgreSQL builds', () => {
  it("answer each of the trainer's moments exactly as its presence list does", async () => {
    const list = await trainerList();
    expect(list.length).toBeGreaterThan(20);
    expect(list.map((m) => m.trainingRemark)).toContain(REMARK);
    for (const m of list) {
      const one = (await t.post('training/getTrainingPresencesList', { jwt: trainer, event_id: m.eventId })).json.data!.moment;
      expect(m).toEqual(one);
      expect(Object.keys(m)).toEqual(Object.keys(one));
    }
    const sorted = [...list].sort((a, b) => a.startTime.localeCompare(b.startTime) || a.eventId - b.eventId);
    expect(list.map((m) => m.eventId)).toEqual(sorted.map((m) => m.eventId));
  });

  it("gives a trainee the same moment fields and only its own answers, and refuses another member's list", async () => {
    const byId = new Map((await trainerList()).map((m) => [m.eventId, m]));
    const [moment] = (await momentsOf(t.database.db, 'Recreantentraining')).filter((m) => m.status < 2 && m.trainingDate > new Date().toISOString().slice(0, 10));
    const reason = 'Examen "wiskunde" \\ sorry ✓';
    const answer = await t.post('training/updateTrainingReservation', { jwt: sporter, event_id: moment!.id, member_id: nina, reserved: -1, remark: reason });
    expect(answer.status).toBe(200);
    const res = await t.post('training/getTraineeMomentList', { jwt: sporter, trainee_id: nina });
    const list = res.json.data!;
    expect(list.length).toBeGreaterThan(10);
    expect(list.find((x) => x.eventId === moment!.id)).toEqual(answer.json.data);
    expect(answer.json.data).toMatchObject({ memberId: nina, reserved: -1, remark: reason, presence: -1 });
    const shared = Object.keys(TraineeTrainingMoment.shape).filter((k) => !['memberId', 'presence', 'reserved', 'remark'].includes(k));
    for (const x of list) {
      expect(Object.keys(x)).toEqual(Object.keys(TraineeTrainingMoment.shape));
      const m = byId.get(x.eventId)!;
      expect(Object.fromEntries(shared.map((k) => [k, x[k as keyof typeof x]]))).toEqual(Object.fromEntries(shared.map((k) => [k, m[k as keyof typeof m]])));
    }
    // The trainer's remark on a moment is not part of the trainee's answer.
    expect(JSON.stringify(list)).not.toContain('verdieping');
    const other = await t.post('training/getTraineeMomentList', { jwt: trainer, trainee_id: nina });
    expect([other.status, other.json]).toEqual([403, { success: false, message: 'Je kan enkel de trainingen van je eigen gekoppelde leden opvragen.', data: null }]);
    const notTrainer = await t.post('training/getTrainingMomentsToBeConfirmedList', { jwt: sporter });
    expect([notTrainer.status, notTrainer.json.message]).toEqual([403, 'Enkel trainers kunnen de trainingsmomenten bekijken en aanpassen.']);
  });
});
