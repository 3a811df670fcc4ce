import { and, eq } from 'drizzle-orm';
import { maySignOut } from '@clubhuis/contract/rules/league';
import type { Db } from '../../db/client.ts';
import { absenceReasons, leaguePoulePlayers, members } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { drawReplaced } from './draws.ts';
import { notifyReplacement } from './replacementNotices.ts';
import { replacementMailOf, type LeagueMail, type ReplacementChange } from './leagueMails.ts';
import { leagueText } from './messages.ts';
import { lockPoule, requireResultEntry, type Tx } from './pouleAccess.ts';
import { leaveLeague } from './signOut.ts';

interface ReplaceBody {
  pouleplayerid: number;
  replace: boolean;
  replacementid: number;
  absencereasonid: number;
  remarks: string;
  quitsleague: boolean;
}

/** The replacement as stored, and its mails (one per language), read under the poule's lock right after the change. */
export interface ReplaceOutcome extends ReplacementChange {
  mails: LeagueMail[];
}

/** An absence reason of the club (0: none), or a 400 naming the field. */
export async function checkReason(t: Tx, clubId: number, reasonId: number): Promise<number | null> {
  if (reasonId === 0) return null;
  const [r] = await t.select({ id: absenceReasons.id }).from(absenceReasons).where(and(eq(absenceReasons.id, reasonId), eq(absenceReasons.clubId, clubId)));
  if (!r) throw new ApiError(400, leagueText.badReason);
  return r.id;
}

/**
 * league/replacePoulePlayer.php under the poule's row lock: sets (replace 1) or cancels (replace 0) a
 * replacement. A new or cancelled replacement is drawn again among the poule's replaced players, here
 * under the lock (draws.ts: reads never draw);
 * quitsleague (the player itself or a league manager only) signs the player out for good and gives
 * its place in the next series to the first member on the waiting list (signOut.ts).
 */
export async function replacePoulePlayer(db: Db, user: RequestUser, body: ReplaceBody): Promise<ReplaceOutcome> {
  const [found] = await db
    .select({ pouleId: leaguePoulePlayers.pouleId })
    .from(leaguePoulePlayers)
    .where(and(eq(leaguePoulePlayers.id, body.pouleplayerid), eq(leaguePoulePlayers.clubId, user.clubId)));
  if (!found) throw new ApiError(404, leagueText.unknownPoulePlayer);
  if (body.quitsleague && !body.replace) throw new ApiError(400, leagueText.quitNeedsReplacement);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const change = await changeReplacement(t, user, body, found.pouleId);
    return { ...change, mails: await replacementMailOf(t, user, change) };
  });
}

/** The change itself, inside replacePoulePlayer's transaction. */
async function changeReplacement(t: Db, user: RequestUser, body: ReplaceBody, pouleId: number): Promise<ReplacementChange> {
  const locked = await lockPoule(t, user.clubId, pouleId);
  requireResultEntry(user, locked);
  const target = locked.players.find((p) => p.id === body.pouleplayerid)!;
  if (target.status === 9) throw new ApiError(409, leagueText.alreadyQuit);
  // Leaving for good is the player's own decision (or a league manager's), not the one who enters a replacement.
  if (body.quitsleague && !maySignOut({ ...user.rights, memberIds: user.memberIds }, target.memberId)) throw new ApiError(403, leagueText.notOwnSignOut);
  const pp = leaguePoulePlayers;
  if (!body.replace) {
    if (target.replacementMemberId === null) throw new ApiError(409, leagueText.noReplacementToCancel);
    await t.update(pp).set({ replacementMemberId: null, absenceReasonId: null, remarks: '', drawRank: null }).where(eq(pp.id, target.id));
    await drawReplaced(t, locked.players.filter((p) => p.id !== target.id && p.replacementMemberId !== null));
    return { pouleId, memberId: target.memberId, replacementId: 0, quits: false, successorName: '' };
  }
  if (body.replacementid === 0) throw new ApiError(400, leagueText.replacementMissing);
  const [replacement] = await t
    .select({ id: members.id, first: members.firstName, last: members.lastName })
    .from(members)
    .where(and(eq(members.id, body.replacementid), eq(members.clubId, user.clubId)));
  if (!replacement) throw new ApiError(400, leagueText.unknownMember);
  const inPoule = locked.players.some((p) => p.id !== target.id && (p.memberId === replacement.id || p.replacementMemberId === replacement.id));
  if (inPoule || target.memberId === replacement.id) throw new ApiError(409, leagueText.replacementInPoule);
  const reasonId = await checkReason(t, user.clubId, body.absencereasonid);
  const redraw = target.replacementMemberId === null ? { drawRank: null } : {};
  await t
    .update(pp)
    .set({ replacementMemberId: replacement.id, absenceReasonId: reasonId, remarks: body.remarks.trim(), ...redraw, ...(body.quitsleague ? { status: 9 } : {}) })
    .where(eq(pp.id, target.id));
  const replaced = locked.players.filter((p) => p.id !== target.id && p.replacementMemberId !== null);
  await drawReplaced(t, [...replaced, { id: target.id, drawRank: target.replacementMemberId === null ? null : target.drawRank }]);
  const successorName = body.quitsleague ? await leaveLeague(t, locked.serie, target) : '';
  if (target.replacementMemberId !== replacement.id) await notifyReplacement(t, user, locked, target.memberId, `${replacement.first} ${replacement.last}`, new Date());
  return { pouleId, memberId: target.memberId, replacementId: replacement.id, quits: body.quitsleague, successorName };
}
