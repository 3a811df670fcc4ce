import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, inject } from 'vitest';
import { startServer } from '../testing/serverProcess.ts';

const kind = inject('dbKind');

describe.runIf(kind === 'pglite')('two server processes on one embedded database folder', () => {
  it('starts the first and refuses the second with a clear message', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'clubhuis-two-'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: 'x'.repeat(40) };
    const first = await startServer({ env, startTimeoutMs: 120_000 });
    try {
      const second = startServer({ env, startTimeoutMs: 60_000 });
      await expect(second).rejects.toThrow(/De databasemap .* is in gebruik door proces \d+/);
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    } finally {
      await first.stop();
    }
  }, 180_000);
});
