import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { leaguePoulePlayers, leagueSubscriptions, leagues, members } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { userFor } from '../../testing/interclubKit.ts';

/** Logins for n active members who have no subscription yet. */
async function unsubscribed(n: number): Promise<string[]> {
  const taken = new Set((await t.database.db.select({ id: leagueSubscriptions.memberId }).from(leagueSubscriptions)).map((r) => r.id));
  const free = (await t.database.db.select({ id: members.id }).from(members).where(eq(members.memberState, 1))).filter((r) => !taken.has(r.id));
  return Promise.all(free.slice(0, n).map((r) => userFor(t, r.id)));
}

let t: TestApp;
let lid: string;
let padel: string;
let manager: string;
let leagueId: number;
beforeAll(async () => {
  t = await createTestApp();
  [lid, padel, manager] = await Promise.all(['lid', 'padel', 'league'].map((u) => t.login(`${u}@demo.clubhuis.be`)));
  leagueId = (await t.post('league/list.php', { jwt: lid })).json[0]!.leagueId;
});
afterAll(() => t.close());

describe('league/list.php and league/information.php', () => {
  it('lists the padel league with its regulations', async () => {
    const list = (await t.post('league/list.php', { jwt: lid })).json;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ description: 'Padelleague TTC De Demo', onlineSubscriptions: true, maxNrOfSubscriptions: 48 });
    expect(list[0]!.information).toMatch(/^Reglement van de padelleague/);
  });

  it("shows padel@ the closed and the ongoing series (not the one to come) and its poule in each, captain of the ongoing one", async () => {
    const info = (await t.post('league/information.php', { jwt: padel, leagueid: leagueId, memberid: 0 })).json;
    expect(info.levels.map((l) => l.levelCode)).toEqual(['A', 'B', 'C']);
    expect(info.series.map((s) => [s.serie, s.status, s.statusDescription])).toEqual([
      [1, 9, 'Afgesloten'],
      [2, 2, 'Lopend'],
    ]);
    expect(info.series[1]).toMatchObject({ isFirstSerie: false, isLastSerie: true, toBePlayed: 5 });
    expect(info.series[0]).toMatchObject({ isFirstSerie: true, toBePlayed: 0 });
    expect(info.participations.map((p) => p.serie)).toEqual([1, 2]);
    const now = info.participations[1]!;
    expect(now).toMatchObject({ poulePlayerIndex: 1, levelCode: 'B', poule: 1, unSubscribed: false });
    expect(now.poulePlayers).toHaveLength(4);
    expect(now.pouleMatches.map((m) => m.matchIndex)).toEqual([1, 2, 3]);
    expect(now.poulePlayers.map((p) => p.ranking)).toEqual([1, 2, 3, 4]);
  });

  it("shows another member's poules to any member, and nothing for a member without one", async () => {
    const padelInfo = (await t.post('league/information.php', { jwt: padel, leagueid: leagueId, memberid: 0 })).json;
    const other = padelInfo.participations[1]!.poulePlayers.find((p) => p.player === 2)!;
    const seen = (await t.post('league/information.php', { jwt: lid, leagueid: leagueId, memberid: other.memberId })).json;
    expect(seen.participations[1]!.pouleId).toBe(padelInfo.participations[1]!.pouleId);
    const jan = (await t.post('league/information.php', { jwt: lid, leagueid: leagueId, memberid: 0 })).json;
    expect(jan.participations).toEqual([]);
    expect((await t.post('league/information.php', { jwt: lid, leagueid: 999, memberid: 0 })).status).toBe(404);
  });
});

describe('standings', () => {
  it('drops replaced players to the bottom in the order of their stored draw, the same for every call', async () => {
    const info = (await t.post('league/information.php', { jwt: padel, leagueid: leagueId, memberid: 0 })).json;
    const pouleId = info.participations[1]!.pouleId;
    // Five at once: the same order for everybody (the draw itself is written by the change: draws.api.test.ts).
    const serieId = info.series[1]!.serieId;
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.post('league/seriePouleList.php', { jwt: lid, leagueserieid: serieId })));
    const orders = answers.map((a) => a.json.find((p) => p.pouleId === pouleId)!.poulePlayers.map((p) => p.poulePlayerId));
    expect(new Set(orders.map((o) => o.join())).size).toBe(1);
    const poule = answers[0]!.json.find((p) => p.pouleId === pouleId)!;
    expect(poule.poulePlayers.slice(2).every((p) => p.replacementId > 0)).toBe(true);
    expect(poule.poulePlayers.slice(0, 2).every((p) => p.replacementId === 0)).toBe(true);
    const drawn = await t.database.db
      .select({ rank: leaguePoulePlayers.drawRank })
      .from(leaguePoulePlayers)
      .where(and(eq(leaguePoulePlayers.pouleId, pouleId), isNotNull(leaguePoulePlayers.drawRank)));
    expect(drawn.map((d) => d.rank).sort()).toEqual([1, 2]);
    const again = (await t.post('league/seriePouleList.php', { jwt: lid, leagueserieid: serieId })).json.find((p) => p.pouleId === pouleId)!;
    expect(again.poulePlayers.map((p) => p.poulePlayerId)).toEqual(orders[0]);
    // A replacement plays on court: the match shows who stood there.
    const sub = poule.poulePlayers[3]!;
    expect(poule.pouleMatches.some((m) => m.team1.includes(sub.replacementName) || m.team2.includes(sub.replacementName))).toBe(true);
  });

  it('counts both players of a side: matches won plus lost equals the matches played with them', async () => {
    const serieId = (await t.post('league/information.php', { jwt: padel, leagueid: leagueId, memberid: 0 })).json.series[0]!.serieId;
    const poules = (await t.post('league/seriePouleList.php', { jwt: lid, leagueserieid: serieId })).json;
    expect(poules).toHaveLength(9);
    for (const p of poules) {
      expect(p.pouleResults).toBe(3);
      for (const pl of p.poulePlayers) {
        expect(pl.matchesWon + pl.matchesLost).toBe(3);
        expect(pl.saldo).toBe(pl.gamesWon - pl.gamesLost);
      }
      const games = p.pouleMatches.reduce((n, m) => n + m.games1! + m.games2!, 0);
      expect(p.poulePlayers.reduce((n, pl) => n + pl.gamesWon, 0)).toBe(2 * games);
    }
  });
});

describe('league/statistics.php and league/serieRanking.php', () => {
  it('counts the matches of every series shown by score, with replacements and unfinished ones, and a total as serie 0', async () => {
    const rows = (await t.post('league/statistics.php', { jwt: lid, leagueid: leagueId })).json;
    expect(rows.map((r) => r.serie)).toEqual([0, 1, 2]);
    const [total, closed, ongoing] = rows;
    // The closed series: 9 poules of 3 matches, all played; the ongoing one: 17 played, 10 to play, 3 replacements.
    expect(closed).toMatchObject({ nrOfMatches: 27, nrOfUnFinishedMatches: 0, nrOfReplacements: 0 });
    expect(ongoing).toMatchObject({ nrOfMatches: 17, nrOfUnFinishedMatches: 10, nrOfReplacements: 3 });
    for (const r of [closed!, ongoing!]) {
      const byScore = r.nrOf60Matches + r.nrOf61Matches + r.nrOf62Matches + r.nrOf63Matches + r.nrOf64Matches + r.nrOf75Matches + r.nrOf76Matches;
      expect(byScore).toBe(r.nrOfMatches);
    }
    expect(total).toMatchObject({ period: 'Totaal', nrOfMatches: 44, nrOfUnFinishedMatches: 10, nrOfReplacements: 3 });
  });

  it('ranks the closed series level by level with every player once, and gives nothing for an ongoing one', async () => {
    const info = (await t.post('league/information.php', { jwt: padel, leagueid: leagueId, memberid: 0 })).json;
    const ranking = (await t.post('league/serieRanking.php', { jwt: lid, leagueserieid: info.series[0]!.serieId })).json;
    expect(ranking).toHaveLength(36);
    expect(ranking.map((r) => r.levelCode)).toEqual([...Array(12).fill('A'), ...Array(12).fill('B'), ...Array(12).fill('C')]);
    expect(ranking.map((r) => r.globalRanked)).toEqual(ranking.map((_, i) => i + 1));
    expect(ranking.filter((r) => r.levelCode === 'B').map((r) => r.ranked)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(new Set(ranking.map((r) => r.memberId)).size).toBe(36);
    expect((await t.post('league/serieRanking.php', { jwt: lid, leagueserieid: info.series[1]!.serieId })).json).toEqual([]);
  });
});

describe('league/playerResults.php and league/pouleInformation.php', () => {
  it("gives a member's matches per series with the outcome from its side, agreeing with the standings", async () => {
    const info = (await t.post('league/information.php', { jwt: padel, leagueid: leagueId, memberid: 0 })).json;
    const me = info.participations[1]!.poulePlayers.find((p) => p.player === 1)!;
    const results = (await t.post('league/playerResults.php', { jwt: lid, leagueid: leagueId, memberid: me.memberId })).json;
    expect(Object.keys(results).sort()).toEqual(['1', '2']);
    expect(results['2']!).toHaveLength(3);
    expect(results['2']!.filter((r) => r.won).length).toBe(me.matchesWon);
    expect(results['2']!.filter((r) => r.lost).length).toBe(me.matchesLost);
    expect(results['2']!.every((r) => r.players.length === 4 && r.poule === 'B1')).toBe(true);
    expect(results['2']!.filter((r) => r.games === '').every((r) => !r.won && !r.lost)).toBe(true);
  });

  it('gives one poule with its information, standings and matches; an unknown poule is 404', async () => {
    const info = (await t.post('league/information.php', { jwt: padel, leagueid: leagueId, memberid: 0 })).json;
    const pouleId = info.participations[1]!.pouleId;
    const res = (await t.post('league/pouleInformation.php', { jwt: lid, pouleid: pouleId })).json;
    expect(res.information).toMatchObject({ levelCode: 'B', poule: 1, serie: 2, serieStatus: 2, nrOfPlayers: 4, resultEntry: 1 });
    expect(res.players.map((p) => p.ranking)).toEqual([1, 2, 3, 4]);
    expect(res.matches).toHaveLength(3);
    const unknown = await t.post('league/pouleInformation.php', { jwt: lid, pouleid: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe('Deze poule bestaat niet.');
  });
});

describe('league/subscribe.php', () => {
  it('subscribes lid@ once; the session then carries the subscription', async () => {
    const res = await t.post('league/subscribe.php', { jwt: lid, leagueid: leagueId, memberid: 0, remarks: '  Liefst op dinsdag.  ' });
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(leagueSubscriptions).where(eq(leagueSubscriptions.id, res.json.leagueSubscriptionId));
    expect(row!.remarks).toBe('Liefst op dinsdag.');
    const again = await t.post('league/subscribe.php', { jwt: lid, leagueid: leagueId, memberid: 0, remarks: '' });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe('Je bent al ingeschreven voor deze league.');
    const session = await t.post('login.php', { login: 'lid@demo.clubhuis.be', password: 'demo' });
    expect(session.json.data!.leagueSubscriptionId).toBe(res.json.leagueSubscriptionId);
  });

  it("refuses someone else's member, a closed window and a full league, changing nothing", async () => {
    const padelInfo = (await t.post('league/information.php', { jwt: padel, leagueid: leagueId, memberid: 0 })).json;
    const other = padelInfo.participations[1]!.poulePlayers[1]!.memberId;
    expect((await t.post('league/subscribe.php', { jwt: manager, leagueid: leagueId, memberid: other, remarks: '' })).status).toBe(403);
    const [ouder] = await unsubscribed(1);
    await t.database.db.update(leagues).set({ subscriptionDateTill: '2000-01-01' }).where(eq(leagues.id, leagueId));
    const closed = await t.post('league/subscribe.php', { jwt: ouder, leagueid: leagueId, memberid: 0, remarks: '' });
    expect(closed.status).toBe(409);
    expect(closed.error.message).toBe('De inschrijvingen voor deze league zijn niet open.');
    await t.database.db.update(leagues).set({ subscriptionDateTill: '2999-01-01', maxNrOfSubscriptions: 41 }).where(eq(leagues.id, leagueId));
    const full = await t.post('league/subscribe.php', { jwt: ouder, leagueid: leagueId, memberid: 0, remarks: '' });
    expect(full.status).toBe(409);
    expect(full.error.message).toBe('Het maximum aantal inschrijvingen voor deze league is bereikt.');
    expect(await t.database.db.$count(leagueSubscriptions)).toBe(41);
  });

  it('keeps the maximum with many subscribing at once', async () => {
    await t.database.db.update(leagues).set({ maxNrOfSubscriptions: 43 }).where(eq(leagues.id, leagueId));
    const tokens = await unsubscribed(5);
    const answers = await Promise.all(tokens.map((jwt) => t.post('league/subscribe.php', { jwt, leagueid: leagueId, memberid: 0, remarks: '' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409, 409, 409]);
    expect(await t.database.db.$count(leagueSubscriptions)).toBe(43);
  });
});

describe('league/subscriptions.php', () => {
  it('gives every member the list (issue 28); contact data only to league managers, administrators and poule captains', async () => {
    const list = await t.post('league/subscriptions.php', { jwt: manager, leagueid: leagueId });
    expect(list.status).toBe(200);
    expect(list.json.length).toBeGreaterThanOrEqual(40);
    const withPoule = list.json.filter((s) => s.actualPoule > 0);
    expect(withPoule).toHaveLength(36);
    expect(list.json.some((s) => s.email.includes('@') && s.mobile !== '' && s.address !== '')).toBe(true);
    for (const jwt of [padel, await t.login('beheer@demo.clubhuis.be')]) {
      const same = await t.post('league/subscriptions.php', { jwt, leagueid: leagueId });
      expect(same.status).toBe(200);
      expect(same.json).toEqual(list.json);
    }
    // lid@ plays no poule: the same names, poules and rankings, without address, e-mail, phones and birth date.
    const member = await t.post('league/subscriptions.php', { jwt: lid, leagueid: leagueId });
    expect(member.status).toBe(200);
    const noContacts = { address: '', email: '', telephone: '', mobile: '', birthdate: '' };
    expect(member.json).toEqual(list.json.map((s) => ({ ...s, ...noContacts })));
  });
});
