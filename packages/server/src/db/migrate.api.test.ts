import { randomBytes } from 'node:crypto';
import { describe, expect, it, inject } from 'vitest';
import pg from 'pg';
import { openDatabase } from './client.ts';
import { databaseUrl, dropDatabase } from '../testing/postgresAdmin.ts';

const kind = inject('dbKind');

// Two processes started together on an empty database (issue 14, item 10): both migrate, neither dies.
describe.runIf(kind === 'postgres')('migrations from two processes at once (PostgreSQL only)', () => {
  it('leaves one schema and no error, five times over', async () => {
    const server = process.env.TEST_DATABASE_URL!;
    for (let round = 0; round < 5; round++) {
      const name = `clubhuis_mig_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const a = openDatabase({ url: databaseUrl(server, name) });
      const b = openDatabase({ url: databaseUrl(server, name) });
      try {
        const results = await Promise.allSettled([a.migrate(), b.migrate()]);
        expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok']);
      } finally {
        await a.close();
        await b.close();
        await dropDatabase(server, name);
      }
    }
  });
});
