import { describe, expect, it } from 'vitest';
import { Flag, FlagBit, TeamIdBody, teamIdOf } from './endpoint.ts';

describe('Flag', () => {
  it('reads 1/0, "1"/"0" and true/false', () => {
    expect([1, '1', true].map((v) => Flag.parse(v))).toEqual([true, true, true]);
    expect([0, '0', false].map((v) => Flag.parse(v))).toEqual([false, false, false]);
    expect([1, '0', true].map((v) => FlagBit.parse(v))).toEqual([1, 0, 1]);
  });

  it('refuses anything else', () => {
    for (const v of [2, -1, 'ja', 'true', '', null, undefined, [1], {}]) expect(Flag.safeParse(v).success).toBe(false);
  });
});

describe('TeamIdBody', () => {
  it('takes team_id, or teamId as before, and asks for team_id when neither is there', () => {
    expect(teamIdOf(TeamIdBody.parse({ team_id: 4 }))).toBe(4);
    expect(teamIdOf(TeamIdBody.parse({ teamId: 5 }))).toBe(5);
    const none = TeamIdBody.safeParse({});
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]?.path).toEqual(['team_id']);
  });
});
