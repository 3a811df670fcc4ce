import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from 'drizzle-orm/logger';
import pg from 'pg';
import * as schema from './schema.ts';
import { lockDataDir } from './folderLock.ts';
import { nameStatements } from './namedStatements.ts';
import { DATA_CHANNEL, USER_CHANNEL, watchPglite, watchPostgres, type ChangeListener, type StopWatching } from './changeNotices.ts';

/** One type for both drivers, so queries and transactions are written once. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Hears every change of users, rights, linked members and sessions (for the request-user cache). */
  watchUsers(listener: ChangeListener): Promise<StopWatching>;
  /** Hears every change of the data the cached reads show (for the read cache). */
  watchData(listener: ChangeListener): Promise<StopWatching>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/**
 * PostgreSQL's default 128 MB of shared buffers live inside PGlite's WebAssembly memory, which never
 * shrinks; the files sit in the OS's page cache anyway. 16 MB: ~110 MB less memory under load, the
 * same requests/s in the bench (issue 16).
 */
const PGLITE_CONF = ['shared_buffers = 16MB'];

/** The advisory lock key of schema changes; the demo seed takes the same one, so both run one process at a time. */
export const SCHEMA_LOCK = 770001;

/**
 * Several processes may start at once on one empty database: each migrates on one connection that
 * first holds the schema lock, so the second finds the work done instead of creating the same types.
 */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** A real PostgreSQL server when url is set, else PGlite with its data in dataDir (or the given instance). */
export function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  pglite?: PGlite;
  /** drizzle's statement logger (tests that count statements). */
  logger?: Logger;
  /** Where a lost idle connection is reported (the server's JSON log); console.warn by default. */
  warn?: (message: string) => void;
}): Database {
  const { url } = opts;
  if (url) {
    // Named statements (namedStatements.ts, preparedPer.ts) are planned once per connection: left to
    // itself PostgreSQL kept re-planning a lookup by an id array among 1,000 clubs (a custom plan
    // looked cheaper than the generic one), which cost more than running it (issue 29, scale run).
    // One-off statements (writes in transactions run unnamed) are planned with their values as before.
    const pool = new pg.Pool({
      connectionString: url,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      options: '-c plan_cache_mode=force_generic_plan',
    });
    // An idle connection that the server drops (restart, admin) must not crash the process: the pool reconnects.
    const warn = opts.warn ?? ((m: string) => console.warn(m));
    pool.on('error', (err) => warn(`database: idle connection lost (${err.message})`));
    const db = drizzlePg(nameStatements(pool), { schema, logger: opts.logger });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migrateLocked(pool),
      close: () => endPool(pool),
      watchUsers: (listener) => watchPostgres(url, USER_CHANNEL, listener),
      watchData: (listener) => watchPostgres(url, DATA_CHANNEL, listener),
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const unlock = opts.dataDir && !opts.pglite ? lockDataDir(opts.dataDir) : () => {};
  const client = opts.pglite ?? new PGlite(opts.dataDir, { postgresqlconf: PGLITE_CONF });
  const db = drizzlePglite(client, { schema, logger: opts.logger });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    watchUsers: (listener) => watchPglite(client, USER_CHANNEL, listener),
    watchData: (listener) => watchPglite(client, DATA_CHANNEL, listener),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/**
 * pool.end() resolves before its connections have actually closed; whoever drops the database right
 * after (the tests) would kill them mid-goodbye. Wait for every connection's 'remove' event too.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  const open = pool.totalCount;
  let removed = 0;
  const allRemoved = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      if (++removed >= open) resolve();
    });
  });
  await pool.end();
  await allRemoved;
}
