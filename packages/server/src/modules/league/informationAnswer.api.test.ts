import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Participation, Poule } from '@clubhuis/contract/entities/league';
import { leaguePouleMatches, leaguePoulePlayers, members } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// information.php builds its whole answer in one statement, standings included (informationStatement.ts);
// seriePouleList.php builds the same poules in Node (poules.ts, standings.ts). They must agree.

let t: TestApp;
let padel: string;
let lid: string;
let manager: string;
let leagueId: number;
beforeAll(async () => {
  t = await createTestApp();
  [padel, lid, manager] = await Promise.all(['padel', 'lid', 'league'].map((u) => t.login(`${u}@demo.clubhuis.be`)));
  leagueId = (await t.post('league/list.php', { jwt: padel })).json[0]!.leagueId;
});
afterAll(() => t.close());

const info = async (jwt: string, memberid: number) => {
  const res = await t.post('league/information.php', { jwt, leagueid: leagueId, memberid });
  expect(res.status).toBe(200);
  return res.json;
};

/** The poule part of a participation: what seriePouleList.php answers for that poule. */
function pouleOf(p: Participation): Poule {
  const { serieId: _s, serie: _n, period: _p, serieStatus: _st, poulePlayerId: _pp, poulePlayerIndex: _i, subscriptionId: _sub, poulePlayerStatus: _ps, unSubscribed: _u, ...poule } = p;
  return poule;
}

/** Every player of every poule of the series shown sees its own poule exactly as seriePouleList.php shows it. */
async function expectSameAsPouleList(): Promise<number> {
  const { series } = await info(padel, 0);
  let checked = 0;
  for (const serie of series) {
    const poules: Poule[] = (await t.post('league/seriePouleList.php', { jwt: padel, leagueserieid: serie.serieId })).json;
    for (const poule of poules) {
      for (const player of poule.poulePlayers) {
        const answer = await info(lid, player.memberId);
        const own = answer.participations.find((p) => p.serieId === serie.serieId)!;
        expect(pouleOf(own), `${serie.serie} ${poule.levelCode}${poule.poule} ${player.memberName}`).toEqual(poule);
        expect(own).toMatchObject({ serie: serie.serie, period: serie.period, serieStatus: serie.status, poulePlayerId: player.poulePlayerId });
        checked++;
      }
    }
  }
  return checked;
}

describe('league/information.php answer', () => {
  it("gives every member's poule as seriePouleList.php gives it, standings, names on court and play date included", async () => {
    expect(await expectSameAsPouleList()).toBeGreaterThanOrEqual(48);
  });

  it('ranks as standings.ts does after ties, unplayed matches and two replaced players with a stored draw', async () => {
    const { participations } = await info(padel, 0);
    const now = participations.find((p) => p.serieStatus === 2)!;
    const ids = now.poulePlayers.map((p) => p.poulePlayerId);
    // Matches 1 and 2 played to a tie in games, 3 open: places fall to games won, then to the poule index.
    const games = await t.database.db.select().from(leaguePouleMatches).where(eq(leaguePouleMatches.pouleId, now.pouleId)).orderBy(asc(leaguePouleMatches.matchIndex));
    await t.database.db.update(leaguePouleMatches).set({ games1: 6, games2: 6, remarks: 'Regen' }).where(eq(leaguePouleMatches.id, games[0]!.id));
    await t.database.db.update(leaguePouleMatches).set({ games1: 7, games2: 5 }).where(eq(leaguePouleMatches.id, games[1]!.id));
    await t.database.db.update(leaguePouleMatches).set({ games1: null, games2: null }).where(eq(leaguePouleMatches.id, games[2]!.id));
    const before = await t.database.db.select().from(leaguePoulePlayers).where(inArray(leaguePoulePlayers.id, ids));
    await t.database.db.update(leaguePoulePlayers).set({ replacementMemberId: null, drawRank: null }).where(inArray(leaguePoulePlayers.id, ids));
    const [a, b] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.memberState, 1)).limit(2);
    await t.database.db.update(leaguePoulePlayers).set({ replacementMemberId: a!.id, drawRank: 2 }).where(eq(leaguePoulePlayers.id, ids[0]!));
    await t.database.db.update(leaguePoulePlayers).set({ replacementMemberId: b!.id, drawRank: 1 }).where(eq(leaguePoulePlayers.id, ids[1]!));
    const after = (await info(padel, 0)).participations.find((p) => p.serieStatus === 2)!;
    expect(after.poulePlayers.slice(2).map((p) => p.poulePlayerId)).toEqual([ids[1], ids[0]]);
    expect(after.pouleResults).toBe(2);
    expect(after.pouleMatches[0]!.remarks).toBe('Regen');
    expect(after.pouleMatches[2]).toMatchObject({ games1: null, games2: null });
    expect(await expectSameAsPouleList()).toBeGreaterThanOrEqual(48);
    for (const p of before) {
      await t.database.db.update(leaguePoulePlayers).set({ replacementMemberId: p.replacementMemberId, drawRank: p.drawRank }).where(eq(leaguePoulePlayers.id, p.id));
    }
  });

  it('answers the same to the player, another member and a league manager, and carries no contact data', async () => {
    const own = await info(padel, 0);
    const memberId = own.participations[0]!.poulePlayers.find((p) => p.poulePlayerId === own.participations[0]!.poulePlayerId)!.memberId;
    expect(await info(lid, memberId)).toEqual(own);
    expect(await info(manager, memberId)).toEqual(own);
    const keys = new Set<string>();
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        for (const [k, x] of Object.entries(v)) {
          keys.add(k);
          walk(x);
        }
      }
    };
    walk(own);
    for (const k of keys) expect(k).not.toMatch(/mail|phone|tel|gsm|address|street|birth|remark(?!s$)/i);
    const text = JSON.stringify(own);
    const contact = await t.database.db.select({ email: members.email }).from(members);
    expect(contact.filter((m) => m.email && text.includes(m.email))).toEqual([]);
    // The subscription's remarks stay out; the poule's and the matches' remarks are the poule's own.
    expect([...keys].filter((k) => /remark/i.test(k)).sort()).toEqual(['playRemarks', 'remarks']);
  });

  it('takes the user first member for memberid 0, and answers 404 in Dutch for a league of no club of the user', async () => {
    expect((await info(lid, 0)).participations).toEqual([]);
    const res = await t.post('league/information.php', { jwt: padel, leagueid: leagueId + 1000, memberid: 0 });
    expect([res.status, res.error.message]).toEqual([404, 'Deze league bestaat niet.']);
  });
});
