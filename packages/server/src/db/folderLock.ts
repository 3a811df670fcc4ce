import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database is one process's: a second process on the same folder would write over the
 * first one's pages and lose acknowledged writes. A lock file with the owner's pid keeps it out; a lock
 * left by a process that is gone (kill -9, a crash) is taken over.
 */
/** Folders this process holds: a lock file with our own pid that is not in here is a previous life's
 * (a container restarts its server with the same pid). */
const held = new Set<string>();

export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, 'clubhuis.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(path);
      return () => {
        held.delete(path);
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(path, 'utf8').trim());
      if (owner === process.pid ? held.has(path) : isAlive(owner)) {
        throw new Error(
          `De databasemap ${dataDir} is in gebruik door proces ${owner} (een andere Clubhuis-server). ` +
            'Stop dat proces eerst, of laat meerdere processen samenwerken op PostgreSQL (DATABASE_URL).',
          { cause: error },
        );
      }
      rmSync(path, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`De databasemap ${dataDir} kon niet vergrendeld worden.`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, but someone else's
  }
}
