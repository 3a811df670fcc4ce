import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './folderLock.ts';

// Two processes on one embedded database folder lost acknowledged writes (issue 14, item 9).
describe('lockDataDir', () => {
  it('refuses a folder a living process holds, and frees it on unlock', () => {
    const dir = mkdtempSync(join(tmpdir(), 'clubhuis-lock-'));
    const unlock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(`De databasemap ${dir} is in gebruik door proces ${process.pid}`);
    unlock();
    expect(existsSync(join(dir, 'clubhuis.lock'))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over the lock of a process that is gone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'clubhuis-lock-'));
    const gone = spawnSync(process.execPath, ['-e', 'process.pid']).pid!;
    writeFileSync(join(dir, 'clubhuis.lock'), String(gone));
    const unlock = lockDataDir(dir);
    unlock();
  });
});

describe('lockDataDir while another start is writing its lock', () => {
  it('waits for the pid of a lock file just created, and refuses while that process lives', () => {
    const dir = mkdtempSync(join(tmpdir(), 'clubhuis-lock-'));
    const path = join(dir, 'clubhuis.lock');
    const owner = spawn('sleep', ['60']);
    // Created, its pid not yet written (the other start's moment between open and write), then written.
    writeFileSync(path, '');
    spawn('sh', ['-c', `sleep 0.3; printf ${owner.pid} > '${path}'`]);
    try {
      expect(() => lockDataDir(dir)).toThrow(`is in gebruik door proces ${owner.pid}`);
    } finally {
      owner.kill('SIGKILL');
    }
  });
});

describe('lockDataDir right after kill -9 (issue 28)', () => {
  it('takes over the lock of a process killed a moment ago that its parent has not reaped yet', () => {
    const dir = mkdtempSync(join(tmpdir(), 'clubhuis-lock-'));
    const owner = spawn('sleep', ['60']);
    writeFileSync(join(dir, 'clubhuis.lock'), String(owner.pid));
    owner.kill('SIGKILL');
    // No await between the kill and the lock: this process (its parent) cannot reap it meanwhile, so
    // the lock's owner is exiting or a zombie, which still answers kill(pid, 0).
    const unlock = lockDataDir(dir);
    unlock();
  });
});

describe('lockDataDir after a restart with the same pid', () => {
  it('takes over a lock that names this process but was not taken by it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'clubhuis-lock-'));
    writeFileSync(join(dir, 'clubhuis.lock'), String(process.pid));
    lockDataDir(dir)();
  });
});

describe('lockDataDir when two starts find the same stale lock', () => {
  it("waits for the start taking it over, and then refuses: it does not delete that start's new lock", () => {
    const dir = mkdtempSync(join(tmpdir(), 'clubhuis-lock-'));
    const path = join(dir, 'clubhuis.lock');
    const gone = spawnSync(process.execPath, ['-e', 'process.pid']).pid!;
    writeFileSync(path, String(gone));
    // The other start: it found the same stale lock a moment earlier and holds the guard; 0.3 s later
    // its own lock replaces the stale one and it lets go of the guard.
    const other = spawn('sleep', ['60']);
    writeFileSync(`${path}.guard`, String(other.pid));
    spawn('sh', ['-c', `sleep 0.3; printf ${other.pid} > '${path}.new'; mv '${path}.new' '${path}'; rm '${path}.guard'`]);
    try {
      expect(() => lockDataDir(dir)).toThrow(`is in gebruik door proces ${other.pid}`);
      expect(readFileSync(path, 'utf8')).toBe(String(other.pid));
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('deletes a guard left by a start that died while taking over, and takes the stale lock', () => {
    const dir = mkdtempSync(join(tmpdir(), 'clubhuis-lock-'));
    const path = join(dir, 'clubhuis.lock');
    const gone = spawnSync(process.execPath, ['-e', 'process.pid']).pid!;
    writeFileSync(path, String(gone));
    writeFileSync(`${path}.guard`, String(gone));
    const unlock = lockDataDir(dir);
    expect(readFileSync(path, 'utf8')).toBe(String(process.pid));
    expect(existsSync(`${path}.guard`)).toBe(false);
    unlock();
  });

  it('leaves no file but the lock beside the database', () => {
    const dir = mkdtempSync(join(tmpdir(), 'clubhuis-lock-'));
    const unlock = lockDataDir(dir);
    expect(readdirSync(dir)).toEqual(['clubhuis.lock']);
    unlock();
    expect(readdirSync(dir)).toEqual([]);
  });
});
