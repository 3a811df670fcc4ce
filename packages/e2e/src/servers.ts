import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
// The server package's SMTP sink: a real SMTP server on 127.0.0.1, shared with the API tests.
import { startSmtpSink } from '../../server/src/testing/smtpSink.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app with the default token lifetime. */
    baseUrl: string;
    /** The same app whose tokens live a few seconds, for the automatic logout. */
    shortTokenUrl: string;
    /** Mails the main app sent, one JSON file each (a real SMTP server in this process receives them). */
    mailDir: string;
  }
}

const root = resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
    srv.on('error', rej);
  });
}

async function startServer(env: Record<string, string>): Promise<{ url: string; proc: ChildProcess; dir: string }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'clubhuis-e2e-'));
  const proc = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout!.on('data', (d) => (output += d));
  proc.stderr!.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    if (proc.exitCode !== null) throw new Error(`server stopped:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, proc, dir };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  proc.kill();
  throw new Error(`server did not start:\n${output}`);
}

export default async function setup(project: TestProject) {
  const mailDir = mkdtempSync(join(tmpdir(), 'clubhuis-e2e-mail-'));
  let received = 0;
  const sink = await startSmtpSink({
    onMail: (mail) => writeFileSync(join(mailDir, `${String(++received).padStart(4, '0')}.json`), JSON.stringify(mail)),
  });
  const [main, short] = await Promise.all([startServer({ SMTP_URL: sink.url }), startServer({ TOKEN_LIFETIME_SECONDS: '6' })]);
  project.provide('baseUrl', main.url);
  project.provide('shortTokenUrl', short.url);
  project.provide('mailDir', mailDir);
  return async () => {
    await sink.close();
    rmSync(mailDir, { recursive: true, force: true });
    for (const s of [main, short]) {
      s.proc.kill();
      rmSync(s.dir, { recursive: true, force: true });
    }
  };
}
