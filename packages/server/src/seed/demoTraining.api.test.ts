import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { today } from '../testing/playerMomentsKit.ts';
import { trainingGroups, trainingMoments, trainings } from '../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo trainings', () => {
  it('has three groups with a weekly training over the last eight and the next four weeks, in every status', async () => {
    const rows = await t.database.db
      .select({ group: trainingGroups.name, date: trainingMoments.trainingDate, status: trainingMoments.status })
      .from(trainingMoments)
      .innerJoin(trainings, eq(trainings.id, trainingMoments.trainingId))
      .innerJoin(trainingGroups, eq(trainingGroups.id, trainings.groupId));
    for (const group of ['Jeugd', 'Recreanten', 'Competitie']) {
      const mine = rows.filter((r) => r.group === group);
      expect(mine.filter((r) => r.date < today())).toHaveLength(8);
      expect(mine.filter((r) => r.date >= today())).toHaveLength(4);
    }
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([0, 1, 2, 8, 9]));
  });

  it('lets sporter@ log in as a trainee of two groups; trainer@ gives two trainings and assists the third', async () => {
    const sporter = await t.login('sporter@demo.clubhuis.be');
    const members = await t.post('member/getList.php', { jwt: sporter });
    expect(members.json[0]).toMatchObject({ memberName: 'Nina Vermeulen', trainingGroups: 'Competitie, Recreanten', traineeState: 1 });
    const trainer = await t.login('trainer@demo.clubhuis.be');
    const list = (await t.post('training/getTrainingMomentsToBeConfirmedList', { jwt: trainer })).json.data!;
    const trainers = (await t.post('trainer/getList.php', { jwt: trainer })).json.data!;
    const me = trainers.find((x) => x.name === 'Koen Jacobs')!.id;
    expect(new Set(list.map((m) => m.trainingGroup))).toEqual(new Set(['Jeugd', 'Recreanten', 'Competitie']));
    expect(list.filter((m) => m.trainingGroup !== 'Competitie').every((m) => m.trainerId === me)).toBe(true);
    expect(list.filter((m) => m.trainingGroup === 'Competitie').every((m) => m.trainerId !== me && m.assistentId === me)).toBe(true);
  });
});
