import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../db/client.ts';
import { copyDatabase, databaseUrl, dropDatabase } from './postgresAdmin.ts';
import { startServer, type ServerProcess } from './serverProcess.ts';
import { TEST_SECRET } from './testApp.ts';

export interface TwoProcesses {
  /** Two main.ts processes on one copy of the template database. */
  servers: ServerProcess[];
  /** The same database, for the test's own reads and writes. */
  database: Database;
  close(): Promise<void>;
}

/**
 * Two real server processes on one fresh copy of the PostgreSQL template (PGlite lives inside one
 * process, so only PostgreSQL can be shared). Whatever started is stopped by close(), also when the
 * other one failed to start.
 */
export async function startTwoProcesses(serverUrl: string, template: string, extraEnv: Record<string, string> = {}): Promise<TwoProcesses> {
  const name = `clubhuis_t_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'clubhuis-2proc-'));
  await copyDatabase(serverUrl, template, name);
  const url = databaseUrl(serverUrl, name);
  const database = openDatabase({ url });
  const env = { DATABASE_URL: url, JWT_SECRET: TEST_SECRET, DATA_DIR: dataDir, DATABASE_POOL_SIZE: '5', ...extraEnv };
  const started = await Promise.allSettled([startServer({ env }), startServer({ env })]);
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const close = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database.close();
    await dropDatabase(serverUrl, name);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await close();
    throw failed.reason;
  }
  return { servers, database, close };
}
