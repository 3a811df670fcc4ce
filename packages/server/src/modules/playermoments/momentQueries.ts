import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { JsonText } from '../../http/bind.ts';
import { intArray, preparedPer } from '../../db/preparedPer.ts';
import { momentLineSql, momentWeekdays } from './momentLine.ts';

/**
 * The play-moment list as PostgreSQL's JSON text, prepared once per database (`preparedPer`): the
 * page of moments in the subquery, then per moment its reservation count and whether one of the
 * user's members is responsible (an empty id array makes no one responsible).
 */
const momentListOf = preparedPer((db) =>
  db
    .select({
      json: sql<string>`coalesce(json_agg(json_build_object('eventId', m.id, 'moment', ${momentLineSql}, 'playDate', m.play_date,
        'startTime', m.start_time, 'endTime', m.end_time, 'discipline', m.discipline, 'capacity', m.capacity,
        'nrOfReservations', (select count(*)::int from player_moment_reservations r where r.moment_id = m.id),
        'description', m.description,
        'isResponsible', exists (select 1 from player_moment_responsibles x where x.moment_id = m.id and x.member_id = any(${sql.placeholder('memberIds')}::int[]))
      ) order by m.play_date, m.start_time, m.id), '[]')::text`,
    })
    .from(
      sql`(select * from player_moments where club_id = ${sql.placeholder('clubId')} and play_date >= ${sql.placeholder('today')}::date
        order by play_date, start_time, id limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) m`,
    )
    .prepare('player_moment_list'),
);

/**
 * The club's moments from `today` on in date and time order: the first `limit`, or with `infuture`
 * the `limit` after those (the app's second call). One statement, counts and responsibility included.
 */
export async function listMoments(
  db: Db,
  opts: { clubId: number; memberIds: number[]; today: string; limit: number; infuture: boolean },
): Promise<JsonText<'playermoment/playermoment_list.php'>> {
  const [row] = await momentListOf(db).execute({
    clubId: opts.clubId,
    today: opts.today,
    memberIds: intArray(opts.memberIds),
    weekdays: momentWeekdays(),
    limit: opts.limit,
    offset: opts.infuture ? opts.limit : 0,
  });
  return new JsonText(row!.json);
}
