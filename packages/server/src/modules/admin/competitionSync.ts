import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clubs } from '../../db/schema.ts';
import type { TabtCache } from '../../adapters/tabt/tabtCache.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { syncClub } from '../competition/tabtSync.ts';
import { audit } from './audit.ts';
import { adminText } from './messages.ts';

/** The sync of this club now, asking the site afresh; the answer says what it added and changed. */
export async function syncNow(db: Db, tabt: TabtCache, user: RequestUser, now: Date) {
  const [club] = await db.select().from(clubs).where(eq(clubs.id, user.clubId));
  const summary = await syncClub(db, tabt, club!, now, { refresh: true });
  if (summary.skipped) {
    const why = summary.skipped;
    throw new ApiError(409, why.startsWith('association') ? adminText.syncNoSite : why.startsWith('offline') ? adminText.syncOffline : adminText.syncFailed(why.replace(/^competition site: /, '')));
  }
  const { club: _code, skipped: _skipped, stale: _stale, matchesUnmatched: _unmatched, ...counts } = summary;
  await audit(db, { clubId: user.clubId, userId: user.userId, action: 'admin/competition/sync', entity: 'clubs', entityId: user.clubId, before: null, after: counts });
  return { message: adminText.syncDone(counts) + (summary.stale ? adminText.syncStale : ''), ...counts };
}
