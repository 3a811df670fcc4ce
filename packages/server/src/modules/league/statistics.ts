import { and, asc, eq, sql } from 'drizzle-orm';
import type { LeagueStatisticsRow } from '@clubhuis/contract/entities/league';
import type { Db } from '../../db/client.ts';
import { leaguePouleMatches, leaguePoulePlayers, leaguePoules, leagueSeries } from '../../db/schema.ts';
import { leagueText } from './messages.ts';

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const m = leaguePouleMatches;
/** A played match with this score, in either order. */
const scored = (a: number, b: number) =>
  sql<number>`count(*) filter (where greatest(${m.games1}, ${m.games2}) = ${a} and least(${m.games1}, ${m.games2}) = ${b})::int`;

/**
 * league/statistics.php: per series shown, the matches counted from their results, replacements from
 * the poule players; serie 0 adds them up. Two statements whatever the league's size.
 */
export async function leagueStatistics(db: Db, leagueId: number): Promise<LeagueStatisticsRow[]> {
  const shown = and(eq(leagueSeries.leagueId, leagueId), sql`${leagueSeries.status} >= 2`);
  const [counts, replaced] = await Promise.all([
    db
      .select({
        serie: leagueSeries.serie,
        dateFrom: leagueSeries.dateFrom,
        dateTill: leagueSeries.dateTill,
        nrOfMatches: sql<number>`count(${m.games1})::int`,
        nrOf60Matches: scored(6, 0),
        nrOf61Matches: scored(6, 1),
        nrOf62Matches: scored(6, 2),
        nrOf63Matches: scored(6, 3),
        nrOf64Matches: scored(6, 4),
        nrOf75Matches: scored(7, 5),
        nrOf76Matches: scored(7, 6),
        nrOfUnFinishedMatches: sql<number>`count(*) filter (where ${m.games1} is null or ${m.games2} is null)::int`,
      })
      .from(m)
      .innerJoin(leaguePoules, eq(leaguePoules.id, m.pouleId))
      .innerJoin(leagueSeries, eq(leagueSeries.id, leaguePoules.serieId))
      .where(shown)
      .groupBy(leagueSeries.id)
      .orderBy(asc(leagueSeries.serie)),
    db
      .select({ serie: leagueSeries.serie, n: sql<number>`count(*)::int` })
      .from(leaguePoulePlayers)
      .innerJoin(leaguePoules, eq(leaguePoules.id, leaguePoulePlayers.pouleId))
      .innerJoin(leagueSeries, eq(leagueSeries.id, leaguePoules.serieId))
      .where(and(shown, sql`${leaguePoulePlayers.replacementMemberId} is not null`))
      .groupBy(leagueSeries.serie),
  ]);
  const rows: LeagueStatisticsRow[] = counts.map(({ dateFrom, dateTill, ...c }) => ({
    ...c,
    period: `${dmy(dateFrom)} - ${dmy(dateTill)}`,
    nrOfReplacements: replaced.find((r) => r.serie === c.serie)?.n ?? 0,
  }));
  const keys = ['nrOfMatches', 'nrOf60Matches', 'nrOf61Matches', 'nrOf62Matches', 'nrOf63Matches', 'nrOf64Matches', 'nrOf75Matches', 'nrOf76Matches', 'nrOfReplacements', 'nrOfUnFinishedMatches'] as const;
  const total = Object.fromEntries(keys.map((k) => [k, rows.reduce((n, r) => n + r[k], 0)])) as Record<(typeof keys)[number], number>;
  return rows.length === 0 ? [] : [{ serie: 0, period: leagueText.statisticsTotal, ...total }, ...rows];
}
