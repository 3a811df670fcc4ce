import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Poule } from '@clubhuis/contract/entities/league';
import type { Database } from '../../db/client.ts';
import { leaguePoulePlayers, leaguePoules, leagueSeries } from '../../db/schema.ts';
import type { ServerProcess } from '../../testing/serverProcess.ts';
import { startTwoProcesses } from '../../testing/twoProcesses.ts';

const kind = inject('dbKind');

// PGlite lives inside one process, so two processes can only share a PostgreSQL server.
describe.runIf(kind === 'postgres')('the draw among replaced players from two server processes on one PostgreSQL database (skipped on PGlite)', () => {
  let database: Database;
  let servers: ServerProcess[] = [];
  let close = async () => {};
  beforeAll(async () => {
    ({ servers, database, close } = await startTwoProcesses(process.env.TEST_DATABASE_URL!, inject('dbTemplate')));
  });
  afterAll(() => close());

  it('is made once by two replacements at once, one per process, and both processes answer the same order, 10 times over', async () => {
    const post = async (i: number, path: string, body: object) => {
      const res = await fetch(`${servers[i % 2]!.url}/api/${path}`, { method: 'POST', body: JSON.stringify(body) });
      return { status: res.status, json: (await res.json()) as unknown };
    };
    const jwt = ((await post(0, 'login.php', { login: 'league@demo.clubhuis.be', password: 'demo' })).json as { jwt: string }).jwt;
    const [serie] = await database.db.select({ id: leagueSeries.id }).from(leagueSeries).where(eq(leagueSeries.status, 2));
    // The poule with two replaced players (B1 of the ongoing series) and their stand-ins.
    const replaced = await database.db
      .select({ id: leaguePoulePlayers.id, pouleId: leaguePoulePlayers.pouleId, standIn: leaguePoulePlayers.replacementMemberId })
      .from(leaguePoulePlayers)
      .innerJoin(leaguePoules, eq(leaguePoules.id, leaguePoulePlayers.pouleId))
      .where(and(eq(leaguePoules.serieId, serie!.id), isNotNull(leaguePoulePlayers.replacementMemberId)));
    const pouleId = replaced.find((r) => replaced.filter((x) => x.pouleId === r.pouleId).length === 2)!.pouleId;
    const pair = replaced.filter((r) => r.pouleId === pouleId);
    for (let round = 0; round < 10; round++) {
      await database.db.update(leaguePoulePlayers).set({ replacementMemberId: null, drawRank: null }).where(eq(leaguePoulePlayers.pouleId, pouleId));
      const replies = await Promise.all(
        pair.map((r, i) =>
          post(i, 'league/replacePoulePlayer.php', { jwt, pouleplayerid: r.id, replace: 1, replacementid: r.standIn, absencereasonid: 0, remarks: '', quitsleague: 0 }),
        ),
      );
      expect(replies.map((r) => r.status)).toEqual([200, 200]);
      const ranks = await database.db
        .select({ rank: leaguePoulePlayers.drawRank })
        .from(leaguePoulePlayers)
        .where(and(eq(leaguePoulePlayers.pouleId, pouleId), isNotNull(leaguePoulePlayers.drawRank)));
      expect(ranks.map((r) => r.rank).sort()).toEqual([1, 2]);
      const answers = await Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          const poules = (await post(i, 'league/seriePouleList.php', { jwt, leagueserieid: serie!.id })).json as Poule[];
          return poules.find((p) => p.pouleId === pouleId)!.poulePlayers.map((p) => p.poulePlayerId).join();
        }),
      );
      expect(new Set(answers).size).toBe(1);
    }
  });
});
