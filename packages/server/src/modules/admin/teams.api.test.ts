import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { otherClubAdmin } from '../../testing/adminKit.ts';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import { seasonOfDate } from '@clubhuis/contract/rules/interclub';
import { eq } from 'drizzle-orm';
import { clubs } from '../../db/schema.ts';

let t: TestApp;
let beheer: string;
beforeAll(async () => {
  t = await createTestApp();
  beheer = await t.login('beheer@demo.clubhuis.be');
});
afterAll(() => t.close());

describe('admin/interclub/teams and teamSave', () => {
  it("lists the current season's teams with their rosters, and a new team's player finds it among its teams", async () => {
    const teams = (await t.post('admin/interclub/teams', { jwt: beheer })).json;
    const b = teams.find((x) => x.name === 'TTC De Demo B')!;
    expect(b.players.map((p) => p.memberName)).toContain('Jan Peeters');
    const jan = b.players.find((p) => p.memberName === 'Jan Peeters')!.memberId;
    const saved = await t.post('admin/interclub/teamSave', { jwt: beheer, name: ' TTC De Demo Z ', description: 'Veteranen', playersPerTeam: 3, startPlayerIndex: 40, captainMemberId: jan, playerIds: [jan] });
    expect(saved.json.message).toBe('De ploeg TTC De Demo Z werd bewaard met 1 speler.');
    const z = (await t.post('admin/interclub/teams', { jwt: beheer })).json.find((x) => x.teamId === saved.json.teamId)!;
    expect(z).toMatchObject({ season: b.season, playersPerTeam: 3, startPlayerIndex: 40, captainMemberId: jan, players: [{ memberId: jan, memberName: 'Jan Peeters' }] });
    const session = await t.post('login.php', { login: 'lid@demo.clubhuis.be', password: 'demo' });
    expect(session.json.data!.myTeams).toContain(saved.json.teamId);
  });

  it('refuses a foreign member, players per team above 6, and a season whose years do not follow each other', async () => {
    const bad = await t.post('admin/interclub/teamSave', { jwt: beheer, name: 'X', playerIds: [999_999] });
    expect([bad.status, bad.error.message]).toEqual([400, "Het veld 'playerIds' bevat een lid dat niet tot deze club behoort."]);
    const six = await t.postRaw('admin/interclub/teamSave', { jwt: beheer, name: 'X', playersPerTeam: 7 });
    expect([six.status, six.error.message]).toEqual([400, "Het veld 'playersPerTeam' is te groot (maximaal 6)."]);
    const other = await otherClubAdmin(t.database.db);
    for (const season of ['2026-2028', '2027-2026', '2026-2026']) {
      const wrong = await t.post('admin/interclub/teamSave', { jwt: other.jwt, name: 'Andere A', season });
      expect([wrong.status, wrong.error.message], season).toEqual([400, "Het veld 'season' moet twee opeenvolgende jaren zijn (bv. 2026-2027)."]);
    }
    expect((await t.post('admin/interclub/teams', { jwt: other.jwt })).json).toEqual([]);
  });

  it("puts a new club's first team, made by hand without a season, in the Belgian season of today, and the next one beside it (issue 28, item 10)", async () => {
    const other = await otherClubAdmin(t.database.db);
    const first = await t.post('admin/interclub/teamSave', { jwt: other.jwt, name: 'Andere A' });
    expect([first.status, first.json.message]).toEqual([200, 'De ploeg Andere A werd bewaard met 0 spelers.']);
    const second = await t.post('admin/interclub/teamSave', { jwt: other.jwt, name: 'Andere B' });
    expect(second.status).toBe(200);
    const teams = (await t.post('admin/interclub/teams', { jwt: other.jwt })).json;
    const season = seasonOfDate(brusselsClock(new Date()).date);
    expect(teams.map((x) => [x.name, x.season])).toEqual([
      ['Andere A', season],
      ['Andere B', season],
    ]);
  });

  it("keeps a changed team's sport, and gives a new team its club's sport (a padel team stayed table tennis)", async () => {
    const padel = (await t.post('admin/interclub/teams', { jwt: beheer })).json.find((x) => x.sport === 'padel')!;
    const { teamId, name, playersPerTeam, startPlayerIndex, captainMemberId, players } = padel;
    const saved = await t.post('admin/interclub/teamSave', { jwt: beheer, teamId, name, description: 'Dinsdag', playersPerTeam, startPlayerIndex, captainMemberId, playerIds: players.map((p) => p.memberId) });
    expect(saved.status).toBe(200);
    const after = (await t.post('admin/interclub/teams', { jwt: beheer })).json.find((x) => x.teamId === teamId)!;
    expect([after.sport, after.description]).toEqual(['padel', 'Dinsdag']);

    const other = await otherClubAdmin(t.database.db);
    await t.database.db.update(clubs).set({ association: 'PADEL' }).where(eq(clubs.id, other.clubId));
    const made = await t.post('admin/interclub/teamSave', { jwt: other.jwt, name: 'Padel Heren 1' });
    const given = await t.post('admin/interclub/teamSave', { jwt: other.jwt, name: 'Tafeltennis A', sport: 'tabletennis' });
    const teams = (await t.post('admin/interclub/teams', { jwt: other.jwt })).json;
    expect(teams.filter((x) => [made.json.teamId, given.json.teamId].includes(x.teamId)).map((x) => [x.name, x.sport])).toEqual([
      ['Padel Heren 1', 'padel'],
      ['Tafeltennis A', 'tabletennis'],
    ]);
  });
});
