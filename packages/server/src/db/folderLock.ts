import { closeSync, linkSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database is one process's: a second process on the same folder would write over the
 * first one's pages and lose acknowledged writes. A lock file with the owner's pid keeps it out; a lock
 * left by a process that is gone (kill -9, a crash) is taken over, one start at a time.
 */

/**
 * How long a start waits for the lock's owner to go before it refuses: a process killed a moment ago
 * may still be exiting, and one that has exited stays in the process table until its parent reaps it.
 */
const OWNER_WAIT_MS = 3_000;

/** Folders this process holds: a lock file with our own pid that is not in here is a previous life's
 * (a container restarts its server with the same pid). */
const held = new Set<string>();

export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, 'clubhuis.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    if (createWithPid(path)) {
      held.add(path);
      return () => {
        held.delete(path);
        rmSync(path, { force: true });
      };
    }
    const owner = ownerOf(path);
    if (owner === process.pid ? held.has(path) : !goneWithin(owner, OWNER_WAIT_MS)) {
      throw new Error(
        `De databasemap ${dataDir} is in gebruik door proces ${owner} (een andere Clubhuis-server). ` +
          'Stop dat proces eerst, of laat meerdere processen samenwerken op PostgreSQL (DATABASE_URL).',
      );
    }
    removeStale(path, owner);
  }
  throw new Error(`De databasemap ${dataDir} kon niet vergrendeld worden.`);
}

/**
 * Creates the file with this process's pid in it, or returns false when it exists. Written aside and
 * linked in place: the file never exists without its pid, and link, like open's O_EXCL, fails when
 * the name is taken. A file system without hard links (FAT, some network shares) gets the file created
 * exclusively, then written: `ownerOf` waits for a pid not written yet.
 */
function createWithPid(path: string): boolean {
  const aside = `${path}.${process.pid}`;
  writeFileSync(aside, String(process.pid));
  try {
    linkSync(aside, path);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'EOPNOTSUPP' || code === 'ENOSYS') return createExclusively(path);
    throw error;
  } finally {
    rmSync(aside, { force: true });
  }
}

function createExclusively(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  writeSync(fd, String(process.pid));
  closeSync(fd);
  return true;
}

/**
 * Deletes the lock of a gone owner, if it is still that one's. Under a second lock file (the guard):
 * two starts that both found the same stale lock otherwise both deleted it, the later one deleting
 * the lock the earlier had just made, and both held the folder. A start that finds the guard taken
 * waits until it is free and tries again; a guard whose process is gone (it died in these few
 * lines) is deleted. Two starts that find such a dead guard at the same moment can still both take
 * over: that takes a crash in these lines as well.
 */
function removeStale(path: string, staleOwner: number): void {
  const guard = `${path}.guard`;
  if (!createWithPid(guard)) {
    const guardOwner = ownerOf(guard);
    if (guardOwner === 0) return; // freed meanwhile
    // Our own pid on it: a previous life's (this process lets go of the guard before it returns).
    if (guardOwner !== process.pid && isAlive(guardOwner)) waitForRemoval(guard, OWNER_WAIT_MS);
    else rmSync(guard, { force: true });
    return;
  }
  try {
    if (ownerOf(path) === staleOwner) rmSync(path, { force: true });
  } finally {
    rmSync(guard, { force: true });
  }
}

/**
 * The pid in the lock file. A file with none yet is one its creator is still writing (a file system
 * without hard links, or a version before `createWithPid` beside this one): read again until the
 * pid is in it. Taken as stale at once, two processes started together both held the folder and both
 * sent the week's mail. A file gone meanwhile: 0 (free).
 */
function ownerOf(path: string): number {
  const until = Date.now() + OWNER_WAIT_MS;
  for (;;) {
    let text: string;
    try {
      text = readFileSync(path, 'utf8').trim();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    if (text !== '' || Date.now() >= until) return Number(text);
    pause(20);
  }
}

/** A synchronous wait: the caller opens the database synchronously. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Waits until the file is gone, ms at most. */
function waitForRemoval(path: string, ms: number): void {
  const until = Date.now() + ms;
  while (ownerOf(path) !== 0 && Date.now() < until) pause(20);
}

/** Whether the process is gone, or goes within ms (checked every 50 ms; a synchronous wait: the caller opens the database synchronously). */
function goneWithin(pid: number, ms: number): boolean {
  const until = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() >= until) return false;
    pause(50);
  }
  return true;
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, but someone else's
  }
  return !hasExited(pid);
}

/**
 * A process that has exited but is not reaped yet (a zombie, state Z; X while it is being removed)
 * still answers kill(pid, 0); Linux tells it apart in /proc. Elsewhere it counts as alive.
 */
function hasExited(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (name) state …": the name may hold spaces and parentheses, the state follows the last ')'.
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}
