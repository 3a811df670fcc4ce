// npm run backup [-- <file>]: the database into one file. With DATABASE_URL pg_dump's custom format
// (default backups/clubhuis-<time>.dump); else the embedded database folder as backups/clubhuis-<time>.tar.gz,
// which needs the server stopped (the folder lock says so).
import { join } from 'node:path';
import { readConfig } from '../config.ts';
import { backupEmbedded, backupPostgres, backupStamp } from '../db/backup.ts';
import { fromCaller } from './callerPath.ts';

const config = readConfig();
const [given] = process.argv.slice(2);
const file = fromCaller(given ?? join('backups', `clubhuis-${backupStamp()}.${config.databaseUrl ? 'dump' : 'tar.gz'}`));
try {
  if (config.databaseUrl) await backupPostgres(config.databaseUrl, file);
  else await backupEmbedded(join(config.dataDir, 'db'), file);
  console.log(`Backup geschreven naar ${file}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
