import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema.ts';
import { clubs, divisionRankings, meetingPlayers, meetings, members, tabtCache, teamPlayers, teams } from '../../db/schema.ts';
import { readConfig, type TabtConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { calendarEntryXml, clubTeamsAnswer, el, matchesAnswer, startTabtServer, type TabtTestServer } from '../../testing/tabtServer.ts';
import { TabtCache } from '../../adapters/tabt/tabtCache.ts';
import { syncAllClubs, syncClub, takeLease } from './tabtSync.ts';
import { memberId } from '../../testing/interclubKit.ts';

// The demo club plays as Tourinnes (BBW350) of the fixture here, a club of the AFTT (the recorded answers
// are of Walloon Brabant clubs), so the sync runs as a French-speaking club's: the local site's GetClubTeams and
// GetMatches answer that club's team A and its match 793870 with the full sheet, plus a team G and
// one match of it that the club does not have yet.

let t: TestApp;
let server: TabtTestServer;
let tabt: TabtCache;
const lines: string[] = [];
const config = (over: Partial<TabtConfig> = {}): TabtConfig => ({ ...readConfig({}).tabt, offlineClubs: [], endpoint: server.url, ...over });
const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) };

let club: typeof clubs.$inferSelect;
let teamA: typeof teams.$inferSelect;
let week1: typeof meetings.$inferSelect;
let lineup: { memberId: number; victoryCount: number | null }[];
let koen: number;

beforeAll(async () => {
  server = await startTabtServer();
  t = await createTestApp();
  tabt = new TabtCache(t.database.db, config(), log);
  const db = t.database.db;
  await db.delete(tabtCache);
  [club] = await db.update(clubs).set({ code: 'BBW350', association: 'AFTT' }).returning();
  // Team A and its week 1 meeting were made by hand before the first sync: no division id, no match id.
  [teamA] = await db.update(teams).set({ divisionId: 0 }).where(eq(teams.name, 'TTC De Demo A')).returning();
  [week1] = await db
    .update(meetings)
    .set({ matchUniqueId: null, playId: '' })
    .where(and(eq(meetings.teamId, teamA!.id), eq(meetings.week, 1)))
    .returning();
  // The sheet is not known yet: no victory counts.
  await db.update(meetingPlayers).set({ victoryCount: null }).where(eq(meetingPlayers.meetingId, week1!.id));
  lineup = await db
    .select({ memberId: meetingPlayers.memberId, victoryCount: meetingPlayers.victoryCount })
    .from(meetingPlayers)
    .where(eq(meetingPlayers.meetingId, week1!.id))
    .orderBy(asc(meetingPlayers.position));
  // Two line-up players are on the sheet (900015 won 3, 900001 won 2); Koen played without being in the line-up (900022, 3).
  const link = (id: number, associationId: string) => db.update(members).set({ associationId }).where(eq(members.id, id));
  koen = await memberId(t, 'Koen', 'Jacobs');
  await Promise.all([link(lineup[0]!.memberId, '900015'), link(lineup[1]!.memberId, '900001'), link(koen, '900022')]);

  const teamG =
    `<ns1:TeamEntries>${el('TeamId', '9999-1')}${el('Team', 'G')}${el('DivisionId', 9999)}` +
    `${el('DivisionName', 'Afdeling 9999')}</ns1:TeamEntries>`;
  server.answer('GetClubTeams', (req) => clubTeamsAnswer(req.Club!) + teamG);
  const gMatch = calendarEntryXml({
    id: 812345,
    matchId: 'PBBWH05/001',
    week: '05',
    date: '2025-10-10',
    homeClub: 'BBW999',
    homeTeam: 'Ergens F',
    awayClub: 'BBW350',
    awayTeam: 'Tourinnes G',
    divisionId: 9999,
  });
  server.answer('GetMatches', (req) => (req.Club === 'BBW350' ? matchesAnswer(req) + gMatch : undefined));
});
afterAll(async () => {
  await Promise.all([t.close(), server.close()]);
});

/** Every row of every table, as text: what a second run must leave exactly as it was. */
async function snapshot(skip: string[] = []): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of Object.values(schema)) {
    if (!(table instanceof PgTable)) continue;
    const name = getTableConfig(table).name;
    if (skip.includes(name)) continue;
    out[name] = (await t.database.db.select().from(table)).map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

describe('the competition sync', () => {
  it('imports teams, meetings with their sheets and division rankings, keeping what is ours', async () => {
    const [summary] = await syncAllClubs(t.database.db, tabt, log, new Date());
    expect(summary).toEqual({
      club: 'BBW350',
      teamsCreated: 1,
      teamsUpdated: 1,
      meetingsCreated: 1,
      meetingsUpdated: 1,
      matchesUnmatched: 0,
      sheetPlayers: 3,
      rankingRows: 4,
      listedMembers: 0,
      stale: false,
    });
    expect(lines.at(-1)).toBe('tabt sync BBW350: teams +1 ~1, meetings +1 ~1, sheet players 3, ranking rows 4, strength list 0');
    // Kept as the AFTT's answers: another federation's club with the same code never reads them.
    const keys = (await t.database.db.select({ key: tabtCache.key }).from(tabtCache)).map((r) => r.key.split(':')[0]);
    expect(new Set(keys)).toEqual(new Set(['AFTT']));
    expect(server.calls.map((c) => [c.operation, c.request])).toEqual([
      ['GetClubTeams', { Club: 'BBW350', Season: '27' }],
      ['GetMatches', { Club: 'BBW350', Season: '27', WithDetails: 'true' }],
      ['GetDivisionRanking', { DivisionId: '8860' }],
      ['GetDivisionRanking', { DivisionId: '9999' }],
      ['GetMembers', { Club: 'BBW350', Season: '27' }],
    ]);
  });

  it('adopted team A: division from the site; name, captain and players stay', async () => {
    const db = t.database.db;
    const [a] = await db.select().from(teams).where(eq(teams.id, teamA.id));
    expect(a).toEqual({ ...teamA, division: 'Afdeling 8860', divisionId: 8860 });
    const roster = await db.select().from(teamPlayers).where(eq(teamPlayers.teamId, teamA.id));
    expect(roster.length).toBeGreaterThan(3);
    const [g] = await db.select().from(teams).where(and(eq(teams.clubId, club.id), eq(teams.letter, 'G')));
    expect(g).toMatchObject({
      name: 'TTC De Demo G',
      season: '2026-2027',
      sport: 'tabletennis',
      division: 'Afdeling 9999',
      divisionId: 9999,
      playersPerTeam: 4,
      captainMemberId: null,
    });
  });

  it('filled the hand-made meeting from the site field by field', async () => {
    const [m] = await t.database.db.select().from(meetings).where(eq(meetings.id, week1.id));
    expect(m).toMatchObject({
      teamId: teamA.id,
      week: 1,
      playId: 'PBBWH01/021',
      matchUniqueId: 793870,
      playDate: '2025-09-12',
      playTime: '19:45',
      home: true,
      homeTeam: 'Tourinnes A',
      awayTeam: "Braine l'Alleud I",
      address: 'Sporthal De Demo, Sportlaan 1, 9000 Gent',
      frenoyUrl: 'https://resultats.aftt.be/match/793870',
      score: '9-7',
      won: 'Y',
    });
    // What the club keeps on a meeting is left alone.
    expect([m!.compositionError, m!.releasedAt, m!.report]).toEqual([week1.compositionError, week1.releasedAt, week1.report]);
  });

  it('wrote the sheet’s victory counts, adding a player who was not in the line-up', async () => {
    const rows = await t.database.db
      .select()
      .from(meetingPlayers)
      .where(eq(meetingPlayers.meetingId, week1.id))
      .orderBy(asc(meetingPlayers.position));
    expect(rows.map((r) => [r.memberId, r.position, r.reserve, r.victoryCount])).toEqual([
      [lineup[0]!.memberId, 1, false, 3],
      [lineup[1]!.memberId, 2, false, 2],
      [lineup[2]!.memberId, 3, false, null],
      [lineup[3]!.memberId, 4, false, null],
      [koen, 5, false, 3],
    ]);
  });

  it('created the new team’s meeting, away and without a score yet', async () => {
    const [g] = await t.database.db.select().from(teams).where(eq(teams.letter, 'G'));
    // An AFTT club's new team plays table tennis, as a VTTL club's.
    expect(g!.sport).toBe('tabletennis');
    const [m] = await t.database.db.select().from(meetings).where(eq(meetings.teamId, g!.id));
    expect(m).toMatchObject({ week: 5, matchUniqueId: 812345, home: false, homeTeam: 'Ergens F', awayTeam: 'Tourinnes G', score: '', won: '', address: '' });
  });

  it('ranked the division as the site does', async () => {
    const rows = await t.database.db
      .select()
      .from(divisionRankings)
      .where(and(eq(divisionRankings.clubId, club.id), eq(divisionRankings.divisionId, 8860)))
      .orderBy(asc(divisionRankings.position));
    expect(rows.map((r) => [r.season, r.position, r.team, r.teamClub, r.gamesPlayed, r.gamesWon, r.gamesLost, r.gamesDraw, r.points])).toEqual([
      [27, 1, 'Set-Jet Fleur Bleue D', 'BBW034', 1, 1, 0, 0, 3],
      [27, 2, 'Tourinnes A', 'BBW350', 1, 1, 0, 0, 3],
      [27, 3, "Braine l'Alleud I", 'BBW179', 1, 0, 1, 0, 1],
      [27, 4, 'La Hulpe-Rix. C', 'BBW194', 1, 0, 1, 0, 1],
    ]);
  });

  it('changes nothing when run again: from the cache without asking the site, or asking it again', async () => {
    const before = await snapshot();
    const calls = server.count();
    const again = await syncClub(t.database.db, tabt, club, new Date());
    expect(again).toMatchObject({ teamsCreated: 0, teamsUpdated: 0, meetingsCreated: 0, meetingsUpdated: 0, sheetPlayers: 0, rankingRows: 0 });
    expect(server.count()).toBe(calls);
    expect(await snapshot()).toEqual(before);

    // Asked again (--fresh): the same answers, so the club's tables stay the same; only the cache is renewed.
    const fresh = await syncClub(t.database.db, tabt, club, new Date(), { refresh: true });
    expect(fresh).toMatchObject({ teamsCreated: 0, teamsUpdated: 0, meetingsCreated: 0, meetingsUpdated: 0, sheetPlayers: 0, rankingRows: 0 });
    expect(server.count()).toBe(calls + 5);
    const { tabt_cache: _, ...rest } = before;
    expect(await snapshot(['tabt_cache'])).toEqual(rest);
  });

  it('leaves an offline club alone, and changes nothing when the site fails with nothing stored', async () => {
    const before = await snapshot();
    const offline = new TabtCache(t.database.db, config({ offlineClubs: ['BBW350'] }), log);
    const [skipped] = await syncAllClubs(t.database.db, offline, log, new Date());
    expect(skipped!.skipped).toBe('offline club: only stored answers');

    await t.database.db.delete(tabtCache);
    server.mode = 'quota';
    const calls = server.count();
    const failing = new TabtCache(t.database.db, config(), log);
    const failed = await syncClub(t.database.db, failing, club, new Date());
    server.mode = 'ok';
    expect(failed.skipped).toMatch(/^competition site: De competitiesite laat even geen vragen meer toe/);
    expect(server.count()).toBe(calls + 1);
    const { tabt_cache: _, ...rest } = before;
    expect(await snapshot(['tabt_cache'])).toEqual(rest);
  });

  it('lets one process of several sync per period (the schedule’s lease)', async () => {
    const db = t.database.db;
    expect(await takeLease(db, 3_600_000)).toBe(true);
    expect(await takeLease(db, 3_600_000)).toBe(false);
    await db.update(tabtCache).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(tabtCache.key, 'lease:tabt-sync'));
    expect(await takeLease(db, 3_600_000)).toBe(true);
  });
});
