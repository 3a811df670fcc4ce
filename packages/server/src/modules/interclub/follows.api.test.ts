import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { meetings, teamFollows, teams } from '../../db/schema.ts';
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

describe('a followed team on home (Mijn week)', () => {
  it('shows the followed team’s meetings of the week and last week’s results, and no more once unfollowed', async () => {
    const db = t.database.db;
    const today = brusselsClock(new Date()).date;
    const teamAMeetings = await db.select().from(meetings).where(eq(meetings.teamId, teamA)).orderBy(asc(meetings.week));
    // One meeting of team A in two days, one played three days ago.
    const [coming, played] = [teamAMeetings.at(-1)!, teamAMeetings.at(-2)!];
    await db.update(meetings).set({ playDate: addDays(today, 2), score: '' }).where(eq(meetings.id, coming.id));
    await db.update(meetings).set({ playDate: addDays(today, -3), score: '10-6', won: 'Y' }).where(eq(meetings.id, played.id));
    const week = async () => (await t.post('home/myWeek', { jwt: lid })).json;
    const before = await week();
    expect(before.items.some((i) => i.kind === 'meeting' && i.id === coming.id)).toBe(false);
    expect(before.results.some((r) => r.kind === 'meeting' && r.id === played.id)).toBe(false);

    await t.post('teamcomposition/followTeam', { jwt: lid, team_id: teamA, follow: 1 });
    const after = await week();
    expect(after.items.find((i) => i.kind === 'meeting' && i.id === coming.id)).toMatchObject({
      memberId: 0,
      team: 'TTC De Demo A',
      date: addDays(today, 2),
      asksAnswer: false,
      followed: true,
    });
    expect(after.results.find((r) => r.kind === 'meeting' && r.id === played.id)).toMatchObject({ team: 'TTC De Demo A', score: '10-6', won: 'Y' });
    // Another account does not see lid@'s follows.
    const ouderWeek = (await t.post('home/myWeek', { jwt: ouder })).json;
    expect(ouderWeek.items.some((i) => i.kind === 'meeting' && i.id === coming.id)).toBe(false);

    await t.post('teamcomposition/followTeam', { jwt: lid, team_id: teamA, follow: 0 });
    expect((await week()).items.some((i) => i.kind === 'meeting' && i.id === coming.id)).toBe(false);
  });
});
