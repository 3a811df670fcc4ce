import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leaguePoules } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { leagueText } from './messages.ts';
import { lockPoule, ownPlayer } from './pouleAccess.ts';

interface PlayDateBody {
  pouleid: number;
  playdate: string;
  playtime: string;
  terrain: string;
  remarks: string;
}

/**
 * league/poulePlayDate.php (spec 02 section 5): for a user with leaguePlayerMomentInfo, on its own
 * poule in the last series while it runs; every field trimmed and optional (empty clears it).
 */
export async function registerPlayDate(db: Db, user: RequestUser, body: PlayDateBody): Promise<void> {
  if (!user.rights.leaguePlayerMomentInfo) throw new ApiError(403, leagueText.noPlayDateRight);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const locked = await lockPoule(t, user.clubId, body.pouleid);
    if (!ownPlayer(user, locked)) throw new ApiError(403, leagueText.notOwnPoule);
    if (!locked.isLastSerie || locked.serie.status !== 2 || locked.poule.status >= 9) throw new ApiError(409, leagueText.playDateNotNow);
    await t
      .update(leaguePoules)
      .set({ playDate: body.playdate.trim() || null, playTime: body.playtime.trim(), playTerrain: body.terrain.trim(), playRemarks: body.remarks.trim() })
      .where(eq(leaguePoules.id, body.pouleid));
  });
}
