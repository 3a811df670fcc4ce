// Counts the SQL statements one teamcomposition/list request runs, at 1x and 10x the demo season:
// the number must stay the same when the data grows (no query per meeting).
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../packages/server/src/app.ts';
import { readConfig } from '../packages/server/src/config.ts';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { seedDemoClub } from '../packages/server/src/seed/demoClub.ts';
import { scaleSeason } from './scaleSeason.ts';

export interface StatementCount {
  scale: number;
  /** The whole season (the spec's call) or what /teams asks for (coming, own teams). */
  call: string;
  meetings: number;
  statements: number;
  kilobytes: number;
  ms: number;
}

export async function countListStatements(): Promise<StatementCount[]> {
  let statements = 0;
  const database = openDatabase({ pglite: new PGlite(), logger: { logQuery: () => void statements++ } });
  try {
    await database.migrate();
    await seedDemoClub(database.db);
    const app = await buildApp({ db: database.db, config: { ...readConfig({}), webDist: undefined }, jwtSecret: 'bench-secret-0123456789-0123456789' });
    const post = (path: string, body: object) =>
      app.inject({ method: 'POST', url: `/api/${path}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    const login = (await post('login.php', { login: 'lid@demo.clubhuis.be', password: 'demo' })).json() as { jwt: string; data: { memberId: number } };
    const { jwt } = login;
    const calls: [string, object][] = [
      ['whole season', { jwt }],
      ['/teams: coming, own teams', { jwt, when: 'coming', member_id: login.data.memberId }],
      ['/teams: played page 1, own teams', { jwt, when: 'done', member_id: login.data.memberId, page: 0 }],
    ];
    const measure = async (scale: number, call: string, body: object): Promise<StatementCount> => {
      await post('teamcomposition/list', body); // warm caches
      statements = 0;
      const start = performance.now();
      const res = await post('teamcomposition/list', body);
      const ms = performance.now() - start;
      return { scale, call, meetings: (res.json() as unknown[]).length, statements, kilobytes: res.rawPayload.length / 1024, ms };
    };
    const counts: StatementCount[] = [];
    for (const [call, body] of calls) counts.push(await measure(1, call, body));
    await scaleSeason(database.db, 10, login.data.memberId);
    for (const [call, body] of calls) counts.push(await measure(10, call, body));
    await app.close();
    return counts;
  } finally {
    await database.close();
  }
}
