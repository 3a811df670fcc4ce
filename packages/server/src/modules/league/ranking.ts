import { asc, eq, inArray } from 'drizzle-orm';
import type { RankingRow } from '@clubhuis/contract/entities/league';
import type { Db } from '../../db/client.ts';
import { leaguePoules, leagueSubscriptions } from '../../db/schema.ts';
import { leagueText } from './messages.ts';
import { poulesWithDetails } from './poules.ts';

/**
 * league/serieRanking.php: a closed series' ranking: level by level (A first), within a level by place
 * in the poule, then by poule. ranked is the place within the level, globalRanked over the series.
 */
export async function serieRanking(db: Db, serie: { id: number; status: number }): Promise<RankingRow[]> {
  if (serie.status !== 9) return [];
  const ids = await db.select({ id: leaguePoules.id }).from(leaguePoules).where(eq(leaguePoules.serieId, serie.id)).orderBy(asc(leaguePoules.id));
  const poules = await poulesWithDetails(db, ids.map((p) => p.id));
  const subIds = poules.flatMap((p) => p.poulePlayers.map((pl) => pl.subscriptionId));
  const subs = subIds.length ? await db.select().from(leagueSubscriptions).where(inArray(leagueSubscriptions.id, subIds)) : [];
  const entries = poules
    .flatMap((p) => p.poulePlayers.map((pl) => ({ p, pl })))
    .sort((a, b) => a.p.level - b.p.level || a.pl.ranking - b.pl.ranking || a.p.poule - b.p.poule);
  const perLevel = new Map<number, number>();
  return entries.map(({ p, pl }, i) => {
    const ranked = (perLevel.get(p.levelId) ?? 0) + 1;
    perLevel.set(p.levelId, ranked);
    const sub = subs.find((s) => s.id === pl.subscriptionId);
    return {
      leagueSerieSubscriptionId: pl.poulePlayerId,
      leagueSubscriptionId: pl.subscriptionId,
      memberId: pl.memberId,
      memberName: pl.memberName,
      leagueLevelId: p.levelId,
      levelCode: p.levelCode,
      ranked,
      globalRanked: i + 1,
      status: sub?.status ?? 1,
      statusDescription: leagueText.subscriptionStatus(sub?.status ?? 1),
      communication: '',
      ranking: pl.memberRanking,
      subscriptionDate: sub?.subscribedAt.toISOString() ?? '',
      remarks: sub?.remarks ?? '',
    };
  });
}
