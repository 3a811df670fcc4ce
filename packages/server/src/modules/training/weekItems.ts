import { sql, type SQL } from 'drizzle-orm';
import { memberIdsOf, type WeekScope } from '../../db/weekScope.ts';

/** effectiveStatus (contract rules/training.ts) in SQL: open is 0 once started, else 1. */
const statusAt = (now: string) => sql`case when tm.status >= 2 then tm.status when (tm.training_date::text || ' ' || tm.start_time) <= ${now} then 0 else 1 end`;

/**
 * The trainee's trainings of the week as /traineetrainingmoments/reservation shows them (its groups'
 * moments and those it joined, until their end), with its answer; one asked while the training is open
 * and unanswered.
 */
export function traineeWeekItems(s: WeekScope): SQL {
  const ids = memberIdsOf(s);
  return sql`
    select tm.training_date::text as day, tm.start_time as at, json_build_object(
      'kind', 'training', 'id', tm.id, 'memberId', me.id, 'memberName', me.first_name || ' ' || me.last_name,
      'date', tm.training_date::text, 'time', tm.start_time, 'asksAnswer', tm.status < 2 and r.reserved is null,
      'endTime', tm.end_time, 'title', tm.title, 'group', g.name, 'status', ${statusAt(s.now)},
      'reserved', coalesce(r.reserved, 0), 'remark', coalesce(r.remark, '')) as item
    from training_moments tm
    join trainings tr on tr.id = tm.training_id
    join training_groups g on g.id = tr.group_id
    join members me on me.id = any(${ids}) and me.club_id = ${s.clubId}
    left join training_presences p on p.moment_id = tm.id and p.member_id = me.id
    left join training_reservations r on r.moment_id = tm.id and r.member_id = me.id
    where tm.club_id = ${s.clubId} and tm.training_date between ${s.from} and ${s.until}
      and (tm.training_date::text || ' ' || tm.end_time) > ${s.now}
      and (exists (select 1 from training_group_members gm where gm.group_id = tr.group_id and gm.member_id = me.id) or p.member_id is not null)`;
}

/**
 * The trainer's open trainings (/trainingmoments/open) of the week, and of last week those still to be
 * confirmed: started, below 2. Those wait for the trainer (asksAnswer).
 */
export function trainerWeekItems(s: WeekScope): SQL {
  const me = s.trainerId;
  return sql`
    select tm.training_date::text as day, tm.start_time as at, json_build_object(
      'kind', 'trainerTraining', 'id', tm.id, 'memberId', 0, 'memberName', coalesce(tn.name, ''),
      'date', tm.training_date::text, 'time', tm.start_time,
      'asksAnswer', (tm.training_date::text || ' ' || tm.start_time) <= ${s.now},
      'endTime', tm.end_time, 'title', tm.title, 'group', g.name, 'status', ${statusAt(s.now)},
      'toBeConfirmed', (select count(*)::int from training_group_members gm
        join members mm on mm.id = gm.member_id and mm.member_state = 1
        where gm.group_id = tr.group_id
          and not exists (select 1 from training_presences p where p.moment_id = tm.id and p.member_id = gm.member_id and p.presence in (0, 1)))) as item
    from training_moments tm
    join trainings tr on tr.id = tm.training_id
    join training_groups g on g.id = tr.group_id
    left join trainers tn on tn.id = ${me}
    where ${me} > 0 and tm.club_id = ${s.clubId} and tm.status < 2
      and tm.training_date between ${s.resultsFrom} and ${s.until}
      and (tm.training_date >= ${s.from} or (tm.training_date::text || ' ' || tm.start_time) <= ${s.now})
      and ${me} in (tm.trainer_id, tm.assistent_id, tm.assistent2_id, tm.assistent3_id, tm.assistent4_id, tm.assistent5_id)`;
}
