import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { callQuotas } from '../db/schema.ts';
import { ApiError } from './errors.ts';

/**
 * Locks a key's quota for the rest of the transaction and answers how many uses are still free. Run it
 * inside the transaction of the work it counts, before reading what to do: the advisory lock holds until
 * that commits, so the limit holds for requests that arrive at once, in any number of server processes.
 */
export async function freeQuota(tx: Db, key: string, limit: number, windowMs: number): Promise<number> {
  const since = new Date(Date.now() - windowMs);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  await tx.delete(callQuotas).where(and(eq(callQuotas.key, key), lt(callQuotas.at, since)));
  const [used] = await tx
    .select({ n: count() })
    .from(callQuotas)
    .where(and(eq(callQuotas.key, key), gt(callQuotas.at, since)));
  return Math.max(0, limit - (used?.n ?? 0));
}

/** Records `uses` uses of a key whose quota this transaction locked with freeQuota. */
export async function useQuota(tx: Db, key: string, uses: number): Promise<void> {
  if (uses > 0) await tx.insert(callQuotas).values(Array.from({ length: uses }, () => ({ key })));
}

/** One use for a key in a transaction of its own: true when it was still free. */
export async function tryQuota(db: Db, key: string, limit: number, windowMs: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if ((await freeQuota(t, key, limit, windowMs)) < 1) return false;
    await useQuota(t, key, 1);
    return true;
  });
}

/** Takes one use of a limited call for a key (a user's mails), or refuses with 429 and the caller's Dutch text. */
export async function takeQuota(db: Db, key: string, limit: number, windowMs: number, refusal: string): Promise<void> {
  if (!(await tryQuota(db, key, limit, windowMs))) throw new ApiError(429, refusal);
}
