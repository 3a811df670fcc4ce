import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leaguePouleMatches, leaguePoules } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { resultsMailOf, type LeagueMail } from './leagueMails.ts';
import { leagueText } from './messages.ts';
import { lockPoule, requireResultEntry } from './pouleAccess.ts';
import { notifyResults } from './resultNotices.ts';

interface ScoreBody {
  pouleid: number;
  matches: { id: number; games1: number; games2: number }[];
}

/**
 * league/pouleScore.php: the poule's results, all or nothing under the poule's row lock. Only the
 * poule's own matches, each once; the poule counts as played (3) once every match has its score.
 * Answers the results mails as stored (one per language), read under the same lock.
 */
export async function registerScores(db: Db, user: RequestUser, body: ScoreBody): Promise<LeagueMail[]> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const locked = await lockPoule(t, user.clubId, body.pouleid);
    requireResultEntry(user, locked);
    const ids = body.matches.map((m) => m.id);
    if (new Set(ids).size !== ids.length) throw new ApiError(400, leagueText.doubleMatch);
    const own = await t.select({ id: leaguePouleMatches.id, games1: leaguePouleMatches.games1 }).from(leaguePouleMatches).where(eq(leaguePouleMatches.pouleId, body.pouleid));
    if (ids.some((id) => !own.some((m) => m.id === id))) throw new ApiError(400, leagueText.notPouleMatch);
    for (const m of body.matches) {
      await t
        .update(leaguePouleMatches)
        .set({ games1: m.games1, games2: m.games2 })
        .where(and(eq(leaguePouleMatches.id, m.id), eq(leaguePouleMatches.pouleId, body.pouleid)));
    }
    const played = own.filter((m) => m.games1 !== null || ids.includes(m.id)).length;
    await t
      .update(leaguePoules)
      .set({ status: played === own.length ? 3 : 2 })
      .where(eq(leaguePoules.id, body.pouleid));
    await notifyResults(t, user, locked, body.matches, new Date());
    return resultsMailOf(t, user, body.pouleid);
  });
}
