// npm run mail:weekly [-- --club CODE] [-- --now]: the weekly e-mail once, then exit. --now sends this
// week's mails at once whatever the club's day and hour (a club trying it out); without it, what the
// server's schedule would send now. Each account gets a week's mail once: run it twice and the second
// run sends nothing, and the server's own moment later that week finds nothing left.
// With the embedded database (no DATABASE_URL) stop the server first: only one process can open it.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { resolveSecret } from '../auth/token.ts';
import { linkKeys } from '../auth/links.ts';
import { describeRun, runWeeklyMails } from '../modules/home/weeklyMailSchedule.ts';

const { values } = parseArgs({
  options: {
    club: { type: 'string' },
    now: { type: 'boolean', default: false },
  },
});

const config = readConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
const log = { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) };
try {
  await database.migrate();
  const links = linkKeys(await resolveSecret(database.db, config.jwtSecret));
  const clubCode = values.club?.trim().toUpperCase();
  const runs = await runWeeklyMails({ db: database.db, links, config, log }, new Date(), { clubCode, thisWeek: values.now });
  if (runs.length === 0 && values.now) console.warn(clubCode ? `Geen club met code ${clubCode}.` : 'Geen clubs.');
  else if (runs.length === 0) console.log('Voor geen enkele club is het nu tijd voor de wekelijkse e-mail (--now verstuurt die van deze week meteen).');
  for (const run of runs) if (run.sent + run.retry + run.failed === 0) console.log(describeRun(run));
  process.exitCode = runs.some((r) => r.retry + r.failed > 0) ? 1 : 0;
} finally {
  await database.close();
}
