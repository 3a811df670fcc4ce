import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { MemberCard } from '@clubhuis/contract/entities/members';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { members } from '../../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('member/getList.php with trainees', () => {
  it('lists the active trainees, by name, for a trainer', async () => {
    const trainer = await t.login('trainer@demo.clubhuis.be');
    const res = await t.post('member/getList.php', { jwt: trainer, trainees: true });
    expect(res.status).toBe(200);
    const list = z.array(MemberCard).parse(res.json);
    const inTraining = await t.database.db.select().from(members).where(gt(members.traineeState, 0));
    const active = inTraining.filter((m) => m.memberState === 1);
    expect(active.length).toBeLessThan(inTraining.length); // the seed has a former trainee, who must not show
    expect(list.map((m) => m.id).sort((a, b) => a - b)).toEqual(active.map((m) => m.id).sort((a, b) => a - b));
    expect(list.map((m) => m.memberName)).toContain('Emma Maes');
    // By last name; only initials compared, as 'De Smet' and 'Desmet' sort by the database's collation.
    const initials = list.map((m) => m.lastName[0]!);
    expect(initials).toEqual([...initials].sort());
  });

  it('is refused to users who are not trainers', async () => {
    const ouder = await t.login('ouder@demo.clubhuis.be');
    const res = await t.post('member/getList.php', { jwt: ouder, trainees: true });
    expect([res.status, res.error.message]).toEqual([403, 'Enkel trainers kunnen de lijst van de trainees opvragen.']);
    const both = await t.post('member/getList.php', { jwt: ouder, trainees: true, allmembers: true });
    expect(both.status).toBe(403);
  });

  it('leaves allmembers as it was: active members only', async () => {
    const ouder = await t.login('ouder@demo.clubhuis.be');
    const res = await t.post('member/getList.php', { jwt: ouder, allmembers: true, trainees: false });
    const active = await t.database.db.select({ id: members.id }).from(members).where(eq(members.memberState, 1));
    expect(res.json).toHaveLength(active.length);
  });
});
