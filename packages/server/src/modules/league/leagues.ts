import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { League, Series } from '@clubhuis/contract/entities/league';
import type { Db } from '../../db/client.ts';
import { leaguePoules, leagueSeries, leagueSubscriptions, leagues } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { leagueText } from './messages.ts';

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export function toLeague(l: typeof leagues.$inferSelect): League {
  return {
    leagueId: l.id,
    description: l.description,
    information: l.information,
    dateFrom: l.dateFrom,
    dateTill: l.dateTill,
    subscriptionDateFrom: l.subscriptionDateFrom,
    subscriptionDateTill: l.subscriptionDateTill,
    maxNrOfSubscriptions: l.maxNrOfSubscriptions,
    status: l.status,
    onlineSubscriptions: l.onlineSubscriptions,
    resultsEntry: l.resultsEntry,
  };
}

export async function listLeagues(db: Db, clubId: number): Promise<League[]> {
  const rows = await db.select().from(leagues).where(eq(leagues.clubId, clubId)).orderBy(asc(leagues.dateFrom), asc(leagues.id));
  return rows.map(toLeague);
}

/** The league of this club, or 404. */
export async function leagueOf(db: Db, clubId: number, leagueId: number) {
  const [row] = await db.select().from(leagues).where(and(eq(leagues.id, leagueId), eq(leagues.clubId, clubId)));
  if (!row) throw new ApiError(404, leagueText.unknownLeague);
  return row;
}

/** The series members see: status 2 (ongoing) or higher, with how many of their poules are still to play. */
export async function shownSeriesOf(db: Db, leagueId: number): Promise<Series[]> {
  // The subqueries name the outer row as league_series: drizzle writes a bare column name inside sql``.
  const rows = await db
    .select({
      s: leagueSeries,
      toBePlayed: sql<number>`(select count(*)::int from ${leaguePoules} p where p.serie_id = league_series.id and p.status < 3)`,
      // The last series members can pick: one not started yet (below 2) is not shown, so not last.
      last: sql<number>`(select max(x.serie)::int from ${leagueSeries} x where x.league_id = league_series.league_id and x.status >= 2)`,
      first: sql<number>`(select min(x.serie)::int from ${leagueSeries} x where x.league_id = league_series.league_id)`,
    })
    .from(leagueSeries)
    .where(and(eq(leagueSeries.leagueId, leagueId), sql`${leagueSeries.status} >= 2`))
    .orderBy(asc(leagueSeries.serie));
  return rows.map(({ s, toBePlayed, last, first }) => ({
    serieId: s.id,
    serie: s.serie,
    dateFrom: s.dateFrom,
    dateTill: s.dateTill,
    period: `${dmy(s.dateFrom)} - ${dmy(s.dateTill)}`,
    status: s.status,
    statusDescription: leagueText.serieStatus[s.status] ?? '',
    toBePlayed,
    remarks: s.remarks,
    isFirstSerie: s.serie === first,
    isLastSerie: s.serie === last,
  }));
}

/** The session's leagueSubscriptionId: the active subscription of one of the user's members to the league (0: none). */
export async function subscriptionIdOf(db: Db, leagueId: number, memberIds: readonly number[]): Promise<number> {
  if (leagueId <= 0 || memberIds.length === 0) return 0;
  const [row] = await db
    .select({ id: leagueSubscriptions.id })
    .from(leagueSubscriptions)
    .where(and(eq(leagueSubscriptions.leagueId, leagueId), inArray(leagueSubscriptions.memberId, [...memberIds]), eq(leagueSubscriptions.status, 1)))
    .orderBy(asc(leagueSubscriptions.id))
    .limit(1);
  return row?.id ?? 0;
}
