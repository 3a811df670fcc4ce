import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';

/**
 * Every table's row count and a hash of all its rows: a refused request must leave each one as it was,
 * not only as many rows (an update changes no count).
 */
export async function tableDigest(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of Object.values(schema)) {
    if (!(table instanceof PgTable)) continue;
    const name = getTableConfig(table).name;
    // The table's name as a whole-row value: each row as text, in one order, hashed together.
    const [row] = await db
      .select({ n: sql<number>`count(*)::int`, h: sql<string>`md5(coalesce(string_agg(${table}::text, ',' order by ${table}::text), ''))` })
      .from(table);
    out[name] = `${row!.n} ${row!.h}`;
  }
  return out;
}
