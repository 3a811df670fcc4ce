import { and, eq, inArray } from 'drizzle-orm';
import type { Participation } from '@clubhuis/contract/entities/league';
import type { Db } from '../../db/client.ts';
import { leaguePoulePlayers, leaguePoules, leagueSubscriptions } from '../../db/schema.ts';
import type { RequestUser } from '../../http/context.ts';
import { leagueOf, levelsOf, shownSeriesOf } from './leagues.ts';
import { poulesWithDetails } from './poules.ts';

/**
 * league/information.php: the levels, the series shown and the member's poule in each of them. Any
 * member may look at another member's poules (/league/{whom}); no contact data is in it.
 */
export async function information(db: Db, user: RequestUser, leagueId: number, memberId: number) {
  await leagueOf(db, user.clubId, leagueId);
  const whom = memberId > 0 ? memberId : (user.memberIds[0] ?? 0);
  const [levels, series] = await Promise.all([levelsOf(db, leagueId), shownSeriesOf(db, leagueId)]);
  const serieIds = series.map((s) => s.serieId);
  const own =
    serieIds.length === 0 || whom === 0
      ? []
      : await db
          .select({ p: leaguePoulePlayers, serieId: leaguePoules.serieId, unsubscribedAt: leagueSubscriptions.unsubscribedAt })
          .from(leaguePoulePlayers)
          .innerJoin(leaguePoules, eq(leaguePoules.id, leaguePoulePlayers.pouleId))
          .innerJoin(leagueSubscriptions, eq(leagueSubscriptions.id, leaguePoulePlayers.subscriptionId))
          .where(and(eq(leaguePoulePlayers.memberId, whom), inArray(leaguePoules.serieId, serieIds)));
  const poules = await poulesWithDetails(db, own.map((o) => o.p.pouleId));
  const participations: Participation[] = own.flatMap((o) => {
    const poule = poules.find((p) => p.pouleId === o.p.pouleId);
    const serie = series.find((s) => s.serieId === o.serieId);
    if (!poule || !serie) return [];
    return [
      {
        ...poule,
        serieId: serie.serieId,
        serie: serie.serie,
        period: serie.period,
        serieStatus: serie.status,
        poulePlayerId: o.p.id,
        poulePlayerIndex: o.p.playerIndex,
        subscriptionId: o.p.subscriptionId,
        poulePlayerStatus: o.p.status,
        unSubscribed: o.unsubscribedAt !== null,
      },
    ];
  });
  participations.sort((a, b) => a.serie - b.serie);
  return { levels, series, participations };
}
