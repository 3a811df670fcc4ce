import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { readConfig, type ServerConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { copyDatabase, databaseUrl, dropDatabase } from './postgresAdmin.ts';

export const TEST_SECRET = 'test-secret-for-api-tests-only-0123456789';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** POST a body (object, or raw string) to an API path. */
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; json: any }>;
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** A fresh copy of the migrated demo database (PGlite or PostgreSQL, by project) behind a fresh app. */
export async function createTestApp(overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const kind = inject('dbKind');
  const template = inject('dbTemplate');
  let database: Database;
  let drop = async () => {};
  if (kind === 'pglite') {
    const client = new PGlite({ loadDataDir: new Blob([readFileSync(template)]) });
    database = openDatabase({ pglite: client });
  } else {
    const server = process.env.TEST_DATABASE_URL!;
    const name = `clubhuis_t_${randomBytes(6).toString('hex')}`;
    await copyDatabase(server, template, name);
    database = openDatabase({ url: databaseUrl(server, name) });
    drop = () => dropDatabase(server, name);
  }
  // Mails of tests without an SMTP sink land in a temporary outbox, never in the repository's data folder.
  const outboxDir = join(tmpdir(), `clubhuis-outbox-${randomBytes(4).toString('hex')}`);
  const config = { ...readConfig({}), webDist: undefined, outboxDir, ...overrides };
  const app = await buildApp({ db: database.db, config, jwtSecret: TEST_SECRET });
  const post: TestApp['post'] = async (path, body = {}, headers = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.statusCode, json: res.body ? JSON.parse(res.body) : undefined };
  };
  return {
    app,
    database,
    post,
    async login(email, password = 'demo') {
      const res = await post('login.php', { login: email, password, application: 4, returnSecureToken: true });
      if (res.status !== 200) throw new Error(`login ${email} failed: ${JSON.stringify(res.json)}`);
      return res.json.jwt as string;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
