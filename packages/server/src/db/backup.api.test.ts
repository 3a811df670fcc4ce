import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { backupEmbedded, backupPostgres, restoreEmbedded, restorePostgres } from './backup.ts';
import { copyDatabase, databaseUrl, dropDatabase } from '../testing/postgresAdmin.ts';

const kind = inject('dbKind');
const CLUB = `select name from clubs where code = 'A999'`;
const RENAME = `update clubs set name = 'Na de backup' where code = 'A999'`;

// Issue 16: npm run backup / restore. Real files, real databases, no mocks.
describe.runIf(kind === 'pglite')('backup and restore of the embedded database', () => {
  let dir: string;
  let dbDir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'clubhuis-backup-'));
    dbDir = join(dir, 'db');
    // A data folder on disk, migrated and seeded: the API tests' template unpacked into it.
    const seed = new PGlite(dbDir, { loadDataDir: new Blob([readFileSync(inject('dbTemplate'))]) });
    await seed.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Opens the folder as the server would (without its lock: nobody else has it here), runs one statement, closes. */
  async function sql(folder: string, statement: string): Promise<unknown[]> {
    const db = new PGlite(folder);
    try {
      return (await db.query(statement)).rows;
    } finally {
      await db.close();
    }
  }

  it('backs up, and restores the row that changed after the backup, keeping the folder it replaced', async () => {
    const [before] = await sql(dbDir, CLUB);
    const file = join(dir, 'backups', 'clubhuis.tar.gz');
    await backupEmbedded(dbDir, file);
    expect(readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip
    expect(existsSync(join(dbDir, 'clubhuis.lock'))).toBe(false); // the lock went with the backup

    await sql(dbDir, RENAME);
    expect(await sql(dbDir, CLUB)).toEqual([{ name: 'Na de backup' }]);

    const { previous } = await restoreEmbedded(dbDir, file, new Date('2025-03-01T10:15:30Z'));
    expect(previous).toBe(`${dbDir}.before-restore-2025-03-01T10-15-30`);
    expect(await sql(dbDir, CLUB)).toEqual([before]);
    expect(await sql(previous!, CLUB)).toEqual([{ name: 'Na de backup' }]);
    // Neither folder is left locked: the server can start on the restored one.
    expect(existsSync(join(dbDir, 'clubhuis.lock'))).toBe(false);
    expect(existsSync(join(previous!, 'clubhuis.lock'))).toBe(false);
  });

  it('refuses both while a live process holds the folder lock, and changes nothing', async () => {
    const file = join(dir, 'backups', 'refused.tar.gz');
    // A live process that is not this one: its pid in the lock file, as a running server leaves it.
    const owner = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    try {
      writeFileSync(join(dbDir, 'clubhuis.lock'), String(owner.pid));
      await expect(backupEmbedded(dbDir, file)).rejects.toThrow(new RegExp(`in gebruik door proces ${owner.pid}[^]*Stop de server eerst`));
      expect(existsSync(file)).toBe(false);
      await expect(restoreEmbedded(dbDir, join(dir, 'backups', 'clubhuis.tar.gz'))).rejects.toThrow(/Stop de server eerst/);
      expect(readFileSync(join(dbDir, 'clubhuis.lock'), 'utf8')).toBe(String(owner.pid));
    } finally {
      owner.kill();
      rmSync(join(dbDir, 'clubhuis.lock'), { force: true });
    }
  });

  it('leaves the database alone when the backup file is broken', async () => {
    const [before] = await sql(dbDir, CLUB);
    const notGzip = join(dir, 'broken.tar.gz');
    writeFileSync(notGzip, 'not a backup');
    const notTar = join(dir, 'garbage.tar.gz');
    writeFileSync(notTar, gzipSync(Buffer.from('no tar in here '.repeat(2000))));
    for (const broken of [notGzip, notTar]) {
      await expect(restoreEmbedded(dbDir, broken)).rejects.toThrow();
      expect(await sql(dbDir, CLUB)).toEqual([before]);
      expect(existsSync(join(dbDir, 'clubhuis.lock'))).toBe(false);
    }
    expect(readdirSync(dir).filter((name) => name.includes('restoring'))).toEqual([]);
  });

  it('npm run restore refuses without a file', async () => {
    const script = resolve(import.meta.dirname, '../scripts/restore.ts');
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' } });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Geef het backupbestand op') });
  });
});

describe.runIf(kind === 'postgres')('backup and restore on PostgreSQL (pg_dump, pg_restore)', () => {
  it('backs up, and restores the row that changed after the backup', async () => {
    const server = process.env.TEST_DATABASE_URL!;
    const name = `ops_backup_test_${randomBytes(4).toString('hex')}`;
    const dir = mkdtempSync(join(tmpdir(), 'clubhuis-backup-'));
    // The migrated and seeded template, copied: the same as migrating and seeding a new database.
    await copyDatabase(server, inject('dbTemplate'), name);
    const url = databaseUrl(server, name);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      const before = (await client.query(CLUB)).rows;
      const file = join(dir, 'clubhuis.dump');
      await backupPostgres(url, file);
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');

      await client.query(RENAME);
      await client.query(`insert into clubs (code, name, association) values ('Z001', 'Na de backup', 'VTTL')`);
      await client.end();

      await restorePostgres(url, file);
      const after = new pg.Client({ connectionString: url });
      await after.connect();
      try {
        expect((await after.query(CLUB)).rows).toEqual(before);
        expect((await after.query(`select count(*)::int as n from clubs where code = 'Z001'`)).rows).toEqual([{ n: 0 }]);
      } finally {
        await after.end();
      }
    } finally {
      await client.end().catch(() => undefined);
      await dropDatabase(server, name);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses a file that is not there', async () => {
    await expect(restorePostgres(process.env.TEST_DATABASE_URL!, join(tmpdir(), 'no-such-backup.dump'))).rejects.toThrow(/bestaat niet/);
  });
});
