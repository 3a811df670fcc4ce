import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Path } from '@clubhuis/contract/catalogue';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { appConfig } from '../../db/schema.ts';
import { memberIdOf, todaysMoment } from '../../testing/sportsCampKit.ts';

let t: TestApp;
let trainer: string;
let lid: string;
let koen: number;
let jan: number;
let eventId: number;
let campId: number;
beforeAll(async () => {
  t = await createTestApp();
  [trainer, lid] = await Promise.all(['trainer', 'lid'].map((who) => t.login(`${who}@demo.clubhuis.be`)));
  [koen, jan] = await Promise.all([memberIdOf(t.database.db, 'Koen', 'Jacobs'), memberIdOf(t.database.db, 'Jan', 'Peeters')]);
  const today = await todaysMoment(t.database.db);
  eventId = today.moment.id;
  campId = today.camp.id;
});
afterAll(() => t.close());

const refusal = 'Enkel de trainers van een sportkamp kunnen de sportkampgegevens bekijken.';

/** Every sportscamp call with a body that is valid for the given member. */
function calls(memberId: number): [Path, Record<string, unknown>][] {
  return [
    ['sportscamp/presenceMomentList', { trainer_id: memberId }],
    ['sportscamp/planningMomentList', { trainer_id: memberId }],
    ['sportscamp/subscriptionList', {}],
    ['sportscamp/presenceList', { event_id: eventId, checkOut: 0 }],
    ['sportscamp/presenceUpdate', { event_id: eventId, subscription_id: 1, present: 1 }],
    ['sportscamp/updateCheckOut', { event_id: eventId, subscription_id: 1, checkedOut: 1 }],
    ['sportscamp/planning', { sportsCampId: campId, campDate: '2026-01-01', ampm: 'am' }],
    ['sportscamp/trainerDayPlanning', { trainerId: memberId }],
    ['sportscamp/materialList', {}],
    ['sportscamp/trainerPresenceList', { trainerId: memberId }],
    ['sportscamp/trainerPresenceUpdate', { ids: '1', presence: 0, transport: 0, remarks: '' }],
  ];
}

describe('who reaches the camp calls', () => {
  it('tells the session: trainer@ has a camp, lid@ has none', async () => {
    const asTrainer = await t.post('login.php', { login: 'trainer@demo.clubhuis.be', password: 'demo' });
    const asLid = await t.post('login.php', { login: 'lid@demo.clubhuis.be', password: 'demo' });
    expect(asTrainer.json.data!.hasSportsCamp).toBe(true);
    expect(asLid.json.data!.hasSportsCamp).toBe(false);
  });

  it('answers 403 to a member without a camp on every sportscamp call', async () => {
    for (const [path, body] of calls(jan)) {
      const res = await t.postRaw(path, { jwt: lid, ...body });
      expect([res.status, res.json.message], path).toEqual([403, refusal]);
    }
  });

  it("refuses a trainer asking for someone else's camp days", async () => {
    for (const path of ['sportscamp/trainerPresenceList', 'sportscamp/trainerDayPlanning'] as const) {
      const res = await t.post(path, { jwt: trainer, trainerId: jan });
      expect([res.status, res.error.message]).toEqual([403, 'Je kan enkel de kampgegevens van je eigen gekoppelde leden opvragen.']);
    }
    const own = await t.post('sportscamp/trainerPresenceList', { jwt: trainer, trainerId: koen });
    expect(own.status).toBe(200);
  });

  it('closes every call when the club turns the camp module off', async () => {
    const db = t.database.db;
    await db.update(appConfig).set({ sportsCampModule: false });
    try {
      const res = await t.post('sportscamp/subscriptionList', { jwt: trainer });
      expect([res.status, res.error.message]).toEqual([403, refusal]);
      const session = await t.post('login.php', { login: 'trainer@demo.clubhuis.be', password: 'demo' });
      expect(session.json.data!.hasSportsCamp).toBe(false);
    } finally {
      await db.update(appConfig).set({ sportsCampModule: true }).where(eq(appConfig.sportsCampModule, false));
    }
  });

  it('gives every member the transport types', async () => {
    const res = await t.post('general/transportTypeList.php', { jwt: lid });
    expect(res.json).toEqual([
      { typeId: 1, description: 'Auto' },
      { typeId: 2, description: 'Fiets' },
    ]);
  });
});
