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

  it('is made once and both processes answer the same order, 10 times over', async () => {
    const login = await fetch(`${servers[0]!.url}/api/login.php`, { method: 'POST', body: JSON.stringify({ login: 'padel@demo.clubhuis.be', password: 'demo' }) });
    const jwt = ((await login.json()) as { jwt: string }).jwt;
    const [serie] = await database.db.select({ id: leagueSeries.id }).from(leagueSeries).where(eq(leagueSeries.status, 2));
    // The poule with two replaced players (B1 of the ongoing series).
    const replaced = await database.db
      .select({ pouleId: leaguePoulePlayers.pouleId })
      .from(leaguePoulePlayers)
      .innerJoin(leaguePoules, eq(leaguePoules.id, leaguePoulePlayers.pouleId))
      .where(and(eq(leaguePoules.serieId, serie!.id), isNotNull(leaguePoulePlayers.replacementMemberId)));
    const pouleId = replaced.find((r) => replaced.filter((x) => x.pouleId === r.pouleId).length === 2)!.pouleId;
    for (let round = 0; round < 10; round++) {
      await database.db.update(leaguePoulePlayers).set({ drawRank: null }).where(eq(leaguePoulePlayers.pouleId, pouleId));
      const answers = await Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          const res = await fetch(`${servers[i % 2]!.url}/api/league/seriePouleList.php`, {
            method: 'POST',
            body: JSON.stringify({ jwt, leagueserieid: serie!.id }),
          });
          const poules = (await res.json()) as Poule[];
          return poules.find((p) => p.pouleId === pouleId)!.poulePlayers.map((p) => p.poulePlayerId).join();
        }),
      );
      expect(new Set(answers).size).toBe(1);
      const ranks = await database.db
        .select({ rank: leaguePoulePlayers.drawRank })
        .from(leaguePoulePlayers)
        .where(and(eq(leaguePoulePlayers.pouleId, pouleId), isNotNull(leaguePoulePlayers.drawRank)));
      expect(ranks.map((r) => r.rank).sort()).toEqual([1, 2]);
    }
  });
});
