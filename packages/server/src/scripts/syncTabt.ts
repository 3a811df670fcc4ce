// npm run sync:tabt [-- --club CODE] [-- --fresh]: one sync run of the competition site, then exit.
// With the embedded database (no DATABASE_URL) stop the server first: only one process can open it.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { TabtCache } from '../adapters/tabt/tabtCache.ts';
import { syncAllClubs } from '../modules/competition/tabtSync.ts';

const { values } = parseArgs({
  options: {
    club: { type: 'string' },
    // Ask the site even where the stored answers are still fresh.
    fresh: { type: 'boolean', default: false },
  },
});

const config = readConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };
try {
  await database.migrate();
  const tabt = new TabtCache(database.db, config.tabt, log);
  const summaries = await syncAllClubs(database.db, tabt, log, new Date(), { refresh: values.fresh, clubCode: values.club });
  if (summaries.length === 0) console.warn(values.club ? `Geen club met code ${values.club}.` : 'Geen clubs.');
  process.exitCode = summaries.some((s) => s.skipped?.startsWith('competition site')) ? 1 : 0;
} finally {
  await database.close();
}
