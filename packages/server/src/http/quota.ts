import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { callQuotas } from '../db/schema.ts';
import { ApiError } from './errors.ts';

/**
 * Takes one use of a limited call for a key (a user's mails), or refuses with 429 and the caller's
 * Dutch text. Counting and recording happen in one transaction under an advisory lock on the key, so
 * the limit holds for requests that arrive at once, in any number of server processes.
 */
export async function takeQuota(db: Db, key: string, limit: number, windowMs: number, refusal: string): Promise<void> {
  const since = new Date(Date.now() - windowMs);
  const allowed = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const [used] = await tx
      .select({ n: count() })
      .from(callQuotas)
      .where(and(eq(callQuotas.key, key), gt(callQuotas.at, since)));
    if ((used?.n ?? 0) >= limit) return false;
    await tx.insert(callQuotas).values({ key });
    await tx.delete(callQuotas).where(and(eq(callQuotas.key, key), lt(callQuotas.at, since)));
    return true;
  });
  if (!allowed) throw new ApiError(429, refusal);
}
