import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from 'drizzle-orm/logger';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { memberIdOf, today } from '../../testing/sportsCampKit.ts';

let statements = 0;
const logger: Logger = { logQuery: () => void statements++ };
let t: TestApp;
let trainer: string;
let koen: number;
beforeAll(async () => {
  t = await createTestApp({}, logger);
  trainer = await t.login('trainer@demo.clubhuis.be');
  koen = await memberIdOf(t.database.db, 'Koen', 'Jacobs');
});
afterAll(() => t.close());

async function counted<T>(call: () => Promise<T>): Promise<[T, number]> {
  statements = 0;
  const out = await call();
  return [out, statements];
}

describe('planning', () => {
  it('offers the ten half days of the camp and the two groups per half day for check-in', async () => {
    const planning = await t.post('sportscamp/planningMomentList', { jwt: trainer, trainer_id: koen });
    expect(planning.json).toHaveLength(10);
    expect(planning.json[0]!.campTitleAndPeriod).toMatch(/^Herfstkamp Sport & Spel - \w\w \d\d\/\d\d voormiddag$/);
    const groups = await t.post('sportscamp/presenceMomentList', { jwt: trainer, trainer_id: koen });
    expect(groups.json).toHaveLength(20);
    expect(groups.json.filter((m) => m.campDate === today()).map((m) => m.campTitleAndPeriod.split(' - ')[1])).toEqual([
      'Kleuters (4-6 jaar)',
      'Sportievelingen (7-12 jaar)',
      'Kleuters (4-6 jaar)',
      'Sportievelingen (7-12 jaar)',
    ]);
  });

  it("answers a half day's planning with theme, material and trainers", async () => {
    const moments = (await t.post('sportscamp/planningMomentList', { jwt: trainer, trainer_id: koen })).json;
    const m = moments.find((x) => x.campDate === today() && x.ampm === 'am')!;
    const [res, n] = await counted(() => t.post('sportscamp/planning', { jwt: trainer, sportsCampId: m.sportsCampId, campDate: m.campDate, ampm: m.ampm }));
    expect(res.json.theme).toBe('Olympische spelen: Atletiek en springen');
    expect(res.json.planning).toHaveLength(4);
    expect(res.json.planning[0]).toMatchObject({ startTime: '09:00', group: 'Kleuters (4-6 jaar)' });
    expect(res.json.planning[0]!.trainers).toContain('Koen Jacobs');
    expect(res.json.material.length).toBeGreaterThan(1);
    expect(res.json.trainers.map((x) => x.name)).toContain('Koen Jacobs');
    expect(n).toBeLessThanOrEqual(8);
    const bad = await t.post('sportscamp/planning', { jwt: trainer, sportsCampId: m.sportsCampId, campDate: 'gisteren', ampm: 'am' });
    expect([bad.status, bad.error.message]).toEqual([400, "Het veld 'campDate' is ongeldig."]);
    // A day that does not exist, like every date field (the contract's Day): no 500 (issue 28).
    const impossible = await t.post('sportscamp/planning', { jwt: trainer, sportsCampId: m.sportsCampId, campDate: '2026-02-30', ampm: 'am' });
    expect([impossible.status, impossible.error.message]).toEqual([400, "Het veld 'campDate' is ongeldig."]);
    const badHalf = await t.post('sportscamp/planning', { jwt: trainer, sportsCampId: m.sportsCampId, campDate: m.campDate, ampm: 'xx' });
    expect([badHalf.status, badHalf.error.message]).toEqual([400, "Het veld 'ampm' moet 'am' of 'pm' zijn."]);
  });

  it("gives trainer@ today's own blocks, morning and afternoon", async () => {
    const res = await t.post('sportscamp/trainerDayPlanning', { jwt: trainer, trainerId: koen });
    expect(res.json).toHaveLength(4);
    expect(res.json.every((b) => b.campDate === today() && b.trainers.includes('Koen Jacobs'))).toBe(true);
    expect(res.json.map((b) => b.ampm)).toEqual(['am', 'am', 'pm', 'pm']);
  });
});

describe('sportscamp/materialList', () => {
  it('lists the 15 materials with a GIF photo and what today uses, in a fixed number of statements', async () => {
    const [res, n] = await counted(() => t.post('sportscamp/materialList', { jwt: trainer }));
    expect(res.json).toHaveLength(15);
    expect(res.json.every((m) => Buffer.from(m.photo, 'base64').subarray(0, 6).toString() === 'GIF89a' && m.photo.length < 400)).toBe(true);
    const usedToday = res.json.filter((m) => m.campDate === today());
    expect(usedToday.length).toBeGreaterThan(2);
    expect(usedToday.length).toBeLessThan(15);
    for (const m of res.json) expect(m.available + m.reserved).toBe(m.stock);
    expect(n).toBeLessThanOrEqual(4);
  });
});
