import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { nameStatements } from './namedStatements.ts';

const kind = inject('dbKind');

// Issue 16: the pool's statements are prepared once per connection, named after their text.
describe.runIf(kind === 'postgres')('named statements on PostgreSQL', () => {
  let pool: pg.Pool;
  let named: pg.Pool;
  // One connection, so the statements this test prepares are the ones it reads back.
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL!, max: 1 });
    named = nameStatements(pool);
  });
  afterAll(() => pool.end());

  const prepared = async () =>
    (await pool.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements order by statement')).rows;

  it('prepares a statement once under a name from its text, and answers as before', async () => {
    const text = 'select $1::int + 1 as n';
    expect((await named.query({ text }, [41])).rows).toEqual([{ n: 42 }]);
    expect((await named.query({ text }, [1])).rows).toEqual([{ n: 2 }]);
    const rows = await prepared();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.statement).toBe(text);
    expect(rows[0]!.name).toMatch(/^c[\w-]{27}$/);
  });

  it('leaves plain text queries, given names and transactions on their own client unnamed', async () => {
    await named.query('select 1');
    await named.query({ text: 'select 2', name: 'own' });
    const client = await named.connect();
    try {
      await client.query({ text: 'select 3' });
    } finally {
      client.release();
    }
    expect((await prepared()).map((r) => r.name).sort()).toEqual([expect.stringMatching(/^c/), 'own'].sort());
  });

  it('names at most 400 distinct texts; the ones after run unnamed', async () => {
    for (let i = 0; i < 450; i++) await named.query({ text: `select ${i} as i` });
    expect((await prepared()).filter((r) => r.name.startsWith('c'))).toHaveLength(400);
    expect((await named.query({ text: 'select 449 as i' })).rows).toEqual([{ i: 449 }]);
  });
});
