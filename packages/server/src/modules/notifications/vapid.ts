import { eq } from 'drizzle-orm';
import { newVapidKeys, type VapidKeys } from '../../adapters/webPush.ts';
import type { Db } from '../../db/client.ts';
import { pushVapidKeys } from '../../db/schema.ts';

const kept = new WeakMap<Db, Promise<VapidKeys>>();

/**
 * The deployment's VAPID keys, made by the first process that needs them and kept in the database (as
 * the token secret is): the insert takes the one row's primary key, so of two processes starting at once
 * the second waits for the first's row and keeps it. Each process then holds them in memory.
 */
export function vapidKeysOf(db: Db): Promise<VapidKeys> {
  let keys = kept.get(db);
  if (!keys) {
    keys = makeOnce(db);
    kept.set(db, keys);
    keys.catch(() => kept.delete(db));
  }
  return keys;
}

async function makeOnce(db: Db): Promise<VapidKeys> {
  await db.insert(pushVapidKeys).values({ id: 1, ...newVapidKeys() }).onConflictDoNothing();
  const [row] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1));
  return { publicKey: row!.publicKey, privateKey: row!.privateKey };
}
