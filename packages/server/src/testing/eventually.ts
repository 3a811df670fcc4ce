import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * The status a call gets once a change made behind this process's back (another process, or the test
 * writing the database directly) has been heard: each process caches its request users until the
 * database's notice arrives, which the server promises within a second. Polled for at most that.
 */
export async function statusWithinASecond(call: () => Promise<number>, wanted: number): Promise<number> {
  const deadline = Date.now() + 1000;
  let status = await call();
  while (status !== wanted && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    status = await call();
  }
  return status;
}

/**
 * Resolves once a process's listening connection (by its application_name) has run LISTEN again after
 * it was cut: the process reconnects after a pause of its own, which a test waits out by asking
 * PostgreSQL rather than by sleeping a fixed time.
 */
export async function listeningAgain(db: Db, listenerName: string): Promise<void> {
  for (;;) {
    const found = (await db.execute(
      sql`select 1 from pg_stat_activity where application_name = ${listenerName} and datname = current_database() and state = 'idle' and query ilike 'listen %'`,
    )) as unknown as { rows: unknown[] };
    if (found.rows.length > 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}
