import { join } from 'node:path';
import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { resolveSecret } from './auth/token.ts';
import { buildApp } from './app.ts';
import { seedDemoClubIfEmpty } from './seed/demoClub.ts';

const config = readConfig();
// The embedded database gets its own folder: ./data also holds other files (the mail outbox, later).
const database = openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
await database.migrate();
if (await seedDemoClubIfEmpty(database.db)) console.log('Demo club aangemaakt (zie README voor de logins).');
const app = await buildApp({
  db: database.db,
  watchUsers: database.watchUsers,
  config,
  jwtSecret: await resolveSecret(database.db, config.jwtSecret),
  logger: process.env.LOG_LEVEL !== 'silent',
});

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

await app.listen({ port: config.port, host: config.host });
console.log(`Clubhuis draait op http://localhost:${config.port} (${database.kind})`);
