import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

/**
 * The deployment's own tables: no club owns their rows (the clubs themselves, the competition site's
 * answers, call quotas and failed logins by key, the server's secrets and its VAPID key pair for push).
 * Everything else is a club's.
 */
const DEPLOYMENT_WIDE = ['call_quotas', 'clubs', 'login_failures', 'push_vapid_keys', 'server_secrets', 'tabt_cache'];

// Issue 29 (scale): every club's table carries club_id and an index led by it, so one club's rows are
// found without reading the other clubs', and the data can be distributed by club_id when one database
// no longer holds it.
describe('every club-owned table is keyed and indexed by club_id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const names = async (query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);

  it('has a club_id column in every table but the deployment-wide ones', async () => {
    const without = await names(sql`
      select c.relname as name from pg_class c
      where c.relkind = 'r' and c.relnamespace = current_schema()::regnamespace
        and not exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'club_id' and not a.attisdropped)
      order by 1`);
    expect(without).toEqual(DEPLOYMENT_WIDE);
  });

  it('has an index (primary key and unique ones count) whose first column is club_id on every table with club_id', async () => {
    // pg_index.indkey[0] is the index's first column (an expression index has 0 there).
    const unindexed = await names(sql`
      select c.relname as name from pg_class c
      join pg_attribute a on a.attrelid = c.oid and a.attname = 'club_id' and not a.attisdropped
      where c.relkind = 'r' and c.relnamespace = current_schema()::regnamespace
        and not exists (select 1 from pg_index x where x.indrelid = c.oid and x.indkey[0] = a.attnum)
      order by 1`);
    expect(unindexed).toEqual([]);
  });
});
