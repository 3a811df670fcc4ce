import { describe, expect, it } from 'vitest';
import { Day, Flag, FlagBit, TeamIdBody, teamIdOf, Text } from './endpoint.ts';

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

describe('Text', () => {
  it('takes any character, emoji (a surrogate pair) included, with tab, newline and return', () => {
    for (const v of ['Zoë', 'Ploeg 😀 A', 'regel\nregel\ttab\r']) expect(Text(40).safeParse(v).success).toBe(true);
  });

  it('refuses control characters and half of a surrogate pair, with a reason the server words', () => {
    for (const v of ['a\u0000', '\u007f', '\ud800', 'x\ud83d', '\ude00x', '\ude00\ud83d']) {
      const result = Text(40).safeParse(v);
      expect(result.success, JSON.stringify(v)).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ code: 'custom', params: { reason: 'invalidCharacters' } });
    }
  });
});

describe('Day', () => {
  it('takes days that exist, 29 February in a leap year', () => {
    for (const v of ['2026-01-31', '2024-02-29', '2000-02-29', '2026-12-31']) expect(Day.safeParse(v).success, v).toBe(true);
  });

  it('refuses days that do not exist and other forms', () => {
    for (const v of ['2026-02-30', '2025-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-1-1', '01/02/2026']) expect(Day.safeParse(v).success, v).toBe(false);
  });
});
