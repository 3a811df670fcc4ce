import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { appConfig, competitionPlayers, compositionLogs, meetingPlayers, memberAbsences } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { meetingRow, meetingsOf, memberId } from '../../testing/interclubKit.ts';

let t: TestApp;
let kapitein: string;
let lid: string;
let leider: string;
/** Table tennis member id by index number. */
const byIndex = new Map<number, number>();
beforeAll(async () => {
  t = await createTestApp();
  [kapitein, lid, leider] = await Promise.all(['kapitein', 'lid', 'leider'].map((n) => t.login(`${n}@demo.clubhuis.be`)));
  const rows = await t.database.db.select().from(competitionPlayers).where(eq(competitionPlayers.sport, 'tabletennis'));
  for (const r of rows) byIndex.set(r.indexNumber, r.memberId);
});
afterAll(() => t.close());

const ids = (...indexes: number[]) => indexes.map((i) => byIndex.get(i)!);
const save = (jwt: string, id: number, players: number[], reserves: number[] = [], remarks = '') =>
  t.post('teamcomposition/update', { jwt, teamcalendar_id: id, players, reserves, remarks });
const lineUp = (id: number) =>
  t.database.db
    .select({ memberId: meetingPlayers.memberId, reserve: meetingPlayers.reserve })
    .from(meetingPlayers)
    .where(eq(meetingPlayers.meetingId, id))
    .orderBy(asc(meetingPlayers.reserve), asc(meetingPlayers.position));
const logCount = async (id: number) =>
  Number((await t.database.db.select({ n: count() }).from(compositionLogs).where(eq(compositionLogs.meetingId, id)))[0]!.n);
/** Team B's coming meetings; the seed leaves the first ones without a line-up. */
const teamB = () => meetingsOf(t, 'TTC De Demo B', 'coming');

describe('teamcomposition/update', () => {
  it('saves a correct line-up with reserves, its verdict, and one log row per change', async () => {
    const [m] = await teamB();
    const res = await save(kapitein, m!.id, ids(5, 6, 7, 8), ids(9), '  Samenkomst 19u15  ');
    expect(res.status).toBe(200);
    expect(res.json.error).toBe('Correcte teamopstelling');
    expect(res.json.meeting.members).toBe(ids(5, 6, 7, 8).join(','));
    expect(res.json.meeting.reserves).toBe(String(byIndex.get(9)));
    expect(res.json.meeting.composition).toMatch(/^<ol><li>.+<\/li><\/ol><p>Reserves:<\/p><ul><li>.+<\/li><\/ul>$/);
    expect(await lineUp(m!.id)).toEqual([...ids(5, 6, 7, 8).map((x) => ({ memberId: x, reserve: false })), { memberId: byIndex.get(9), reserve: true }]);
    const row = await meetingRow(t, m!.id);
    expect([row.compositionError, row.compositionRemarks, row.releasedAt !== null]).toEqual(['Correcte teamopstelling', 'Samenkomst 19u15', true]);
    const log = await t.post('teamcomposition/compositionLog', { jwt: lid, teamcalendar_id: m!.id });
    expect(log.json).toHaveLength(6);
    expect(log.json.map((l: { modification: string }) => l.modification)).toEqual(
      expect.arrayContaining(['Toegevoegd als speler', 'Toegevoegd als reserve', 'Opmerkingen aangepast']),
    );
    expect(log.json.every((l: { userName: string }) => l.userName === 'Tom Claes')).toBe(true);
  });

  it('saves a line-up with a player below the start index, stored and answered as a warning', async () => {
    const [m] = await teamB();
    const res = await save(kapitein, m!.id, ids(2, 6, 7, 8));
    expect(res.status).toBe(200);
    // Index 2 also plays for team A that week in the seed: the verdict names both.
    expect(res.json.error).toContain('staat onder de startindex van de ploeg (index 2, start 5).');
    expect(res.json.meeting.error).toBe(res.json.error);
    expect((await meetingRow(t, m!.id)).compositionError).toBe(res.json.error);
  });

  it('warns for too few players, a player of another team the same week, and a reported absence', async () => {
    const [, second] = await teamB();
    const [teamA] = (await meetingsOf(t, 'TTC De Demo A', 'coming')).filter((x) => x.week === second!.week);
    // Index 3 plays for team A in that week; index 6 reports an absence on team B's date.
    await save(leider, teamA!.id, ids(1, 2, 3, 4));
    await t.database.db.insert(memberAbsences).values({ clubId: teamA!.clubId, memberId: byIndex.get(6)!, dateFrom: second!.playDate, dateTo: second!.playDate, remark: 'Ziek' });
    const res = await save(kapitein, second!.id, ids(3, 6, 7));
    expect(res.json.error).toContain('staat deze week al opgesteld in TTC De Demo A.');
    expect(res.json.error).toContain('heeft zich afwezig gemeld voor deze datum.');
    expect(res.json.error).toContain('Er zijn maar 3 van de 4 spelers opgesteld.');
  });

  it('refuses users without the right, captains of another team, and past meetings, writing nothing', async () => {
    const [m] = await teamB();
    const teamA = (await meetingsOf(t, 'TTC De Demo A', 'coming'))[0]!;
    const past = (await meetingsOf(t, 'TTC De Demo B', 'past'))[0]!;
    const before = [await lineUp(m!.id), await lineUp(teamA.id), await lineUp(past.id), await logCount(m!.id)];
    const member = await save(lid, m!.id, ids(5, 6, 7, 8));
    expect([member.status, member.error.message]).toEqual([403, 'Je mag de opstelling van deze ploeg niet aanpassen.']);
    const otherTeam = await save(kapitein, teamA.id, ids(1, 2, 3, 4));
    expect(otherTeam.status).toBe(403);
    const old = await save(leider, past.id, ids(5, 6, 7, 8));
    expect([old.status, old.error.message]).toEqual([409, 'Deze ontmoeting is voorbij: ze kan niet meer aangepast worden.']);
    expect([await lineUp(m!.id), await lineUp(teamA.id), await lineUp(past.id), await logCount(m!.id)]).toEqual(before);
  });

  it('lets composeAnyTeam compose any team', async () => {
    const teamA = (await meetingsOf(t, 'TTC De Demo A', 'coming'))[1]!;
    const res = await save(leider, teamA.id, ids(1, 2, 3, 4));
    expect([res.status, res.json.meeting.members]).toEqual([200, ids(1, 2, 3, 4).join(',')]);
  });

  it('refuses too many players or reserves, duplicates and unknown or former members, writing nothing', async () => {
    const [m] = await teamB();
    const before = [await lineUp(m!.id), await logCount(m!.id)];
    const five = await save(kapitein, m!.id, ids(5, 6, 7, 8, 9));
    expect([five.status, five.error.message]).toEqual([400, "Het veld 'players' bevat te veel spelers (maximaal 4)."]);
    const seven = await save(kapitein, m!.id, ids(5, 6, 7, 8, 9, 10, 11));
    expect([seven.status, seven.error.message]).toEqual([400, "Het veld 'players' bevat te veel elementen (maximaal 6)."]);
    const reserves = await save(kapitein, m!.id, ids(5, 6, 7, 8), ids(9, 10, 11, 12));
    expect([reserves.status, reserves.error.message]).toEqual([400, "Het veld 'reserves' bevat te veel elementen (maximaal 3)."]);
    const twice = await save(kapitein, m!.id, ids(5, 6, 7, 8), ids(5));
    expect([twice.status, twice.error.message]).toEqual([400, 'Een speler mag maar één keer in de opstelling staan.']);
    const unknown = await save(kapitein, m!.id, [...ids(5, 6, 7), 999999]);
    expect([unknown.status, unknown.error.message]).toEqual([400, "Het veld 'players' bevat een onbekend of niet-actief lid."]);
    expect([await lineUp(m!.id), await logCount(m!.id)]).toEqual(before);
  });

  it('refuses composing when the club does not release line-ups through the app', async () => {
    const [m] = await teamB();
    await t.database.db.update(appConfig).set({ teamCompositionsNeedRelease: false });
    const res = await save(leider, m!.id, ids(5, 6, 7, 8));
    await t.database.db.update(appConfig).set({ teamCompositionsNeedRelease: true });
    expect([res.status, res.error.message]).toEqual([403, 'Ploegopstellingen worden in deze club niet via de app vrijgegeven.']);
  });

  it('keeps one whole line-up when two saves race', async () => {
    const m = (await teamB())[2]!;
    const a = ids(5, 6, 7, 8);
    const b = ids(9, 10, 11, 12);
    const answers = await Promise.all([save(kapitein, m.id, a), save(leider, m.id, b)]);
    expect(answers.map((x) => x.status)).toEqual([200, 200]);
    const players = (await lineUp(m.id)).map((p) => p.memberId);
    expect([a, b]).toContainEqual(players);
  });
});

describe('team/playersList and team/list', () => {
  it('lists the sport’s players with list and index numbers, and the teams with captains', async () => {
    const teams = await t.post('team/list', { jwt: lid });
    expect(teams.json).toHaveLength(9);
    const b = teams.json.find((x) => x.team === 'TTC De Demo B')!;
    expect(b).toMatchObject({ captainName: 'Tom Claes', startPlayerIndex: 5, nrOfPlayersPerTeam: 4, sport: 'tabletennis' });
    const players = await t.post('team/playersList', { jwt: kapitein, id: b.id });
    expect(players.json[0]).toMatchObject({ listNumber: 1, indexNumber: 1 });
    const jan = await memberId(t, 'Jan', 'Peeters');
    expect(players.json.find((p) => p.id === jan)!.playerName).toBe('Jan Peeters');
    const unknown = await t.post('team/playersList', { jwt: kapitein, id: 999999 });
    expect([unknown.status, unknown.error.message]).toEqual([404, 'Deze ploeg bestaat niet.']);
  });
});

