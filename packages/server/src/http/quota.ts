import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { callQuotas } from '../db/schema.ts';
import { ApiError } from './errors.ts';

/**
 * Takes up to `wanted` uses of a limited call for a key and answers how many it got (0 when the limit
 * is used up). Run it inside the transaction of the work it counts: the advisory lock on the key holds
 * until that commits, so the limit holds for requests that arrive at once, in any number of processes.
 */
export async function grantQuota(tx: Db, key: string, limit: number, windowMs: number, wanted: number): Promise<number> {
  const since = new Date(Date.now() - windowMs);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  const [used] = await tx
    .select({ n: count() })
    .from(callQuotas)
    .where(and(eq(callQuotas.key, key), gt(callQuotas.at, since)));
  const granted = Math.max(0, Math.min(wanted, limit - (used?.n ?? 0)));
  if (granted > 0) await tx.insert(callQuotas).values(Array.from({ length: granted }, () => ({ key })));
  await tx.delete(callQuotas).where(and(eq(callQuotas.key, key), lt(callQuotas.at, since)));
  return granted;
}

/** One use for a key in a transaction of its own: true when it was still free. */
export async function tryQuota(db: Db, key: string, limit: number, windowMs: number): Promise<boolean> {
  return (await db.transaction((tx) => grantQuota(tx as unknown as Db, key, limit, windowMs, 1))) === 1;
}

/** Takes one use of a limited call for a key (a user's mails), or refuses with 429 and the caller's Dutch text. */
export async function takeQuota(db: Db, key: string, limit: number, windowMs: number, refusal: string): Promise<void> {
  if (!(await tryQuota(db, key, limit, windowMs))) throw new ApiError(429, refusal);
}
