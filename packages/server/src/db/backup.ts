// npm run backup / npm run restore: the database into one file and back, for both drivers.
// PostgreSQL: pg_dump -Fc and pg_restore --clean --if-exists (the client tools must be installed).
// Embedded (PGlite): the data folder as a .tar.gz, made by PGlite itself under the folder lock.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './folderLock.ts';

/** 2025-03-01T10-15-30: sorts by time and is a valid file name everywhere. */
export function backupStamp(now = new Date()): string {
  return now.toISOString().slice(0, 19).replace(/:/g, '-');
}

/** PostgreSQL: pg_dump's custom format (compressed, restores selectively) of the database at url. */
export async function backupPostgres(url: string, file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const target = libpq(url);
  await run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${target.dbname}`], target.env);
}

/**
 * PostgreSQL: drops what the backup holds and creates it again from the file, in one transaction
 * (a failing restore leaves the database as it was). Stop the servers first: their open
 * connections would make pg_restore wait for their locks.
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`Backupbestand ${file} bestaat niet.`);
  const target = libpq(url);
  await run('pg_restore', ['--clean', '--if-exists', '--single-transaction', '--no-owner', `--dbname=${target.dbname}`, file], target.env);
}

/**
 * Embedded: the data folder as a .tar.gz. Takes the folder lock first, so it refuses while the server
 * runs (its pages in memory would be missing), opens the folder itself, checkpoints, lets PGlite write
 * the tar (uncompressed: gzip is node's own zlib here, not the web CompressionStream) and closes the
 * instance before it lets the lock go, also when something fails.
 *
 * Wait for the instance to be ready before dumpDataDir(): on a PGlite that is still starting it takes
 * the query lock and then waits for the start, whose own statements wait for that lock, forever (and
 * close() waits behind it). That is how an earlier backup (open the folder, dump at once) hung.
 */
export async function backupEmbedded(dbDir: string, file: string): Promise<void> {
  if (!existsSync(join(dbDir, 'PG_VERSION'))) throw new Error(`In ${dbDir} staat geen database.`);
  const unlock = lockForMaintenance(dbDir);
  try {
    const pg = new PGlite(dbDir);
    try {
      await pg.waitReady;
      await pg.exec('checkpoint');
      const tar = await pg.dumpDataDir('none');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, gzipSync(Buffer.from(await tar.arrayBuffer())));
    } finally {
      await pg.close();
    }
  } finally {
    unlock();
  }
}

/**
 * Embedded: refuses while the server runs; unpacks the backup into a new folder next to the data
 * folder and opens it once (a broken file stops here, before anything changed), then moves the
 * current folder aside as `<db>.before-restore-<time>` and the new one into its place.
 */
export async function restoreEmbedded(dbDir: string, file: string, now = new Date()): Promise<{ previous: string | null }> {
  if (!existsSync(file)) throw new Error(`Backupbestand ${file} bestaat niet.`);
  const stamp = backupStamp(now);
  let unlock = existsSync(dbDir) ? lockForMaintenance(dbDir) : () => {};
  const incoming = `${dbDir}.restoring-${stamp}`;
  try {
    rmSync(incoming, { recursive: true, force: true });
    mkdirSync(incoming, { recursive: true });
    const tar = gunzipSync(readFileSync(file));
    // PGlite's own unpacking of a broken tar fails in promises nobody awaits; refuse it here instead.
    if (!tarEntries(tar).includes('PG_VERSION')) throw new Error(`${file} is geen backup van de ingebouwde database.`);
    const pg = new PGlite(incoming, { loadDataDir: new Blob([tar], { type: 'application/x-tar' }) });
    try {
      await pg.waitReady;
      await pg.query('select 1');
    } finally {
      await pg.close();
    }
    // The backup carries the lock file of the process that made it; the restored folder is nobody's yet.
    rmSync(join(incoming, 'clubhuis.lock'), { force: true });
    let previous: string | null = null;
    if (existsSync(dbDir)) {
      previous = `${dbDir}.before-restore-${stamp}`;
      renameSync(dbDir, previous); // our lock file moves along with it
      unlock();
      unlock = () => {};
      rmSync(join(previous, 'clubhuis.lock'), { force: true });
    }
    try {
      renameSync(incoming, dbDir);
    } catch (error) {
      // A server started in between and made a new folder: the old one goes back where it was if it can.
      if (previous && !existsSync(dbDir)) renameSync(previous, dbDir);
      throw error;
    }
    return { previous };
  } catch (error) {
    rmSync(incoming, { recursive: true, force: true });
    throw error;
  } finally {
    unlock();
  }
}

/** The names in a tar (ustar headers, as PGlite writes them), without a leading './' or '/'; [] when it is none. */
function tarEntries(tar: Buffer): string[] {
  const names: string[] = [];
  for (let at = 0; at + 512 <= tar.length; ) {
    const header = tar.subarray(at, at + 512);
    if (header.every((byte) => byte === 0)) break; // the end
    if (header.toString('latin1', 257, 262) !== 'ustar') return [];
    const field = (from: number, length: number) => header.toString('utf8', from, from + length).replace(/\0.*$/s, '');
    const prefix = field(345, 155);
    names.push((prefix ? `${prefix}/${field(0, 100)}` : field(0, 100)).replace(/^\.?\/+/, ''));
    const size = parseInt(field(124, 12).trim() || '0', 8);
    if (!Number.isFinite(size)) return [];
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

/** The folder lock, with a message that says what to do when the server holds it. */
function lockForMaintenance(dbDir: string): () => void {
  try {
    return lockDataDir(dbDir);
  } catch (error) {
    throw new Error(
      `${(error as Error).message}\nStop de server eerst: een backup of restore van de ingebouwde database kan alleen zonder draaiende server. ` +
        '(Stop the server first: the embedded database can only be backed up or restored while it is not running.)',
      { cause: error },
    );
  }
}

/** The URL without its password, which goes in PGPASSWORD instead: a command line is visible to every user (ps). */
function libpq(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs a PostgreSQL client tool; its stderr becomes the error when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error) =>
      reject(new Error(`${command} kon niet starten (${error.message}); installeer de PostgreSQL-clienttools.`, { cause: error })),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} faalde (code ${code}):\n${stderr.trim()}`))));
  });
}
