import type { Db } from './client.ts';

/**
 * A statement drizzle prepares once per database instead of building its SQL text on every request
 * (`sql.placeholder` marks a bind parameter that each `execute` fills in): on a session's first
 * member/getList.php that building cost more than the database's own work (issue 16). Keyed weakly,
 * so a test's database goes with it.
 */
export function preparedPer<T>(build: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (statement === undefined) prepared.set(db, (statement = build(db)));
    return statement;
  };
}

/** Ids as one array parameter (`= any($n::int[])`): one statement text for any number of ids. */
export const intArray = (values: readonly number[]): string => `{${values.join(',')}}`;
