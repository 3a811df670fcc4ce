// Two server processes (main.ts) on one fresh PostgreSQL database for the live updates' browser test:
// each phone talks to its own process, and a change reaches the other through the database's notices.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { openDatabase, type Database } from '../../server/src/db/client.ts';
import { userMembers, userRights, users } from '../../server/src/db/schema.ts';
import { hashPassword } from '../../server/src/auth/password.ts';
import { copyDatabase, databaseUrl, dropDatabase } from '../../server/src/testing/postgresAdmin.ts';
import { startServer, type ServerProcess } from '../../server/src/testing/serverProcess.ts';
import { loginAndLand } from './browser.ts';

export interface LiveServers {
  /** Two processes on the one database; each migrated and the first seeded the demo club. */
  servers: [ServerProcess, ServerProcess];
  database: Database;
  close(): Promise<void>;
}

/** An empty database on the PostgreSQL server of TEST_DATABASE_URL; the first process migrates and seeds it, then the second starts. */
export async function startLiveServers(serverUrl: string): Promise<LiveServers> {
  const name = `clubhuis_live_${randomBytes(6).toString('hex')}`;
  await copyDatabase(serverUrl, 'template1', name);
  const url = databaseUrl(serverUrl, name);
  const dir = mkdtempSync(join(tmpdir(), 'clubhuis-live-'));
  const env = { DATABASE_URL: url, DATA_DIR: dir, JWT_SECRET: randomBytes(24).toString('hex'), DATABASE_POOL_SIZE: '4' };
  const started: ServerProcess[] = [];
  const database = openDatabase({ url });
  const close = async () => {
    await Promise.all(started.map((s) => s.stop()));
    await database.close();
    await dropDatabase(serverUrl, name);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    started.push(await startServer({ env }));
    started.push(await startServer({ env }));
  } catch (error) {
    await close();
    throw error;
  }
  return { servers: [started[0]!, started[1]!], database, close };
}

/** A login for a demo member that has none (another poule player), password 'demo'. */
export async function accountFor(db: Database['db'], clubId: number, memberId: number, email: string): Promise<void> {
  const [user] = await db
    .insert(users)
    .values({ clubId, email, passwordHash: await hashPassword('demo'), firstName: 'Live', lastName: 'Test' })
    .returning({ id: users.id });
  await db.insert(userRights).values({ userId: user!.id, clubId });
  await db.insert(userMembers).values({ clubId, userId: user!.id, memberId, position: 0 });
}

/**
 * Logs in and waits until the app's live stream has answered: from then on every commit reaches it
 * (the server registers a stream before its first event).
 */
export async function loginLive(page: Page, baseUrl: string, email: string): Promise<void> {
  const live = page.waitForResponse((r) => r.url().endsWith('/api/live') && r.status() === 200, { timeout: 30_000 });
  await loginAndLand(page, baseUrl, email);
  await live;
}
