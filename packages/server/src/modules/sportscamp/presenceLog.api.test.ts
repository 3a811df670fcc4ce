import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { demoCamp, otherCamp, today, todaysMoment } from '../../testing/sportsCampKit.ts';

let t: TestApp;
let trainer: string;
let leider: string;
let admin: string;
let member: string;
let moment: Awaited<ReturnType<typeof todaysMoment>>;
beforeAll(async () => {
  t = await createTestApp();
  [trainer, leider, admin, member] = await Promise.all(['trainer', 'leider', 'beheer', 'lid'].map((who) => t.login(`${who}@demo.clubhuis.be`)));
  moment = await todaysMoment(t.database.db);
});
afterAll(() => t.close());

const nameOf = async (email: string) => {
  const [u] = await t.database.db.select().from(users).where(eq(users.email, email));
  return `${u!.firstName} ${u!.lastName}`;
};

describe('sportscamp/presenceLog (issue 28 item 16)', () => {
  it("shows per child of today's camp who checked it in and out and when, without medication or contact data", async () => {
    const child = moment.children[0]!;
    const base = { event_id: moment.moment.id, subscription_id: child.id };
    expect((await t.post('sportscamp/presenceUpdate', { jwt: trainer, ...base, present: 1 })).status).toBe(200);
    expect((await t.post('sportscamp/updateCheckOut', { jwt: leider, ...base, checkedOut: 1 })).status).toBe(200);

    const res = await t.post('sportscamp/presenceLog', { jwt: trainer });
    expect(res.status).toBe(200);
    const camp = await demoCamp(t.database.db);
    expect([res.json.sportsCampId, res.json.campDate]).toEqual([camp.id, today()]);
    const row = res.json.children.find((c) => c.subscriptionId === child.id)!;
    expect(row.name).toBe(`${child.firstName} ${child.lastName}`);
    expect(row.events.map((e) => [e.ampm, e.action, e.value, e.by])).toEqual([
      ['am', 'checkIn', true, await nameOf('trainer@demo.clubhuis.be')],
      ['am', 'checkOut', true, await nameOf('leider@demo.clubhuis.be')],
    ]);
    expect(Math.abs(Date.parse(row.events[0]!.at) - Date.now())).toBeLessThan(60_000);
    // Every child of the camp, also those nobody checked in yet.
    expect(res.json.children.length).toBeGreaterThan(moment.children.length);
    expect(Object.keys(row).sort()).toEqual(['events', 'group', 'name', 'subscriptionId']);
    const medication = moment.children.map((c) => c.medication).filter((m) => m !== '');
    expect(medication.length).toBeGreaterThan(0);
    for (const m of medication) expect(JSON.stringify(res.json)).not.toContain(m);
  });

  it('gives the administrator every camp of the club and the same trail', async () => {
    const camp = await demoCamp(t.database.db);
    const res = await t.post('sportscamp/presenceLog', { jwt: admin, sportsCampId: camp.id, campDate: today() });
    expect(res.status).toBe(200);
    expect(res.json.camps.map((c) => c.sportsCampId)).toContain(camp.id);
    expect(res.json.children.some((c) => c.events.length === 2)).toBe(true);
    const unknown = await t.post('sportscamp/presenceLog', { jwt: admin, sportsCampId: 999_999 });
    expect([unknown.status, unknown.error.message]).toEqual([404, 'Dit sportkamp bestaat niet.']);
  });

  it("refuses another camp's trainer and a plain member, and shows another camp's trainer only its own camp", async () => {
    const camp = await demoCamp(t.database.db);
    const other = await otherCamp(t.database.db);
    const foreign = await t.post('sportscamp/presenceLog', { jwt: other.jwt, sportsCampId: camp.id });
    expect([foreign.status, foreign.error.message]).toEqual([403, 'Je bent geen trainer van dit sportkamp.']);
    const own = await t.post('sportscamp/presenceLog', { jwt: other.jwt });
    expect(own.json.camps.map((c) => c.title)).toEqual(['Kerstkamp Dans']);
    expect(own.json.children.map((c) => c.name)).toEqual([other.childName]);
    const plain = await t.post('sportscamp/presenceLog', { jwt: member });
    expect([plain.status, plain.error.message]).toEqual([403, 'Enkel de trainers van een sportkamp kunnen de sportkampgegevens bekijken.']);
    const anonymous = await t.post('sportscamp/presenceLog', {});
    expect(anonymous.status).toBe(401);
  });

  it('refuses a day outside the camp and an impossible date with a Dutch 400 naming campDate', async () => {
    const camp = await demoCamp(t.database.db);
    const outside = await t.post('sportscamp/presenceLog', { jwt: trainer, sportsCampId: camp.id, campDate: '2000-01-01' });
    expect([outside.status, outside.error.message]).toEqual([400, "Het veld 'campDate' moet een dag van het sportkamp zijn."]);
    const impossible = await t.postRaw('sportscamp/presenceLog', { jwt: trainer, sportsCampId: camp.id, campDate: '2026-02-30' });
    expect(impossible.status).toBe(400);
    expect(impossible.error.message).toMatch(/campDate/);
  });
});
