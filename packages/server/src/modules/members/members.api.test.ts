import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { MemberCard } from '@clubhuis/contract/entities/members';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { members } from '../../db/schema.ts';

let t: TestApp;
let ouder: string;
beforeAll(async () => {
  t = await createTestApp();
  ouder = await t.login('ouder@demo.clubhuis.be');
});
afterAll(() => t.close());

describe('member/getList.php', () => {
  it("lists the user's own linked members, the first one first", async () => {
    const res = await t.post('member/getList.php', { jwt: ouder });
    expect(res.status).toBe(200);
    const list = z.array(MemberCard).parse(res.json);
    expect(list.map((m) => m.memberName)).toEqual(['Emma Maes', 'Lucas Maes']);
    expect(list[0]!.trainingGroups).toBe('Jeugd');
  });

  it('answers for the ids asked when they are linked', async () => {
    const own = (await t.post('member/getList.php', { jwt: ouder })).json as { id: number }[];
    const res = await t.post('member/getList.php', { jwt: ouder, memberids: [own[1]!.id] });
    expect(res.json.map((m: { memberName: string }) => m.memberName)).toEqual(['Lucas Maes']);
  });

  it("refuses another member's file", async () => {
    const lid = await t.login('lid@demo.clubhuis.be');
    const own = (await t.post('member/getList.php', { jwt: ouder })).json as { id: number }[];
    const res = await t.post('member/getList.php', { jwt: lid, memberids: [own[0]!.id] });
    expect(res.status).toBe(403);
    expect(res.error.message).toBe('Je kan enkel de ledenfiches van je eigen gekoppelde leden opvragen.');
  });

  it('lists all active members, never former ones, with contact details for a logged-in member', async () => {
    const res = await t.post('member/getList.php', { jwt: ouder, allmembers: true });
    expect(res.status).toBe(200);
    const list = z.array(MemberCard).parse(res.json);
    const [{ n }] = (await t.database.db
      .select({ n: count() })
      .from(members)
      .where(and(eq(members.memberState, 1)))) as [{ n: number }];
    expect(list).toHaveLength(n);
    expect(n).toBeLessThan(60);
    expect(list.every((m) => m.memberState === 1)).toBe(true);
    expect(list.find((m) => m.memberName === 'Jan Peeters')?.email).toBe('jan.peeters@demo.clubhuis.be');
  });
});
