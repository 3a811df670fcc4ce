// The draw among replaced players is written by the change that needs it, never by a read (issue 29).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, notInArray } from 'drizzle-orm';
import { leaguePoulePlayers, members } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { playersOf, poulesOf } from '../../testing/leagueKit.ts';
import { tableDigest } from '../../testing/tableDigest.ts';

let t: TestApp;
let lid: string;
let padel: string;
let manager: string;
let beheer: string;
let leagueId: number;
/** Poules of the ongoing series: A1 without replacements, B1 with two (drawn), C2 with one. */
let a1: number;
let b1: number;
let c2: number;
beforeAll(async () => {
  t = await createTestApp();
  [lid, padel, manager, beheer] = await Promise.all(['lid', 'padel', 'league', 'beheer'].map((u) => t.login(`${u}@demo.clubhuis.be`)));
  leagueId = (await t.post('league/list.php', { jwt: lid })).json[0]!.leagueId;
  const ongoing = await poulesOf(t.database.db, 2);
  [a1, b1, c2] = [ongoing[0]!.id, ongoing[3]!.id, ongoing[7]!.id];
});
afterAll(() => t.close());

/** The poule's draw ranks by poule player id (null: not drawn). */
const ranksOf = async (pouleId: number) => new Map((await playersOf(t.database.db, pouleId)).map((p) => [p.id, p.drawRank]));
const undoDraw = (pouleId: number) => t.database.db.update(leaguePoulePlayers).set({ drawRank: null }).where(eq(leaguePoulePlayers.pouleId, pouleId));

/** Active members playing in none of these poules, to stand in. */
async function standIns(pouleIds: number[], n: number): Promise<number[]> {
  const inPoules = t.database.db.select({ id: leaguePoulePlayers.memberId }).from(leaguePoulePlayers).where(inArray(leaguePoulePlayers.pouleId, pouleIds));
  const rows = await t.database.db.select({ id: members.id }).from(members).where(notInArray(members.id, inPoules)).orderBy(members.id).limit(n);
  return rows.map((r) => r.id);
}

const replace = (pouleplayerid: number, replacementid: number, quitsleague = false) =>
  t.post('league/replacePoulePlayer.php', { jwt: manager, pouleplayerid, replace: true, replacementid, absencereasonid: 0, remarks: 'Geblesseerd', quitsleague });

describe('the draw among replaced players', () => {
  it('is stored by the demo data, so no read has to make it', async () => {
    const ranks = [...(await ranksOf(b1)).values()].filter((r) => r !== null);
    expect(ranks.sort()).toEqual([1, 2]);
  });

  it('is never written by a read: every league read leaves every table as it was, even in a poule whose draw is missing', async () => {
    const db = t.database.db;
    const info = (await t.post('league/information.php', { jwt: padel, leagueid: leagueId, memberid: 0 })).json;
    const [closedId, ongoingId] = info.series.map((s) => s.serieId);
    // Rows from before draws were written by the change: two replaced players, no draw.
    await undoDraw(b1);
    const before = await tableDigest(db);
    const reads = () =>
      Promise.all([
        t.post('league/list.php', { jwt: lid }),
        t.post('league/information.php', { jwt: padel, leagueid: leagueId, memberid: 0 }),
        t.post('league/information.php', { jwt: manager, leagueid: leagueId, memberid: info.participations[1]!.poulePlayers[3]!.memberId }),
        t.post('league/seriePouleList.php', { jwt: lid, leagueserieid: ongoingId! }),
        t.post('league/seriePouleList.php', { jwt: lid, leagueserieid: closedId! }),
        t.post('league/statistics.php', { jwt: lid, leagueid: leagueId }),
        t.post('league/serieRanking.php', { jwt: lid, leagueserieid: closedId! }),
        t.post('league/playerResults.php', { jwt: padel, leagueid: leagueId, memberid: 0 }),
        t.post('league/pouleInformation.php', { jwt: padel, pouleid: b1 }),
        t.post('league/subscriptions.php', { jwt: manager, leagueid: leagueId }),
      ]);
    const first = await reads();
    const second = await reads();
    expect(first.map((r) => r.status)).toEqual(first.map(() => 200));
    expect(await tableDigest(db)).toEqual(before);
    // Without a stored draw every call still answers one order: the players' numbers.
    const order = (answer: (typeof first)[3]) => answer.json.find((p: { pouleId: number }) => p.pouleId === b1)!.poulePlayers.map((p: { player: number }) => p.player);
    expect(order(first[3]!)).toEqual(order(second[3]!));
    expect(order(first[3]!).slice(2)).toEqual([3, 4]);
  });

  it('is made by the replacement that makes a second replaced player, under the poule lock; a third comes after them; a cancel keeps the others', async () => {
    const players = await playersOf(t.database.db, a1);
    const [p2, p3, p4] = [players[1]!.id, players[2]!.id, players[3]!.id];
    const [s1, s2, s3] = await standIns([a1], 3);
    expect((await replace(p2, s1!)).status).toBe(200);
    expect([...(await ranksOf(a1)).values()]).toEqual([null, null, null, null]);
    expect((await replace(p3, s2!)).status).toBe(200);
    const two = await ranksOf(a1);
    expect([two.get(p2), two.get(p3)].sort()).toEqual([1, 2]);
    // Another stand-in for a player already replaced changes nobody's place.
    expect((await replace(p2, s3!)).status).toBe(200);
    expect(await ranksOf(a1)).toEqual(two);
    expect((await replace(p4, s1!)).status).toBe(200);
    const three = await ranksOf(a1);
    expect([three.get(p2), three.get(p3), three.get(p4)]).toEqual([two.get(p2), two.get(p3), 3]);
    const cancel = await t.post('league/replacePoulePlayer.php', { jwt: manager, pouleplayerid: p3, replace: false, replacementid: 0, absencereasonid: 0, remarks: '', quitsleague: false });
    expect(cancel.status).toBe(200);
    const after = await ranksOf(a1);
    expect([after.get(p2), after.get(p3), after.get(p4)]).toEqual([two.get(p2), null, 3]);
    // Every read answers the stored order: the replaced players last, by their draw.
    const serieId = (await t.post('league/information.php', { jwt: padel, leagueid: leagueId, memberid: 0 })).json.series[1]!.serieId;
    const answers = await Promise.all([1, 2, 3].map(() => t.post('league/seriePouleList.php', { jwt: lid, leagueserieid: serieId })));
    const orders = answers.map((a) => a.json.find((p) => p.pouleId === a1)!.poulePlayers.map((p) => p.poulePlayerId).join());
    expect(new Set(orders).size).toBe(1);
    const bottom = answers[0]!.json.find((p) => p.pouleId === a1)!.poulePlayers.slice(2).map((p) => p.poulePlayerId);
    expect(bottom).toEqual(after.get(p2)! < 3 ? [p2, p4] : [p4, p2]);
  });

  it('is made by a sign-out that makes a second replaced player', async () => {
    const players = await playersOf(t.database.db, c2);
    const quitting = players.find((p) => p.replacementMemberId === null && p.playerIndex > 1)!;
    const [standIn] = await standIns([c2], 1);
    expect((await replace(quitting.id, standIn!, true)).status).toBe(200);
    const replaced = (await playersOf(t.database.db, c2)).filter((p) => p.replacementMemberId !== null);
    expect(replaced.map((p) => p.drawRank).sort()).toEqual([1, 2]);
  });

  it('is made when a series closes with a poule left without it, and when the next is drawn after such a series', async () => {
    await undoDraw(b1);
    const [, ongoing, next] = (await t.post('admin/league/overview', { jwt: beheer })).json[0]!.series;
    expect((await t.post('admin/league/close', { jwt: beheer, serieId: ongoing!.serieId })).status).toBe(200);
    expect([...(await ranksOf(b1)).values()].filter((r) => r !== null).sort()).toEqual([1, 2]);
    // A series closed before draws were written by the change: the next draw reads its places after drawing it.
    await undoDraw(b1);
    expect((await t.post('admin/league/draw', { jwt: beheer, serieId: next!.serieId })).status).toBe(200);
    expect([...(await ranksOf(b1)).values()].filter((r) => r !== null).sort()).toEqual([1, 2]);
  });
});
