import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { inLanguage } from '../../i18n/language.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { memberId, today } from '../../testing/playerMomentsKit.ts';
import { momentsOf } from '../../testing/trainingKit.ts';
import { clearOutbox, noticeLines, subscribeEveryAccount } from '../../testing/notificationsKit.ts';
import { momentLine } from './momentQueries.ts';

// The training calls answer in the caller's language (issue 33): French refusals, moment lines and
// statuses with Accept-Language fr-BE (the demo accounts never chose a language), Dutch without; a
// trainee whose account chose French reads where its training moved to in French.

const FR = { 'accept-language': 'fr-BE,fr;q=0.9' };
const DAY_FR = /^(dim|lun|mar|mer|jeu|ven|sam)\. \d\d\/\d\d \d\d:\d\d - \d\d:\d\d$/;
const DAY_NL = /^(zo|ma|di|wo|do|vr|za) \d\d\/\d\d \d\d:\d\d - \d\d:\d\d$/;

let t: TestApp;
let trainer: string;
let sporter: string;
let nina: number;
beforeAll(async () => {
  t = await createTestApp();
  [trainer, sporter] = await Promise.all([t.login('trainer@demo.clubhuis.be'), t.login('sporter@demo.clubhuis.be')]);
  nina = await memberId(t.database.db, 'Nina', 'Vermeulen');
  await subscribeEveryAccount(t.database.db);
});
afterAll(() => t.close());
beforeEach(() => clearOutbox(t.database.db));

const coming = async () => (await momentsOf(t.database.db, 'Recreantentraining')).filter((m) => m.trainingDate > today() && m.status < 2);
const update = (body: { event_id: number; status: 8 | 9; merge_id?: number }, headers?: Record<string, string>) =>
  t.post('training/updateTrainingMoment', { jwt: trainer, remark: '', ...body }, headers);

describe('training in French', () => {
  it('asks the reason of an absence in French (400)', async () => {
    const [m] = await coming();
    const res = await t.post('training/updateTrainingReservation', { jwt: sporter, event_id: m!.id, member_id: nina, reserved: -1, remark: ' ' }, FR);
    expect([res.status, res.error.message]).toEqual([400, "Indique pourquoi tu ne peux pas être présent, s'il te plaît."]);
  });

  it('writes the moment lines and statuses of both lists in French, and in Dutch again right after', async () => {
    const list = (await t.post('training/getTrainingMomentsToBeConfirmedList', { jwt: trainer }, FR)).json.data!;
    expect(list.length).toBeGreaterThan(0);
    for (const m of list) expect(m.moment).toMatch(DAY_FR);
    expect(new Set(list.map((m) => m.trainingStatusDescription))).toEqual(new Set(list.map((m) => ({ 0: 'Ouvert', 1: 'Ouvert', 2: 'Confirmé', 8: 'Regroupé', 9: 'Annulé' })[m.trainingStatus])));
    // PostgreSQL's line (the list) is the one momentLine writes.
    const [row] = await momentsOf(t.database.db, list[0]!.title);
    const first = list.find((m) => m.eventId === row!.id)!;
    expect(first.moment).toBe(inLanguage('fr', () => momentLine(row!)));
    const trainee = (await t.post('training/getTraineeMomentList', { jwt: sporter, trainee_id: nina }, FR)).json.data!;
    for (const m of trainee) expect(m.moment).toMatch(DAY_FR);
    const dutch = (await t.post('training/getTrainingMomentsToBeConfirmedList', { jwt: trainer })).json.data!;
    for (const m of dutch) expect(m.moment).toMatch(DAY_NL);
    expect(dutch.some((m) => m.trainingStatusDescription === 'Open' || m.trainingStatusDescription === 'Bevestigd')).toBe(true);
  });

  it('refuses to cancel a training twice in French (409)', async () => {
    const [m] = await coming();
    expect((await update({ event_id: m!.id, status: 9 }, FR)).status).toBe(200);
    const again = await update({ event_id: m!.id, status: 9 }, FR);
    expect([again.status, again.error.message]).toEqual([409, "Cet entraînement est déjà confirmé, regroupé ou annulé : défais-le d'abord."]);
  });

  it("tells a trainee whose account chose French the moved training's day in French", async () => {
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.email, 'sporter@demo.clubhuis.be'));
    const options = await Promise.all(
      (await coming()).map(async (m) => ({ m, with: (await t.post('training/getMergeTrainingMomentList', { jwt: trainer, training_id: m.trainingId, event_id: m.id }, FR)).json.data! })),
    );
    const { m, with: candidates } = options.find((o) => o.with.length > 0)!;
    const target = candidates[0]!;
    expect(target.moment).toMatch(DAY_FR);
    // The trainer's call is Dutch: the trainee's notice still names the day in French.
    expect((await update({ event_id: m.id, status: 8, merge_id: target.id })).status).toBe(200);
    const lines = (await noticeLines(t.database.db)).filter((l) => l.startsWith('sporter'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${target.title} (${target.moment})`);
  });
});
