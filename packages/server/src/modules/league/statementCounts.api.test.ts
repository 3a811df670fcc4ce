import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { countingTestApp, type CountingApp } from '../../testing/statisticsKit.ts';
import { leaguePouleMatches, leaguePoulePlayers, leaguePoules } from '../../db/schema.ts';

// A league read's cost must not grow with the number of poules: the same statements at 1× and 10×.
let t: CountingApp;
let padel: string;
let manager: string;
beforeAll(async () => {
  t = await countingTestApp();
  [padel, manager] = await Promise.all([t.login('padel@demo.clubhuis.be'), t.login('league@demo.clubhuis.be')]);
});
afterAll(() => t.close());

/** Nine more copies of every poule of the series, with their players and matches. */
async function growTenfold(serieId: number): Promise<void> {
  const poules = await t.db.select().from(leaguePoules).where(eq(leaguePoules.serieId, serieId));
  const players = await t.db.select().from(leaguePoulePlayers).where(inArray(leaguePoulePlayers.pouleId, poules.map((p) => p.id)));
  const matches = await t.db.select().from(leaguePouleMatches).where(inArray(leaguePouleMatches.pouleId, poules.map((p) => p.id)));
  for (let copy = 0; copy < 9; copy++) {
    for (const poule of poules) {
      const { id: _, ...rest } = poule;
      const [made] = await t.db.insert(leaguePoules).values({ ...rest, poule: poule.poule + 3 * (copy + 1) }).returning({ id: leaguePoules.id });
      const own = players.filter((p) => p.pouleId === poule.id);
      const newPlayers = await t.db
        .insert(leaguePoulePlayers)
        .values(own.map(({ id: _i, ...p }) => ({ ...p, pouleId: made!.id })))
        .returning({ id: leaguePoulePlayers.id });
      const idOf = new Map(own.map((p, i) => [p.id, newPlayers[i]!.id]));
      const games = matches.filter((m) => m.pouleId === poule.id);
      await t.db.insert(leaguePouleMatches).values(
        games.map(({ id: _m, ...m }) => ({ ...m, pouleId: made!.id, player1: idOf.get(m.player1)!, player2: idOf.get(m.player2)!, player3: idOf.get(m.player3)!, player4: idOf.get(m.player4)! })),
      );
    }
  }
}

async function counts(leagueId: number, serieId: number): Promise<number[]> {
  const out: number[] = [];
  for (const call of [
    () => t.post('league/information.php', { jwt: padel, leagueid: leagueId, memberid: 0 }),
    () => t.post('league/seriePouleList.php', { jwt: padel, leagueserieid: serieId }),
    () => t.post('league/subscriptions.php', { jwt: manager, leagueid: leagueId }),
  ]) {
    const res = await call();
    expect(res.status).toBe(200);
    out.push(t.statements());
  }
  return out;
}

describe('league reads', () => {
  it('run the same number of statements at 1× and 10× the poules', async () => {
    const leagueId = (await t.post('league/list.php', { jwt: padel })).json[0]!.leagueId;
    const serieId = (await t.post('league/information.php', { jwt: padel, leagueid: leagueId, memberid: 0 })).json.series[1]!.serieId;
    await counts(leagueId, serieId); // each user's first call also loads it into the process's cache
    t.statements();
    const before = await counts(leagueId, serieId);
    await growTenfold(serieId);
    expect((await t.post('league/seriePouleList.php', { jwt: padel, leagueserieid: serieId })).json).toHaveLength(90);
    t.statements();
    expect(await counts(leagueId, serieId)).toEqual(before);
    expect(Math.max(...before)).toBeLessThanOrEqual(10);
    // information.php: the whole answer in one statement (informationStatement.ts), the user from the process's cache.
    expect(before[0]).toBe(1);
  });
});
