import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { teamIdOf } from '../../testing/statisticsKit.ts';

// /statistics opened team A for lid@, who plays in team B: myTeams was empty for players (issue 14, item 14).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const myTeams = async (email: string) => {
  const res = await t.post('login.php', { login: email, password: 'demo' });
  return res.json.data!.myTeams;
};

describe('myTeams of the session user', () => {
  it("holds a player's own team", async () => {
    const teamB = await teamIdOf(t.database.db, 'TTC De Demo B');
    const teams = await myTeams('lid@demo.clubhuis.be');
    expect(teams[0]).toBe(teamB);
    expect(await teamIdOf(t.database.db, 'TTC De Demo A')).not.toBe(teams[0]);
  });

  it('puts the team a captain leads first', async () => {
    const teamB = await teamIdOf(t.database.db, 'TTC De Demo B');
    expect((await myTeams('kapitein@demo.clubhuis.be'))[0]).toBe(teamB);
  });

  it("holds a parent's children's team, and is empty for a user without members", async () => {
    expect(await myTeams('ouder@demo.clubhuis.be')).toEqual([await teamIdOf(t.database.db, 'TTC De Demo Jeugd')]);
    expect(await myTeams('beheer@demo.clubhuis.be')).toEqual([]);
  });
});
