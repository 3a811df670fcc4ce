import { sql, type SQL } from 'drizzle-orm';
import { intArray } from './preparedPer.ts';

/**
 * The days 'Mijn week' (home/myWeek, and later the weekly e-mail) asks each area for. An area's week
 * builder answers an SQL select of rows `(day text, at text, item json)`: home puts them together in
 * one statement, so the week costs one round trip, and each area's tables stay read by its own queries.
 */
export interface WeekScope {
  clubId: number;
  /** The user's linked members: every line is for one of them. */
  memberIds: readonly number[];
  /** user_rights.trainerId, 0 when the user gives no trainings. */
  trainerId: number;
  /** The account, for what it follows itself (issue 34: followed teams); 0 or absent: none. */
  userId?: number;
  /** First and last day of the week, yyyy-mm-dd (Brussels). */
  from: string;
  until: string;
  /** The first day of last week's results (from - 7). */
  resultsFrom: string;
  /** 'yyyy-mm-dd hh:mm' on the Brussels clock. */
  now: string;
}

/** The linked members as one array parameter. */
export function memberIdsOf(scope: WeekScope): SQL {
  return sql`${intArray(scope.memberIds)}::int[]`;
}
