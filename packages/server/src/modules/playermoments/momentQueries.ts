import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { PlayerMoment } from '@clubhuis/contract/entities/playermoments';
import type { Db } from '../../db/client.ts';
import { intArray, preparedPer } from '../../db/preparedPer.ts';
import { playerMoments } from '../../db/schema.ts';
import { momentLine } from './momentLine.ts';

// Table names written out: drizzle leaves columns unqualified in a one-table select, which would
// make the correlated subqueries compare a column with itself.
const reservationCount = sql<number>`(select count(*)::int from player_moment_reservations r where r.moment_id = player_moments.id)`;

/** The play-moment list, prepared once per database (`preparedPer`); an empty id array makes no one responsible. */
const momentListOf = preparedPer((db) =>
  db
    .select({
      m: playerMoments,
      nrOfReservations: reservationCount,
      isResponsible: sql<boolean>`exists (select 1 from player_moment_responsibles x where x.moment_id = player_moments.id and x.member_id = any(${sql.placeholder('memberIds')}::int[]))`,
    })
    .from(playerMoments)
    .where(and(eq(playerMoments.clubId, sql.placeholder('clubId')), gte(playerMoments.playDate, sql.placeholder('today'))))
    .orderBy(asc(playerMoments.playDate), asc(playerMoments.startTime), asc(playerMoments.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('player_moment_list'),
);

/**
 * The club's moments from `today` on in date and time order: the first `limit`, or with `infuture`
 * the `limit` after those (the app's second call). One statement, counts and responsibility included.
 */
export async function listMoments(
  db: Db,
  opts: { clubId: number; memberIds: number[]; today: string; limit: number; infuture: boolean },
): Promise<PlayerMoment[]> {
  const rows = await momentListOf(db).execute({
    clubId: opts.clubId,
    today: opts.today,
    memberIds: intArray(opts.memberIds),
    limit: opts.limit,
    offset: opts.infuture ? opts.limit : 0,
  });
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
