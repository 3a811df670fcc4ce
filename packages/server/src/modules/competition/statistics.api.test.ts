import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, lt } from 'drizzle-orm';
import { WEEKS } from '@clubhuis/contract/rules/competition';
import { divisionRankings, meetingPlayers, meetings, members, teams } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { today } from '../../testing/interclubKit.ts';
import { otherClubTeam, teamIdOf } from '../../testing/statisticsKit.ts';

let t: TestApp;
let lid: string;
let teamA: number;
let teamC: number;
beforeAll(async () => {
  t = await createTestApp();
  lid = await t.login('lid@demo.clubhuis.be');
  teamA = await teamIdOf(t.database.db, 'TTC De Demo A');
  teamC = await teamIdOf(t.database.db, 'TTC De Demo C');
});
afterAll(() => t.close());

async function teamRow(teamId: number) {
  const [team] = await t.database.db.select().from(teams).where(eq(teams.id, teamId));
  return team!;
}

/** The division ranking rows of a team's division, as seeded. */
async function divisionOf(teamId: number) {
  const team = await teamRow(teamId);
  return t.database.db
    .select()
    .from(divisionRankings)
    .where(eq(divisionRankings.divisionId, team.divisionId))
    .orderBy(asc(divisionRankings.position));
}

describe('team/rankings', () => {
  it("answers the team's division as ranked, the club's row marked and named by the club", async () => {
    const res = await t.post('team/rankings', { teamId: teamA });
    expect(res.status).toBe(200);
    const seeded = await divisionOf(teamA);
    expect(res.json).toHaveLength(12);
    expect(res.json.map((r: { position: number }) => r.position)).toEqual(seeded.map((r) => r.position));
    const ours = res.json.filter((r: { isClubTeam: boolean }) => r.isClubTeam);
    expect(ours).toHaveLength(1);
    const own = seeded.find((r) => r.team === 'TTC De Demo A')!;
    expect(ours[0]).toEqual({
      position: own.position,
      team: 'TTC De Demo A',
      teamDescription: 'Heren A',
      gamesPlayed: own.gamesPlayed,
      gamesWon: own.gamesWon,
      gamesLost: own.gamesLost,
      gamesDraw: own.gamesDraw,
      points: own.points,
      isClubTeam: true,
    });
    const other = res.json.find((r) => !r.isClubTeam)!;
    expect(other.teamDescription).toBe(other.team);
  });

  it('answers 404 in Dutch for an unknown team, a team of another club or of an earlier season', async () => {
    const { teamId: foreign } = await otherClubTeam(t.database.db, 'R404');
    const [old] = await t.database.db
      .insert(teams)
      .values({ clubId: (await teamRow(teamA)).clubId, season: '2001-2002', sport: 'tabletennis', name: 'TTC De Demo Oud', playersPerTeam: 4 })
      .returning();
    for (const teamId of [999_999, foreign, old!.id]) {
      for (const jwt of [undefined, lid]) {
        const res = await t.post('team/rankings', { teamId, jwt });
        expect([res.status, res.error.message]).toEqual([404, 'Deze ploeg bestaat niet.']);
      }
    }
    const bad = await t.postRaw('team/rankings', { teamId: 'A' });
    expect([bad.status, bad.error.message]).toEqual([400, "Het veld 'teamId' heeft een ongeldig type (verwacht: getal)."]);
  });

  it('answers the 404 in French to a French caller (issue 33)', async () => {
    for (const jwt of [undefined, lid]) {
      const res = await t.post('team/rankings', { teamId: 999_999, jwt }, { 'accept-language': 'fr-BE,fr;q=0.9' });
      expect([res.status, res.error.message]).toEqual([404, "Cette équipe n'existe pas."]);
    }
  });
});

describe('team/calendar', () => {
  it("lists the team's 22 meetings with codes, scores and won from the club's side", async () => {
    const res = await t.post('team/calendar', { teamId: teamA });
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(22);
    expect(res.json.map((m: { week: number }) => m.week)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    const [w1, w2] = res.json;
    // Team A lost away in week 1 (9-7 for the home side) and won at home in week 2 (10-6).
    expect(w1).toMatchObject({ week: 1, outTeam: 'TTC De Demo A', outTeamCode: 'A999', score: '9-7', won: -1 });
    expect(w1.homeTeamCode).toMatch(/^OVL\d{3}$/);
    expect(w1.matchUrl).toBe(`https://competitie.vttl.be/match/${w1.playId}`);
    expect(w2).toMatchObject({ week: 2, homeTeam: 'TTC De Demo A', homeTeamCode: 'A999', score: '10-6', won: 1 });
    const coming = res.json.filter((m: { playDate: string }) => m.playDate >= today());
    expect(coming.every((m: { score: string; won: number }) => m.score === '' && m.won === 0)).toBe(true);
  });

  it('gives 0 for a draw: team C played 8-8 yesterday (week 10)', async () => {
    const res = await t.post('team/calendar', { teamId: teamC, jwt: lid });
    const w10 = res.json.find((m: { week: number }) => m.week === 10);
    expect(w10).toMatchObject({ score: '8-8', won: 0 });
    const played = res.json.filter((m: { score: string }) => m.score !== '');
    expect(new Set(played.map((m: { won: number }) => m.won))).toEqual(new Set([1, 0, -1]));
  });
});

describe('team/players', () => {
  it('lists the roster in order with the captain; contact data only for a logged-in member', async () => {
    const anonymous = await t.post('team/players', { teamId: teamA });
    expect(anonymous.status).toBe(200);
    expect(anonymous.json.map((p: { rank: number }) => p.rank)).toEqual([1, 2, 3, 4]);
    expect(anonymous.json.every((p: { telephone: string; email: string }) => p.telephone === '' && p.email === '')).toBe(true);
    const els = anonymous.json.find((p: { memberName: string }) => p.memberName === 'Els Wouters');
    expect(els).toMatchObject({ ranking: 'B4', captain: true, team: 'TTC De Demo A' });
    expect(anonymous.json.filter((p: { captain: boolean }) => p.captain)).toHaveLength(1);

    const logged = await t.post('team/players', { teamId: teamA, jwt: lid });
    const [row] = await t.database.db.select().from(members).where(eq(members.email, 'els.wouters@demo.clubhuis.be'));
    expect(logged.json.find((p: { memberName: string }) => p.memberName === 'Els Wouters')).toMatchObject({
      telephone: row!.mobile,
      email: 'els.wouters@demo.clubhuis.be',
    });
  });
});

describe('competition/weekOverview', () => {
  it("gives each player's wins per week, entries (4 a meeting), saldo and percentage", async () => {
    const res = await t.post('competition/weekOverview', { teamId: teamA });
    expect(res.status).toBe(200);
    const sheet = await t.database.db
      .select({ first: members.firstName, last: members.lastName, week: meetings.week, count: meetingPlayers.victoryCount })
      .from(meetingPlayers)
      .innerJoin(meetings, eq(meetings.id, meetingPlayers.meetingId))
      .innerJoin(members, eq(members.id, meetingPlayers.memberId))
      .where(and(eq(meetings.teamId, teamA), lt(meetings.playDate, today())));
    const names = new Set(sheet.map((s) => `${s.first} ${s.last}`));
    expect(res.json.map((r: { memberName: string }) => r.memberName).sort()).toEqual([...names].sort());
    // The week columns w01..w22 are keyed by a template in the contract, so its type leaves them out.
    const cells = (row: object) => row as Record<string, unknown>;
    for (const row of res.json) {
      const mine = sheet.filter((s) => `${s.first} ${s.last}` === row.memberName);
      const won = mine.reduce((sum, s) => sum + s.count!, 0);
      expect(row.entries).toBe(mine.length * 4);
      expect(row.saldo).toBe(won - (mine.length * 4 - won));
      expect(row.percentageString).toBe(`${Math.round((won * 100) / (mine.length * 4))}%`);
      expect(row.team).toBe('TTC De Demo A');
      for (let w = 1; w <= WEEKS; w++) {
        const cell = mine.find((s) => s.week === w);
        expect(cells(row)[`w${String(w).padStart(2, '0')}`]).toBe(cell ? String(cell.count) : '');
      }
    }
    // Week 10 is today: not played yet, so no player has a cell for it.
    expect(res.json.every((r) => cells(r).w10 === '')).toBe(true);
    expect(cells(res.json[0]!).w01).toMatch(/^[0-4]$/);
  });
});

describe('competition/rankingList', () => {
  it("lists the club's 9 teams with division, sport, position, points and the division's page", async () => {
    const res = await t.post('competition/rankingList', {});
    expect(res.status).toBe(200);
    const letters = ['A', 'B', 'C', 'D', 'E', 'F'].map((l) => `TTC De Demo ${l}`);
    // Table tennis first: the team the statistics screen opens with has every tab filled.
    expect(res.json.map((r: { team: string }) => r.team)).toEqual([...letters, 'TTC De Demo Jeugd', 'TTC De Demo Padel 1', 'TTC De Demo Padel 2']);
    const a = res.json.find((r: { teamId: number }) => r.teamId === teamA);
    const own = (await divisionOf(teamA)).find((r) => r.team === 'TTC De Demo A')!;
    expect(a).toEqual({
      teamId: teamA,
      team: 'TTC De Demo A',
      division: '1ste Provinciale',
      sport: 'tabletennis',
      position: own.position,
      points: own.points,
      calendarUrl: 'https://competitie.vttl.be/index.php?menu=4&div_id=6101_A',
    });
    const padel = res.json.find((r) => r.team === 'TTC De Demo Padel 1')!;
    expect(padel.sport).toBe('padel');
    expect(padel.calendarUrl).toBe('');
    expect(res.json.every((r: { position: number; points: number }) => r.position >= 1 && r.points > 0)).toBe(true);
  });
});

describe('competition/weekDigest', () => {
  it("gives each team's latest played meeting with result, position and line-up", async () => {
    const res = await t.post('competition/weekDigest', {});
    expect(res.status).toBe(200);
    expect(res.json.map((d: { team: string }) => d.team)).toEqual(
      (await t.post('competition/rankingList', {})).json.map((r: { team: string }) => r.team),
    );
    const byTeam = Object.fromEntries(res.json.map((d) => [d.team, d]));
    // Team A plays today (week 10, no score yet): its digest is week 9, lost 12-4 away.
    expect(byTeam['TTC De Demo A']).toMatchObject({ week: 9, result: 'Verloren', score: '12-4', won: -1 });
    // Team B won week 9 at home 9-7; team C drew yesterday (week 10) 8-8.
    expect(byTeam['TTC De Demo B']).toMatchObject({ week: 9, result: 'Gewonnen', score: '9-7', won: 1 });
    expect(byTeam['TTC De Demo C']).toMatchObject({ week: 10, result: 'Gelijk', score: '8-8', won: 0 });
    const [c10] = await t.database.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.teamId, teamC), eq(meetings.week, 10)));
    const lineUp = await t.database.db
      .select({ first: members.firstName, last: members.lastName })
      .from(meetingPlayers)
      .innerJoin(members, eq(members.id, meetingPlayers.memberId))
      .where(eq(meetingPlayers.meetingId, c10!.id))
      .orderBy(asc(meetingPlayers.position));
    expect(byTeam['TTC De Demo C']).toMatchObject({
      meeting: `${c10!.homeTeam} - ${c10!.awayTeam}`,
      matchUrl: c10!.frenoyUrl,
      composition: lineUp.map((p) => `${p.first} ${p.last}`).join(', '),
    });
    const own = (await divisionOf(teamC)).find((r) => r.team === 'TTC De Demo C')!;
    expect(byTeam['TTC De Demo C']!.position).toBe(own.position);
  });

  it('writes the results in French for a French caller (issue 33)', async () => {
    const res = await t.post('competition/weekDigest', {}, { 'accept-language': 'fr-BE' });
    const byTeam = Object.fromEntries(res.json.map((d) => [d.team, d]));
    expect(byTeam['TTC De Demo A']).toMatchObject({ week: 9, result: 'Perdu', won: -1 });
    expect(byTeam['TTC De Demo B']).toMatchObject({ result: 'Gagné', won: 1 });
    expect(byTeam['TTC De Demo C']).toMatchObject({ result: 'Égalité', won: 0 });
    // The Dutch answer is not served from the French one's cache, nor the other way round.
    expect((await t.post('competition/weekDigest', {})).json.find((d) => d.team === 'TTC De Demo A')!.result).toBe('Verloren');
  });

  it('is the same for a logged-in member', async () => {
    const anonymous = await t.post('competition/weekDigest', {});
    const logged = await t.post('competition/weekDigest', { jwt: lid });
    expect(logged.json).toEqual(anonymous.json);
  });

  it('moves on when a newer week gets its score', async () => {
    const db = t.database.db;
    const [todays] = await db.select().from(meetings).where(and(eq(meetings.teamId, teamA), eq(meetings.week, 10)));
    await db.update(meetings).set({ score: '8-8' }).where(eq(meetings.id, todays!.id));
    const res = await t.post('competition/weekDigest', {});
    expect(res.json.find((d: { team: string }) => d.team === 'TTC De Demo A')).toMatchObject({ week: 10, result: 'Gelijk', won: 0 });
    await db.update(meetings).set({ score: '' }).where(eq(meetings.id, todays!.id));
  });
});

describe('the club an anonymous caller sees', () => {
  it('is CLUB_CODE when set, else the first club; a logged-in caller always sees their own', async () => {
    const { teamId } = await otherClubTeam(t.database.db, 'C222');
    const other = await createTestApp({ defaultClubCode: 'C222' });
    try {
      // This app has its own copy of the template: the other club must be made there too.
      const { teamId: there } = await otherClubTeam(other.database.db, 'C222');
      const list = await other.post('competition/rankingList', {});
      expect(list.json.map((r: { team: string }) => r.team)).toEqual(['Andere C222 A']);
      expect((await other.post('team/players', { teamId: there })).json).toEqual([
        { rank: 1, memberName: 'Andere Speler', ranking: '', telephone: '', email: '', captain: false, team: 'Andere C222 A' },
      ]);
      expect((await other.post('team/rankings', { teamId: teamA })).status).toBe(404);
      const mine = await other.post('competition/rankingList', { jwt: await other.login('lid@demo.clubhuis.be') });
      expect(mine.json).toHaveLength(9);
    } finally {
      await other.close();
    }
    expect((await t.post('competition/rankingList', {})).json).toHaveLength(9);
    expect((await t.post('team/players', { teamId })).status).toBe(404);
    const unknown = await createTestApp({ defaultClubCode: 'Z000' });
    try {
      const res = await unknown.post('competition/weekDigest', {});
      expect([res.status, res.error.message]).toEqual([404, 'Deze club bestaat niet.']);
    } finally {
      await unknown.close();
    }
  });
});
