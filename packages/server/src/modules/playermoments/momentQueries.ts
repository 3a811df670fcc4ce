import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { PlayerMoment } from '@clubhuis/contract/entities/playermoments';
import type { Db } from '../../db/client.ts';
import { playerMoments } from '../../db/schema.ts';
import { momentLine } from './momentLine.ts';

/**
 * The club's moments from `today` on in date and time order: the first `limit`, or with `infuture`
 * the `limit` after those (the app's second call). One statement, counts and responsibility included.
 */
export async function listMoments(
  db: Db,
  opts: { clubId: number; memberIds: number[]; today: string; limit: number; infuture: boolean },
): Promise<PlayerMoment[]> {
  // Table names written out: drizzle leaves columns unqualified in a one-table select, which would
  // make the correlated subqueries compare a column with itself.
  const reservations = sql<number>`(select count(*)::int from player_moment_reservations r where r.moment_id = player_moments.id)`;
  const responsible =
    opts.memberIds.length === 0
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from player_moment_responsibles x where x.moment_id = player_moments.id and x.member_id in (${sql.join(opts.memberIds.map((id) => sql`${id}`), sql`, `)}))`;
  const rows = await db
    .select({ m: playerMoments, nrOfReservations: reservations, isResponsible: responsible })
    .from(playerMoments)
    .where(and(eq(playerMoments.clubId, opts.clubId), gte(playerMoments.playDate, opts.today)))
    .orderBy(asc(playerMoments.playDate), asc(playerMoments.startTime), asc(playerMoments.id))
    .limit(opts.limit)
    .offset(opts.infuture ? opts.limit : 0);
  return rows.map(({ m, nrOfReservations, isResponsible }) => ({
    eventId: m.id,
    moment: momentLine(m),
    playDate: m.playDate,
    startTime: m.startTime,
    endTime: m.endTime,
    discipline: m.discipline,
    capacity: m.capacity,
    nrOfReservations: Number(nrOfReservations),
    description: m.description,
    isResponsible: Boolean(isResponsible),
  }));
}
