import { join } from 'node:path';
import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { resolveSecret } from './auth/token.ts';
import { buildApp } from './app.ts';
import { createLogger } from './logging.ts';
import { seedDemoClubIfEmpty } from './seed/demoClub.ts';

const config = readConfig();
// JSON lines on stdout; LOG_LEVEL=silent turns them off, LOG_LEVEL=warn keeps warnings and errors.
const log = createLogger({ level: process.env.LOG_LEVEL });
// The embedded database gets its own folder: ./data also holds other files (the mail outbox, later).
const open = () => openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db'), warn: (m) => log.warn(m) });
let database = open();
await database.migrate();
if (await seedDemoClubIfEmpty(database.db)) {
  log.info('Demo club aangemaakt (zie README voor de logins).');
  // Seeding grows the embedded database's WebAssembly memory to ~1 GB, which it never gives back:
  // a fresh instance on the same folder serves with about half of that (bench: server memory).
  if (database.kind === 'pglite') {
    await database.close();
    database = open();
  }
}
const app = await buildApp({
  db: database.db,
  watchUsers: database.watchUsers,
  watchData: database.watchData,
  config,
  jwtSecret: await resolveSecret(database.db, config.jwtSecret),
  logger: log,
});

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

await app.listen({ port: config.port, host: config.host });
log.info(`Clubhuis draait op ${config.tls ? 'https' : 'http'}://localhost:${config.port} (${database.kind})`);
