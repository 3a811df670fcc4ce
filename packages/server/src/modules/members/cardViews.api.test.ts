import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MemberCard } from '@clubhuis/contract/entities/members';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { memberId } from '../../testing/playerMomentsKit.ts';
import { members, traineeObjectives } from '../../db/schema.ts';

// The member cards are JSON that PostgreSQL builds (queries.ts), with each view's privacy per field:
// every field in MemberCard's order, texts escaped, no birthdate as '', objectives only for a trainer
// and only for members in training, the ids' order as asked.
let t: TestApp;
let emma: number;
let lucas: number;
let jan: number;
const ADDRESS = 'Rue "du Moulin" 3\\b\nBus 2 – Liège ✓';
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  [emma, lucas, jan] = await Promise.all([memberId(db, 'Emma', 'Maes'), memberId(db, 'Lucas', 'Maes'), memberId(db, 'Jan', 'Peeters')]);
  await db.update(members).set({ address: ADDRESS, birthdate: null, traineeRemark: 'Puffer mee', traineeRemarkColor: 'red' }).where(eq(members.id, emma));
  const [clubOfJan] = await db.select({ clubId: members.clubId, traineeState: members.traineeState }).from(members).where(eq(members.id, jan));
  expect(clubOfJan!.traineeState).toBe(0);
  // An objective of a member not in training: no view shows it (only trainees' objectives are read).
  await db.insert(traineeObjectives).values({ clubId: clubOfJan!.clubId, memberId: jan, name: 'Oud doel', color: 'gray', achieved: true });
});
afterAll(() => t.close());

const cards = async (who: string, body: object) => {
  const res = await t.post('member/getList.php', { jwt: await t.login(`${who}@demo.clubhuis.be`), ...body });
  expect(res.status).toBe(200);
  return res.json as MemberCard[];
};
const of = (list: MemberCard[], id: number) => list.find((m) => m.id === id)!;

describe('member cards by view', () => {
  it('answer every field in order, escaped texts and a missing birthdate as an empty string', async () => {
    const [own] = await cards('ouder', { memberids: [emma] });
    expect(Object.keys(own!)).toEqual(Object.keys(MemberCard.shape));
    expect(own).toMatchObject({ id: emma, memberId: emma, memberName: 'Emma Maes', address: ADDRESS, birthdate: '', memberState: 1 });
    expect((await cards('ouder', { memberids: [lucas] }))[0]!.birthdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keep the order asked, once per member', async () => {
    expect((await cards('ouder', { memberids: [lucas, emma, lucas] })).map((m) => m.id)).toEqual([lucas, emma]);
    expect((await cards('ouder', {})).map((m) => m.id)).toEqual([emma, lucas]);
  });

  it("show the trainer's note and objectives to trainers only, training groups also to the member's own users", async () => {
    const directory = of(await cards('lid', { allmembers: true }), emma);
    expect(directory).toMatchObject({ traineeState: 0, trainingGroups: '', traineeRemark: '', traineeRemarkColor: '', achievedObjectives: [], currentObjectives: [] });
    expect(directory.email).not.toBe('');
    const own = of(await cards('ouder', { allmembers: true }), emma);
    expect(own).toMatchObject({ trainingGroups: '', traineeRemark: '', achievedObjectives: [] });
    const linked = of(await cards('ouder', {}), emma);
    expect(linked).toMatchObject({ traineeState: 1, trainingGroups: 'Jeugd', traineeRemark: '', traineeRemarkColor: '', achievedObjectives: [], currentObjectives: [] });
    for (const body of [{ allmembers: true }, { trainees: true }]) {
      const list = await cards('trainer', body);
      const card = of(list, emma);
      expect(card).toMatchObject({ traineeState: 1, trainingGroups: 'Jeugd', traineeRemark: 'Puffer mee', traineeRemarkColor: 'red' });
      const rows = await t.database.db.select().from(traineeObjectives).where(eq(traineeObjectives.memberId, emma)).orderBy(traineeObjectives.id);
      const shown = (achieved: boolean) => rows.filter((o) => o.achieved === achieved).map(({ id, name, color }) => ({ id, name, color }));
      expect(card.achievedObjectives).toEqual(shown(true));
      expect(card.currentObjectives).toEqual(shown(false));
      expect(card.achievedObjectives.length + card.currentObjectives.length).toBeGreaterThan(1);
      expect(list.every((m) => m.memberState === 1)).toBe(true);
      const names = list.map((m) => `${m.lastName}\u0000${m.firstName}`);
      expect(names).toEqual([...names].sort());
    }
    expect(of(await cards('trainer', { allmembers: true }), jan).achievedObjectives).toEqual([]);
    expect((await cards('trainer', { trainees: true })).every((m) => m.traineeState > 0)).toBe(true);
  });

  it("refuses the trainee list to a member who is no trainer, and another member's card", async () => {
    const lid = await t.login('lid@demo.clubhuis.be');
    const trainees = await t.post('member/getList.php', { jwt: lid, trainees: true });
    expect([trainees.status, trainees.error.message]).toEqual([403, 'Enkel trainers kunnen de lijst van de trainees opvragen.']);
    const other = await t.post('member/getList.php', { jwt: lid, memberids: [emma] });
    expect([other.status, other.error.message]).toEqual([403, 'Je kan enkel de ledenfiches van je eigen gekoppelde leden opvragen.']);
    const [active] = await t.database.db.select({ id: members.id }).from(members).where(and(eq(members.id, jan), eq(members.memberState, 1)));
    expect(active).toBeDefined();
  });
});
