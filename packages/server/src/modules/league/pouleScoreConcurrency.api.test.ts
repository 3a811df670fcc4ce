import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leaguePouleMatches, leaguePoules } from '../../db/schema.ts';
import type { ServerProcess } from '../../testing/serverProcess.ts';
import { startTwoProcesses } from '../../testing/twoProcesses.ts';
import { matchesOf, poulesOf } from '../../testing/leagueKit.ts';

const kind = inject('dbKind');

// PGlite lives inside one process, so two processes can only share a PostgreSQL server.
describe.runIf(kind === 'postgres')('two players entering one poule’s results through two server processes (skipped on PGlite)', () => {
  let database: Database;
  let servers: ServerProcess[] = [];
  let close = async () => {};
  beforeAll(async () => {
    ({ servers, database, close } = await startTwoProcesses(process.env.TEST_DATABASE_URL!, inject('dbTemplate'), { MAIL_LIMIT_PER_HOUR: '1000' }));
  });
  afterAll(() => close());

  const login = async (who: string) => {
    const res = await fetch(`${servers[0]!.url}/api/login.php`, { method: 'POST', body: JSON.stringify({ login: `${who}@demo.clubhuis.be`, password: 'demo' }) });
    return ((await res.json()) as { jwt: string }).jwt;
  };

  it('leaves one whole set of results and a played poule, 10 rounds, whatever order the matches come in', async () => {
    const [captain, manager] = await Promise.all([login('padel'), login('league')]);
    const pouleId = (await poulesOf(database.db, 2))[3]!.id;
    const ids = (await matchesOf(database.db, pouleId)).map((m) => m.id);
    for (let round = 0; round < 10; round++) {
      await database.db.update(leaguePouleMatches).set({ games1: null, games2: null }).where(eq(leaguePouleMatches.pouleId, pouleId));
      await database.db.update(leaguePoules).set({ status: 2 }).where(eq(leaguePoules.id, pouleId));
      // Two different sets, the matches in opposite orders: row locks alone would deadlock or mix them.
      const sets = [
        ids.map((id, i) => ({ id, games1: 6, games2: i + round % 4 })),
        [...ids].reverse().map((id, i) => ({ id, games1: i + 1, games2: 7 })),
      ];
      const answers = await Promise.all(
        Array.from({ length: 6 }, async (_, i) => {
          const res = await fetch(`${servers[i % 2]!.url}/api/league/pouleScore.php`, {
            method: 'POST',
            body: JSON.stringify({ jwt: i % 3 ? captain : manager, pouleid: pouleId, matches: sets[i % 2] }),
          });
          return res.status === 200 ? 200 : `${res.status} ${await res.text()}`;
        }),
      );
      expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
      const stored = (await matchesOf(database.db, pouleId)).map((m) => ({ id: m.id, games1: m.games1, games2: m.games2 }));
      const whole = sets.map((s) => [...s].sort((a, b) => a.id - b.id));
      expect(whole).toContainEqual(stored.sort((a, b) => a.id - b.id));
      const [poule] = await database.db.select({ status: leaguePoules.status }).from(leaguePoules).where(eq(leaguePoules.id, pouleId));
      expect(poule!.status).toBe(3);
    }
  });
});
