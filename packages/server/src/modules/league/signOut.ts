import { and, asc, eq, gt, inArray, isNull, notInArray } from 'drizzle-orm';
import { mayUndoSignOut } from '@clubhuis/contract/rules/league';
import type { Db } from '../../db/client.ts';
import { leaguePoulePlayers, leaguePoules, leagueSeries, leagueSubscriptions, members } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { leagueText } from './messages.ts';
import { lockPoule, type Tx } from './pouleAccess.ts';

const sub = leagueSubscriptions;

/** The poule rows of the league's series after this one (drawn already or not). */
function laterPoules(t: Tx, serie: { leagueId: number; serie: number }) {
  const later = t.select({ id: leagueSeries.id }).from(leagueSeries).where(and(eq(leagueSeries.leagueId, serie.leagueId), gt(leagueSeries.serie, serie.serie)));
  return t.select({ id: leaguePoules.id }).from(leaguePoules).where(inArray(leaguePoules.serieId, later));
}

/**
 * The player leaves the league for good (subscription 9). The first active subscriber without a poule
 * in this series (by subscription date) takes its place: at the next series' draw, or at once where
 * that series' poules are already drawn.
 */
export async function leaveLeague(
  t: Tx,
  serie: { id: number; leagueId: number; serie: number },
  target: { subscriptionId: number },
): Promise<string> {
  await t.update(sub).set({ status: 9 }).where(eq(sub.id, target.subscriptionId));
  const seated = t
    .select({ id: leaguePoulePlayers.subscriptionId })
    .from(leaguePoulePlayers)
    .innerJoin(leaguePoules, eq(leaguePoules.id, leaguePoulePlayers.pouleId))
    .where(eq(leaguePoules.serieId, serie.id));
  const [successor] = await t
    .select({ id: sub.id, memberId: sub.memberId, first: members.firstName, last: members.lastName })
    .from(sub)
    .innerJoin(members, eq(members.id, sub.memberId))
    .where(and(eq(sub.leagueId, serie.leagueId), eq(sub.status, 1), isNull(sub.unsubscribedAt), isNull(sub.replacesSubscriptionId), notInArray(sub.id, seated)))
    .orderBy(asc(sub.subscribedAt), asc(sub.id))
    .limit(1)
    .for('update', { of: sub });
  if (!successor) return '';
  await t.update(sub).set({ replacesSubscriptionId: target.subscriptionId }).where(eq(sub.id, successor.id));
  await t
    .update(leaguePoulePlayers)
    .set({ subscriptionId: successor.id, memberId: successor.memberId })
    .where(and(eq(leaguePoulePlayers.subscriptionId, target.subscriptionId), inArray(leaguePoulePlayers.pouleId, laterPoules(t, serie))));
  return `${successor.first} ${successor.last}`;
}

/**
 * league/undoQuitsLeague.php under the poule's row lock: a league manager undoes a sign-out made by
 * mistake. The poule player and its subscription are active again (its replacement in this series
 * stays until cancelled), and the waiting-list member that was to take its place waits again, giving
 * back any place of a later series it had taken. Only while the poule's series runs: no later series
 * has started then (a draw needs every other period closed).
 */
export async function undoSignOut(db: Db, user: RequestUser, body: { pouleplayerid: number }): Promise<string> {
  if (!mayUndoSignOut(user.rights)) throw new ApiError(403, leagueText.noUndoSignOutRight);
  const [found] = await db
    .select({ pouleId: leaguePoulePlayers.pouleId })
    .from(leaguePoulePlayers)
    .where(and(eq(leaguePoulePlayers.id, body.pouleplayerid), eq(leaguePoulePlayers.clubId, user.clubId)));
  if (!found) throw new ApiError(404, leagueText.unknownPoulePlayer);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const locked = await lockPoule(t, user.clubId, found.pouleId);
    if (locked.poule.status >= 9 || locked.serie.status !== 2) throw new ApiError(409, leagueText.pouleClosed);
    const target = locked.players.find((p) => p.id === body.pouleplayerid)!;
    if (target.status !== 9) throw new ApiError(409, leagueText.notSignedOut);
    await t.update(leaguePoulePlayers).set({ status: 1 }).where(eq(leaguePoulePlayers.id, target.id));
    await t.update(sub).set({ status: 1 }).where(eq(sub.id, target.subscriptionId));
    const [successor] = await t
      .select({ id: sub.id, first: members.firstName, last: members.lastName })
      .from(sub)
      .innerJoin(members, eq(members.id, sub.memberId))
      .where(eq(sub.replacesSubscriptionId, target.subscriptionId))
      .for('update', { of: sub });
    if (successor) {
      await t.update(sub).set({ replacesSubscriptionId: null }).where(eq(sub.id, successor.id));
      await t
        .update(leaguePoulePlayers)
        .set({ subscriptionId: target.subscriptionId, memberId: target.memberId })
        .where(and(eq(leaguePoulePlayers.subscriptionId, successor.id), inArray(leaguePoulePlayers.pouleId, laterPoules(t, locked.serie))));
    }
    const [player] = await t.select({ first: members.firstName, last: members.lastName }).from(members).where(eq(members.id, target.memberId));
    return leagueText.signOutUndone(`${player!.first} ${player!.last}`, successor ? `${successor.first} ${successor.last}` : '');
  });
}
