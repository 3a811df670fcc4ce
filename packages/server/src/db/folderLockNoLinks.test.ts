import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { lockDataDir } from './folderLock.ts';

// A data folder on a file system without hard links (FAT, some network shares): link fails with EPERM.
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  return {
    ...fs,
    linkSync: () => {
      throw Object.assign(new Error('EPERM: operation not permitted, link'), { code: 'EPERM' });
    },
  };
});

describe('lockDataDir on a file system without hard links', () => {
  it('still takes the folder, with its pid in the lock, and refuses a second start while it lives', () => {
    const dir = mkdtempSync(join(tmpdir(), 'clubhuis-lock-'));
    const unlock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'clubhuis.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(`is in gebruik door proces ${process.pid}`);
    unlock();
    expect(readdirSync(dir)).toEqual([]);
  });
});
