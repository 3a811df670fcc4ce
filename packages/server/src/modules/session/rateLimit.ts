import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';

const WINDOW_MS = 60_000;
/** An address or an account under attack gets this many times the per-pair limit before it backs off. */
const WIDE_FACTOR = 10;

/**
 * A login try, counted before the password is checked (ARCHITECTURE.md, "Login"). Under advisory locks
 * on its keys it counts the failures of the last minute and, when allowed, records the try as a failure
 * straight away, so the 11th try is refused however many arrive at once, in however many processes.
 * A correct password then clears the pair's failures and takes back this try's wider counts.
 */
export interface LoginTry {
  allowed: boolean;
  succeeded(): Promise<void>;
}

function keysOf(email: string, address: string) {
  return { pair: `pair:${email}|${address}`, address: `ip:${address}`, email: `email:${email}` };
}

export async function beginLoginTry(db: Db, email: string, address: string, limit: number): Promise<LoginTry> {
  const keys = keysOf(email, address);
  const all = [keys.pair, keys.address, keys.email];
  const since = new Date(Date.now() - WINDOW_MS);
  const reserved = await db.transaction(async (tx) => {
    // Sorted, so two tries never wait on each other's locks in opposite order.
    for (const key of [...all].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const rows = await tx
      .select({ key: loginFailures.key, n: count() })
      .from(loginFailures)
      .where(and(inArray(loginFailures.key, all), gt(loginFailures.at, since)))
      .groupBy(loginFailures.key);
    const n = (key: string) => rows.find((r) => r.key === key)?.n ?? 0;
    const pair = n(keys.pair);
    const blocked =
      pair >= limit ||
      n(keys.address) >= limit * WIDE_FACTOR ||
      // An account under attack from many addresses: an address that already failed for it waits,
      // one with no failures for it (its owner, usually) still gets its try.
      (n(keys.email) >= limit * WIDE_FACTOR && pair > 0);
    if (blocked) return null;
    return tx.insert(loginFailures).values(all.map((key) => ({ key }))).returning({ id: loginFailures.id });
  });
  if (!reserved) return { allowed: false, succeeded: async () => {} };
  await forgetOld(db, all);
  return {
    allowed: true,
    async succeeded() {
      await db.delete(loginFailures).where(eq(loginFailures.key, keys.pair));
      await db.delete(loginFailures).where(inArray(loginFailures.id, reserved.map((r) => r.id)));
    },
  };
}

/** Old rows serve no purpose; dropping them here keeps the table small without a timer. */
async function forgetOld(db: Db, keys: string[]): Promise<void> {
  await db.delete(loginFailures).where(and(inArray(loginFailures.key, keys), lt(loginFailures.at, new Date(Date.now() - 10 * WINDOW_MS))));
}
