import { and, count, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';

const WINDOW_MS = 60_000;

function keys(email: string, address: string): string[] {
  return [`email:${email}`, `ip:${address}`];
}

/** True when the e-mail or the address already failed `limit` times within the last minute. */
export async function isBlocked(db: Db, email: string, address: string, limit: number): Promise<boolean> {
  const since = new Date(Date.now() - WINDOW_MS);
  const rows = await db
    .select({ key: loginFailures.key, n: count() })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys(email, address)), gt(loginFailures.at, since)))
    .groupBy(loginFailures.key);
  return rows.some((r) => r.n >= limit);
}

export async function recordFailure(db: Db, email: string, address: string): Promise<void> {
  const [emailKey, ipKey] = keys(email, address);
  await db.insert(loginFailures).values([{ key: emailKey! }, { key: ipKey! }]);
  // Old rows serve no purpose; dropping them here keeps the table small without a timer.
  await db
    .delete(loginFailures)
    .where(
      and(inArray(loginFailures.key, [emailKey!, ipKey!]), lt(loginFailures.at, new Date(Date.now() - 10 * WINDOW_MS))),
    );
}
