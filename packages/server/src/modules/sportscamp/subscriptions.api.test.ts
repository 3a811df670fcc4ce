import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBirthdayOn } from '@clubhuis/contract/rules/sportscamp';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { otherCamp, today } from '../../testing/sportsCampKit.ts';

let t: TestApp;
let trainer: string;
let other: Awaited<ReturnType<typeof otherCamp>>;
beforeAll(async () => {
  t = await createTestApp();
  trainer = await t.login('trainer@demo.clubhuis.be');
  other = await otherCamp(t.database.db);
});
afterAll(() => t.close());

describe('sportscamp/subscriptionList', () => {
  it("gives the camp's trainers every child with medication and extra information", async () => {
    const res = await t.post('sportscamp/subscriptionList', { jwt: trainer });
    const list = res.json;
    expect(list).toHaveLength(41);
    expect(new Set(list.map((s) => s.sportsCamp))).toEqual(new Set(['Herfstkamp Sport & Spel']));
    expect(list.filter((s) => s.medication !== '').length).toBeGreaterThanOrEqual(5);
    expect(list.filter((s) => s.gdpr === '0').length).toBeGreaterThanOrEqual(4);
    expect(list.filter((s) => s.isBirthdayToday).length).toBe(1);
    expect(list.find((s) => s.name === 'Lucas Maes')).toMatchObject({ isMember: '1', gender: 'M' });
    for (const s of list) expect(s.isBirthdayToday).toBe(isBirthdayOn(s.birthdate, today()));
    expect(list.some((s) => s.name === other.childName)).toBe(false);
  });

  it("keeps a child's medication and extra information from the trainers of another camp", async () => {
    const res = await t.post('sportscamp/subscriptionList', { jwt: other.jwt });
    expect(res.json.map((s) => [s.name, s.medication, s.extraInfo])).toEqual([[other.childName, 'Geheime medicatie', 'Geheime info']]);
    const text = JSON.stringify(res.json);
    expect(text).not.toContain('EpiPen');
    expect(text).not.toContain('Herfstkamp');
  });

  it("keeps another camp's moments and planning closed to its non-trainers", async () => {
    const moments = await t.post('sportscamp/presenceMomentList', { jwt: trainer, trainer_id: await koenId() });
    const eventId = moments.json[0]!.eventId;
    const list = await t.post('sportscamp/presenceList', { jwt: other.jwt, event_id: eventId });
    expect([list.status, list.error.message]).toEqual([403, 'Je bent geen trainer van dit sportkamp.']);
    const planning = await t.post('sportscamp/planning', { jwt: other.jwt, sportsCampId: moments.json[0]!.sportsCampId, campDate: today(), ampm: 'am' });
    expect(planning.status).toBe(403);
  });
});

async function koenId(): Promise<number> {
  const res = await t.post('login.php', { login: 'trainer@demo.clubhuis.be', password: 'demo' });
  return res.json.data!.memberId;
}
