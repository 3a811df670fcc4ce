import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { countingTestApp, type CountingApp } from '../../testing/statisticsKit.ts';
import { memberId } from '../../testing/playerMomentsKit.ts';
import { trainingMoments, trainingPresences, trainingReservations } from '../../db/schema.ts';

// A list's cost must not grow with history: the same statements at 1× and 10× the trainings.
let t: CountingApp;
let trainer: string;
let sporter: string;
let nina: number;
beforeAll(async () => {
  t = await countingTestApp();
  [trainer, sporter] = await Promise.all([t.login('trainer@demo.clubhuis.be'), t.login('sporter@demo.clubhuis.be')]);
  nina = await memberId(t.db, 'Nina', 'Vermeulen');
});
afterAll(() => t.close());

/** Nine more copies of every moment, with their presences and reservations. */
async function growTenfold(): Promise<void> {
  const moments = await t.db.select().from(trainingMoments);
  for (let copy = 0; copy < 9; copy++) {
    const made = await t.db
      .insert(trainingMoments)
      .values(moments.map(({ id: _, ...m }) => ({ ...m, mergeId: null })))
      .returning({ id: trainingMoments.id });
    const idOf = new Map(moments.map((m, i) => [m.id, made[i]!.id]));
    const presences = await t.db.select().from(trainingPresences).where(inArray(trainingPresences.momentId, [...idOf.keys()]));
    if (presences.length) await t.db.insert(trainingPresences).values(presences.map((p) => ({ ...p, momentId: idOf.get(p.momentId)! })));
    const reservations = await t.db.select().from(trainingReservations).where(inArray(trainingReservations.momentId, [...idOf.keys()]));
    if (reservations.length) await t.db.insert(trainingReservations).values(reservations.map((r) => ({ ...r, momentId: idOf.get(r.momentId)! })));
  }
}

async function counts(pastId: number): Promise<number[]> {
  const out: number[] = [];
  for (const call of [
    () => t.post('training/getTrainingMomentsToBeConfirmedList', { jwt: trainer }),
    () => t.post('training/getTrainingPresencesList', { jwt: trainer, event_id: pastId }),
    () => t.post('training/getTraineeMomentList', { jwt: sporter, trainee_id: nina }),
    () => t.post('training/getAttendanceOverview', { jwt: trainer, group_id: 0 }),
  ]) {
    const res = await call();
    expect(res.status).toBe(200);
    out.push(t.statements());
  }
  return out;
}

describe('training list calls', () => {
  it('run the same number of statements at 1× and 10× the trainings', async () => {
    const [past] = await t.db.select({ id: trainingMoments.id }).from(trainingMoments).where(eq(trainingMoments.status, 2)).limit(1);
    await counts(past!.id); // each user's first call also loads it into the process's cache
    const before = await counts(past!.id);
    await growTenfold();
    const list = await t.post('training/getTrainingMomentsToBeConfirmedList', { jwt: trainer });
    expect(list.json.data!.length).toBeGreaterThan(100);
    expect(await counts(past!.id)).toEqual(before);
    expect(Math.max(...before)).toBeLessThanOrEqual(6);
  });
});
