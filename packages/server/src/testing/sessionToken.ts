import type { Db } from '../db/client.ts';
import { userLogins } from '../db/schema.ts';
import { tokenKeys } from '../auth/token.ts';

/** A token for a user made by a test or the bench, backed by a login row as a real login is. */
export async function sessionToken(db: Db, secret: string, userId: number, clubId: number, lifetimeSeconds = 3600): Promise<string> {
  const [login] = await db
    .insert(userLogins)
    .values({ clubId, userId, address: '127.0.0.1', expiresAt: new Date(Date.now() + lifetimeSeconds * 1000) })
    .returning({ id: userLogins.id });
  return tokenKeys(secret).sign({ userId, clubId, loginId: login!.id }, lifetimeSeconds);
}
