import { and, asc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import { weekdayDates } from '@clubhuis/contract/rules/clock';
import type { Db } from '../../db/client.ts';
import { playerMomentPresences, playerMomentReservations, playerMomentResponsibles, playerMomentSeries, playerMomentWaitlist, playerMoments } from '../../db/schema.ts';

export type SeriesRow = typeof playerMomentSeries.$inferSelect;
export type SeriesValues = Omit<typeof playerMomentSeries.$inferInsert, 'id' | 'clubId'>;

/** The club's weekly series with how many moments they made and the next one from today. */
// The subqueries name the outer row as player_moment_series: drizzle writes a bare column name inside sql``.
export async function listSeries(db: Db, clubId: number, today: string) {
  return db
    .select({
      series: playerMomentSeries,
      moments: sql<number>`(select count(*)::int from ${playerMoments} m where m.series_id = player_moment_series.id)`,
      next: sql<string | null>`(select min(m.play_date)::text from ${playerMoments} m where m.series_id = player_moment_series.id and m.play_date >= ${today})`,
    })
    .from(playerMomentSeries)
    .where(eq(playerMomentSeries.clubId, clubId))
    .orderBy(asc(playerMomentSeries.weekday), asc(playerMomentSeries.startTime));
}

/** A new weekly series and its moments, each with the series' responsible persons. */
export async function insertSeries(tx: Db, clubId: number, values: SeriesValues): Promise<{ series: SeriesRow; created: number }> {
  const [series] = await tx.insert(playerMomentSeries).values({ clubId, ...values }).returning();
  const dates = weekdayDates(values.dateFrom, values.dateTill, values.weekday);
  if (dates.length === 0) return { series: series!, created: 0 };
  const made = await tx
    .insert(playerMoments)
    .values(
      dates.map((playDate) => ({
        clubId,
        discipline: values.discipline,
        name: values.name,
        description: values.description ?? '',
        playDate,
        startTime: values.startTime,
        endTime: values.endTime,
        capacity: values.capacity ?? 0,
        seriesId: series!.id,
      })),
    )
    .returning({ id: playerMoments.id });
  const responsibles = values.responsibleIds ?? [];
  if (responsibles.length > 0) {
    await tx.insert(playerMomentResponsibles).values(made.flatMap((m) => responsibles.map((memberId) => ({ clubId, momentId: m.id, memberId }))));
  }
  return { series: series!, created: made.length };
}

export async function lockSeries(tx: Db, clubId: number, seriesId: number): Promise<SeriesRow | undefined> {
  const [row] = await tx
    .select()
    .from(playerMomentSeries)
    .where(and(eq(playerMomentSeries.id, seriesId), eq(playerMomentSeries.clubId, clubId)))
    .for('update');
  return row;
}

/**
 * Ends a series after today: its later moments go, except those somebody reserved or was marked
 * present for (they stay, to be cancelled one by one); the series ends today.
 */
export async function endSeries(tx: Db, series: SeriesRow, today: string): Promise<{ removed: number; kept: number }> {
  const later = and(eq(playerMoments.seriesId, series.id), gt(playerMoments.playDate, today));
  const unused = and(
    later,
    notExists(tx.select({ x: sql`1` }).from(playerMomentReservations).where(eq(playerMomentReservations.momentId, playerMoments.id))),
    notExists(tx.select({ x: sql`1` }).from(playerMomentPresences).where(eq(playerMomentPresences.momentId, playerMoments.id))),
  );
  const gone = await tx.select({ id: playerMoments.id }).from(playerMoments).where(unused);
  const ids = gone.map((g) => g.id);
  if (ids.length > 0) {
    await tx.delete(playerMomentResponsibles).where(inArray(playerMomentResponsibles.momentId, ids));
    await tx.delete(playerMomentWaitlist).where(inArray(playerMomentWaitlist.momentId, ids));
    await tx.delete(playerMoments).where(inArray(playerMoments.id, ids));
  }
  const [{ kept } = { kept: 0 }] = await tx.select({ kept: sql<number>`count(*)::int` }).from(playerMoments).where(later);
  await tx.update(playerMomentSeries).set({ dateTill: series.dateTill < today ? series.dateTill : today }).where(eq(playerMomentSeries.id, series.id));
  return { removed: ids.length, kept };
}
