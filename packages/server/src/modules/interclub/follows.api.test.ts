import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { teamFollows, teams } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { otherClubTeam } from '../../testing/statisticsKit.ts';

let t: TestApp;
let lid: string;
let ouder: string;
let teamA: number;
let teamC: number;
beforeAll(async () => {
  t = await createTestApp();
  [lid, ouder] = await Promise.all([t.login('lid@demo.clubhuis.be'), t.login('ouder@demo.clubhuis.be')]);
  const byName = async (name: string) => (await t.database.db.select({ id: teams.id }).from(teams).where(eq(teams.name, name)))[0]!.id;
  [teamA, teamC] = [await byName('TTC De Demo A'), await byName('TTC De Demo C')];
});
afterAll(() => t.close());

describe('teamcomposition/followTeam and followedTeams', () => {
  it('follows and unfollows a team of the club for the caller’s own account only; twice at once is one follow', async () => {
    expect((await t.post('teamcomposition/followedTeams', { jwt: lid })).json).toEqual({ team_ids: [] });
    const twice = await Promise.all([t.post('teamcomposition/followTeam', { jwt: lid, team_id: teamA, follow: 1 }), t.post('teamcomposition/followTeam', { jwt: lid, team_id: teamA, follow: true })]);
    expect(twice.map((r) => r.status)).toEqual([200, 200]);
    expect((await t.post('teamcomposition/followTeam', { jwt: lid, team_id: teamC, follow: '1' })).json).toEqual({ team_ids: [teamA, teamC].sort((a, b) => a - b) });
    expect(await t.database.db.select().from(teamFollows).where(eq(teamFollows.teamId, teamA))).toHaveLength(1);
    // Another account sees and changes only its own follows.
    expect((await t.post('teamcomposition/followedTeams', { jwt: ouder })).json).toEqual({ team_ids: [] });
    await t.post('teamcomposition/followTeam', { jwt: ouder, team_id: teamA, follow: 0 });
    expect((await t.post('teamcomposition/followTeam', { jwt: lid, team_id: teamA, follow: 0 })).json).toEqual({ team_ids: [teamC] });
    expect((await t.post('teamcomposition/followedTeams', { jwt: lid })).json).toEqual({ team_ids: [teamC] });
  });

  it('refuses another club’s team (404 in Dutch), a missing flag (400 naming it) and an anonymous caller (401)', async () => {
    const other = await otherClubTeam(t.database.db, 'F777');
    const foreign = await t.post('teamcomposition/followTeam', { jwt: lid, team_id: other.teamId, follow: 1 });
    expect([foreign.status, foreign.error.message]).toEqual([404, 'Deze ploeg bestaat niet.']);
    const missing = await t.postRaw('teamcomposition/followTeam', { jwt: lid, team_id: teamA });
    expect(missing.status).toBe(400);
    expect(missing.error.message).toMatch(/follow/);
    expect((await t.postRaw('teamcomposition/followTeam', { team_id: teamA, follow: 1 })).status).toBe(401);
    expect((await t.postRaw('teamcomposition/followedTeams', {})).status).toBe(401);
    expect(await t.database.db.select().from(teamFollows).where(eq(teamFollows.teamId, other.teamId))).toEqual([]);
  });
});
