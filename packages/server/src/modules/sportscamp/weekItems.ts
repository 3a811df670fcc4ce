import { sql, type SQL } from 'drizzle-orm';
import { memberIdsOf, type WeekScope } from '../../db/weekScope.ts';

/**
 * A camp trainer's days of the week ('Mijn aanwezigheden als trainer'), with the camp module on and
 * only in camps the member trains in (campAccess.ts). Its presence is asked from the day itself on.
 */
export function campWeekItems(s: WeekScope): SQL {
  return sql`
    select tp.camp_date::text as day, '' as at, json_build_object(
      'kind', 'campDay', 'id', tp.id, 'memberId', me.id, 'memberName', me.first_name || ' ' || me.last_name,
      'date', tp.camp_date::text, 'time', '', 'asksAnswer', tp.presence = -1 and tp.camp_date::text <= left(${s.now}, 10),
      'title', c.title, 'presence', tp.presence) as item
    from sports_camp_trainer_presences tp
    join sports_camps c on c.id = tp.camp_id
    join sports_camp_trainers ct on ct.camp_id = tp.camp_id and ct.member_id = tp.member_id
    join app_config cfg on cfg.club_id = tp.club_id and cfg.sports_camp_module
    join members me on me.id = tp.member_id
    where tp.club_id = ${s.clubId} and tp.member_id = any(${memberIdsOf(s)})
      and tp.camp_date between ${s.from} and ${s.until}`;
}
