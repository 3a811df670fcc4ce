import { sql, type SQL } from 'drizzle-orm';
import { memberIdsOf, type WeekScope } from '../../db/weekScope.ts';

/**
 * The play moments of the week reserved for a linked member, as reservation/list.php lists them; read
 * from the week's moments (by date), so a member's older reservations cost nothing.
 */
export function reservationWeekItems(s: WeekScope): SQL {
  return sql`
    select pm.play_date::text as day, pm.start_time as at, json_build_object(
      'kind', 'playMoment', 'id', pm.id, 'memberId', me.id, 'memberName', me.first_name || ' ' || me.last_name,
      'date', pm.play_date::text, 'time', pm.start_time, 'asksAnswer', false,
      'endTime', pm.end_time, 'description', pm.name, 'remark', r.remark) as item
    from player_moments pm
    join player_moment_reservations r on r.moment_id = pm.id and r.member_id = any(${memberIdsOf(s)})
    join members me on me.id = r.member_id
    where pm.club_id = ${s.clubId} and pm.play_date between ${s.from} and ${s.until}`;
}
