import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { members } from '../../db/schema.ts';

// A trainer's note about a child is for trainers (issue 14, item 4); the directory keeps its contact data.
let t: TestApp;
const NOTE = 'Let op: astma, puffer in de rugzak';
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db
    .update(members)
    .set({ traineeRemark: NOTE, traineeRemarkColor: 'red' })
    .where(and(eq(members.firstName, 'Emma'), eq(members.lastName, 'Maes')));
});
afterAll(() => t.close());

const emmaIn = <C extends { memberName: string }>(cards: C[]) => cards.find((m) => m.memberName === 'Emma Maes')!;

describe('trainee fields in member/getList.php', () => {
  it('gives a member the directory without trainee fields, contact data included', async () => {
    const lid = await t.login('lid@demo.clubhuis.be');
    const res = await t.post('member/getList.php', { jwt: lid, allmembers: true });
    expect(res.status).toBe(200);
    expect(res.json.every((m) => m.traineeRemark === '' && m.traineeRemarkColor === '' && m.trainingGroups === '')).toBe(true);
    expect(emmaIn(res.json)).toMatchObject({ traineeState: 0, email: expect.any(String) });
    expect(res.json.some((m) => m.email !== '' || m.mobile !== '')).toBe(true);
  });

  it("gives a parent its children's training groups but not the trainer's note", async () => {
    const ouder = await t.login('ouder@demo.clubhuis.be');
    const res = await t.post('member/getList.php', { jwt: ouder });
    expect(emmaIn(res.json)).toMatchObject({ trainingGroups: 'Jeugd', traineeState: 1, traineeRemark: '', traineeRemarkColor: '' });
    // Objectives are the trainer's work notes too.
    expect(emmaIn(res.json)).toMatchObject({ achievedObjectives: [], currentObjectives: [] });
  });

  it('gives a trainer every trainee field, in the directory and in the trainee list', async () => {
    const trainer = await t.login('trainer@demo.clubhuis.be');
    for (const body of [{ allmembers: true }, { trainees: true }]) {
      const res = await t.post('member/getList.php', { jwt: trainer, ...body });
      expect(emmaIn(res.json)).toMatchObject({ trainingGroups: 'Jeugd', traineeRemark: NOTE, traineeRemarkColor: 'red' });
      expect(emmaIn(res.json).achievedObjectives.length).toBeGreaterThan(0);
      expect(emmaIn(res.json).currentObjectives[0]).toMatchObject({ name: expect.any(String), color: expect.any(String) });
    }
  });
});
