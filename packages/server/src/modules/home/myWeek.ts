import { sql } from 'drizzle-orm';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { MY_WEEK_DAYS } from '@clubhuis/contract/rules/home';
import type { Db } from '../../db/client.ts';
import type { WeekScope } from '../../db/weekScope.ts';
import { meetingWeekItems, meetingWeekResults } from '../interclub/weekItems.ts';
import { campWeekItems } from '../sportscamp/weekItems.ts';
import { leagueWeekItems, leagueWeekResults } from '../league/weekItems.ts';
import { reservationWeekItems } from '../playermoments/weekItems.ts';
import { traineeWeekItems, trainerWeekItems } from '../training/weekItems.ts';

/** Whose week: a user's club, linked members and trainer id (the request user, or a mail's recipient). */
export interface WeekOwner {
  clubId: number;
  memberIds: readonly number[];
  trainerId: number;
  /** The account: the teams it follows show too (issue 34). */
  userId?: number;
}

/**
 * The week of `days` days from `from` and the results of the seven days before it, as the JSON text of
 * contract MyWeek, in one statement: each area's week builder is a select of (day, at, item) rows,
 * and PostgreSQL orders and aggregates them (json_agg), so the answer is built where the rows are and
 * costs one round trip whatever the club's history. The weekly e-mail can call this with another day.
 */
export async function weekOf(db: Db, owner: WeekOwner, from: string, days: number, now: Date): Promise<string> {
  const clock = brusselsClock(now);
  const scope: WeekScope = {
    ...owner,
    from,
    until: addDays(from, days - 1),
    resultsFrom: addDays(from, -MY_WEEK_DAYS),
    now: `${clock.date} ${clock.time}`,
  };
  const items = sql.join(
    [meetingWeekItems, traineeWeekItems, trainerWeekItems, reservationWeekItems, campWeekItems, leagueWeekItems].map((part) => sql`(${part(scope)})`),
    sql` union all `,
  );
  const results = sql.join([meetingWeekResults, leagueWeekResults].map((part) => sql`(${part(scope)})`), sql` union all `);
  const { rows } = (await db.execute(sql`
    select json_build_object(
      'from', ${scope.from}::text, 'until', ${scope.until}::text,
      'items', coalesce((select json_agg(w.item order by w.day, w.at, w.item->>'kind', w.item->>'memberName', (w.item->>'id')::int) from (${items}) w), '[]'::json),
      'results', coalesce((select json_agg(r.item order by r.day desc, r.at desc, r.item->>'kind', (r.item->>'id')::int) from (${results}) r), '[]'::json)
    )::text as week`)) as unknown as { rows: { week: string }[] };
  return rows[0]!.week;
}

/** home/myWeek: the user's own week from today (Brussels). */
export function myWeek(db: Db, owner: WeekOwner, now: Date): Promise<string> {
  return weekOf(db, owner, brusselsClock(now).date, MY_WEEK_DAYS, now);
}
