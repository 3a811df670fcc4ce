import { and, count, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { callQuotas } from '../db/schema.ts';

/** How many uses each key had in the window, as the rule of a call reads them. */
export type UsedOf = (key: string) => number;

/**
 * Counts the uses of several keys in one transaction under advisory locks on all of them (sorted, so two
 * calls never wait on each other in opposite order), then lets `decide` see every count. The rule, the
 * counting and the recording are one step, so a limit holds for requests that arrive at once, in any
 * number of server processes. `decide` returns the keys to record one use of (none: the call records
 * nothing), and what the caller gets back.
 */
export async function withKeyedCounts<T>(
  db: Db,
  keys: string[],
  windowMs: number,
  decide: (used: UsedOf, tx: Db) => Promise<{ record: string[]; result: T }>,
): Promise<T> {
  const since = new Date(Date.now() - windowMs);
  return db.transaction(async (tx) => {
    for (const key of [...new Set(keys)].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const rows = await tx
      .select({ key: callQuotas.key, n: count() })
      .from(callQuotas)
      .where(and(inArray(callQuotas.key, keys), gt(callQuotas.at, since)))
      .groupBy(callQuotas.key);
    const used: UsedOf = (key) => rows.find((r) => r.key === key)?.n ?? 0;
    const { record, result } = await decide(used, tx as unknown as Db);
    if (record.length > 0) {
      await tx.insert(callQuotas).values(record.map((key) => ({ key })));
      // Old rows serve no purpose; dropping them here keeps the table small without a timer.
      await tx.delete(callQuotas).where(and(inArray(callQuotas.key, record), lt(callQuotas.at, since)));
    }
    return result;
  });
}
