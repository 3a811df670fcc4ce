import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Logger } from 'drizzle-orm/logger';
import { buildApp } from '../app.ts';
import { readConfig, type ServerConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { copyDatabase, databaseUrl, dropDatabase } from './postgresAdmin.ts';
import { apiClient, type ApiClient } from './apiClient.ts';

export const TEST_SECRET = 'test-secret-for-api-tests-only-0123456789';

/** post (typed, contract-checked), postRaw (anything goes) and login: see apiClient.ts. */
export interface TestApp extends ApiClient {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A fresh copy of the migrated demo database (PGlite or PostgreSQL, by project) behind a fresh app. */
export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  /** A drizzle logger, for tests that count statements. */
  logger?: Logger,
  /** The request log (logging.ts createLogger over a stream the test reads); none by default. */
  requestLog?: FastifyBaseLogger,
): Promise<TestApp> {
  const kind = inject('dbKind');
  const template = inject('dbTemplate');
  let database: Database;
  let drop = async () => {};
  if (kind === 'pglite') {
    const client = new PGlite({ loadDataDir: new Blob([readFileSync(template)]) });
    database = openDatabase({ pglite: client, logger });
  } else {
    const server = process.env.TEST_DATABASE_URL!;
    const name = `clubhuis_t_${randomBytes(6).toString('hex')}`;
    await copyDatabase(server, template, name);
    database = openDatabase({ url: databaseUrl(server, name), logger });
    drop = () => dropDatabase(server, name);
  }
  // Mails of tests without an SMTP sink land in a temporary outbox, never in the repository's data folder.
  const outboxDir = join(tmpdir(), `clubhuis-outbox-${randomBytes(4).toString('hex')}`);
  // The read cache is off unless a test asks for it (readCacheMs): tests change rows behind the app's
  // back and read them at once, which the cache shows only after the database's notice.
  // The weekly e-mail's timer is off, nor does a push sender run: their tests run a round themselves, at the
  // moment they choose (sendDueNotifications).
  const defaults = readConfig({});
  const config = { ...defaults, webDist: undefined, outboxDir, readCacheMs: 0, weeklyMailCheckSeconds: 0, push: { ...defaults.push, sendSeconds: 0, quietHours: false }, tabt: { ...defaults.tabt, livePollSeconds: 0 }, ...overrides };
  const app = await buildApp({
    db: database.db,
    config,
    jwtSecret: TEST_SECRET,
    watchUsers: database.watchUsers,
    watchData: database.watchData,
    logger: requestLog,
  });
  return {
    app,
    database,
    ...apiClient(app),
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
