// npm run restore -- <file>: the database back from a file of npm run backup. With DATABASE_URL
// pg_restore --clean --if-exists into that database; else the embedded database folder (server
// stopped), the current one kept as db.before-restore-<time>.
import { join } from 'node:path';
import { readConfig } from '../config.ts';
import { restoreEmbedded, restorePostgres } from '../db/backup.ts';
import { fromCaller } from './callerPath.ts';

const config = readConfig();
const [given] = process.argv.slice(2);
if (!given) {
  console.error('Geef het backupbestand op: npm run restore -- backups/clubhuis-<tijd>.dump (of .tar.gz)');
  process.exit(1);
}
const file = fromCaller(given);
try {
  if (config.databaseUrl) {
    await restorePostgres(config.databaseUrl, file);
    console.log(`Database hersteld uit ${file}`);
  } else {
    const { previous } = await restoreEmbedded(join(config.dataDir, 'db'), file);
    console.log(`Database hersteld uit ${file}${previous ? `; de vorige map staat in ${previous}` : ''}`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
