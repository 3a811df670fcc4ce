import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leaguePoulePlayers, leaguePoules, leagueSeries, leagueSubscriptions } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { leagueText } from './messages.ts';
import { checkReason } from './replacements.ts';

const sub = leagueSubscriptions;

/** The user's own subscription, locked for the transaction; 404 or 403 otherwise. */
async function lockOwnSubscription(t: Db, user: RequestUser, subscriptionId: number) {
  if (!user.rights.canUnsubscribeFromLeague) throw new ApiError(403, leagueText.noUnsubscribeRight);
  const [row] = await t
    .select()
    .from(sub)
    .where(and(eq(sub.id, subscriptionId), eq(sub.clubId, user.clubId)))
    .for('update');
  if (!row) throw new ApiError(404, leagueText.unknownSubscription);
  if (!user.memberIds.includes(row.memberId)) throw new ApiError(403, leagueText.notOwnSubscription);
  if (row.status === 9) throw new ApiError(409, leagueText.signedOut);
  return row;
}

/**
 * league/unSubscribe.php (spec 02 section 4): the member stops after the current period. Only with a
 * poule in the league's last series shown while it runs, not yet unsubscribed, and with a remark.
 */
export async function unSubscribe(db: Db, user: RequestUser, body: { subscriptionid: number; absencereasonid: number; remarks: string }) {
  const remarks = body.remarks.trim();
  if (remarks === '') throw new ApiError(400, leagueText.remarksRequired);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const row = await lockOwnSubscription(t, user, body.subscriptionid);
    if (row.unsubscribedAt) throw new ApiError(409, leagueText.alreadyUnsubscribed);
    const [last] = await t
      .select({ status: leagueSeries.status, inPoule: sql<number>`count(${leaguePoulePlayers.id})::int` })
      .from(leagueSeries)
      .leftJoin(leaguePoules, eq(leaguePoules.serieId, leagueSeries.id))
      .leftJoin(leaguePoulePlayers, and(eq(leaguePoulePlayers.pouleId, leaguePoules.id), eq(leaguePoulePlayers.subscriptionId, row.id)))
      .where(and(eq(leagueSeries.leagueId, row.leagueId), sql`${leagueSeries.status} >= 2`))
      .groupBy(leagueSeries.id, leagueSeries.serie, leagueSeries.status)
      .orderBy(sql`${leagueSeries.serie} desc`)
      .limit(1);
    if (!last || last.status !== 2 || last.inPoule === 0) throw new ApiError(409, leagueText.unsubscribeNotNow);
    const reasonId = await checkReason(t, user.clubId, body.absencereasonid);
    await t.update(sub).set({ unsubscribedAt: new Date(), unsubscribeReasonId: reasonId, unsubscribeRemarks: remarks }).where(eq(sub.id, row.id));
  });
}

/** league/undoUnSubscribe.php: the member plays on in the coming periods. */
export async function undoUnSubscribe(db: Db, user: RequestUser, body: { subscriptionid: number }) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const row = await lockOwnSubscription(t, user, body.subscriptionid);
    if (!row.unsubscribedAt) throw new ApiError(409, leagueText.notUnsubscribed);
    await t.update(sub).set({ unsubscribedAt: null, unsubscribeReasonId: null, unsubscribeRemarks: '' }).where(eq(sub.id, row.id));
  });
}
