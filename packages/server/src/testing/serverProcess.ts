// A real server process (main.ts) for the tests and the bench that need one over HTTP: the browser
// tests, the two-process concurrency test and the load bench. One copy of start, wait and stop.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get } from 'node:https';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../../..');
const main = resolve(root, 'packages/server/src/main.ts');
/** Output kept for error messages: the tail only, so a long bench does not grow it. */
const KEEP_OUTPUT = 64 * 1024;

export interface ServerProcess {
  /** http://127.0.0.1:<port> (https:// with `tls`), without a trailing slash. */
  url: string;
  port: number;
  /** The server's own process (node, not a wrapper): the bench reads its memory. */
  pid: number;
  /** What the process wrote on stdout and stderr (the last 64 KB). */
  output(): string;
  /** SIGTERM, then waits for the exit; SIGKILL when it takes longer than `stopTimeoutMs`. */
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Added to this process's environment (PORT, HOST, LOG_LEVEL=silent and WEEKLY_MAIL_CHECK_SECONDS=0 are set unless given here). */
  env?: Record<string, string>;
  /** Serve HTTPS with HTTP/2 with this certificate (TLS_CERT_FILE, TLS_KEY_FILE). */
  tls?: { certFile: string; keyFile: string };
  /** A free port is picked when absent. */
  port?: number;
  /** How long /healthz may take to answer. */
  startTimeoutMs?: number;
  stopTimeoutMs?: number;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r, fail) => server.once('error', fail).listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

/** Starts main.ts with tsx and resolves once /healthz answers; throws with the process's output when it does not. */
export async function startServer(opts: ServerOptions = {}): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const proc = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      // No weekly e-mail round of its own unless a test asks: a run on a Sunday evening must not mail the demo club.
      WEEKLY_MAIL_CHECK_SECONDS: '0',
      ...(opts.tls ? { TLS_CERT_FILE: opts.tls.certFile, TLS_KEY_FILE: opts.tls.keyFile } : {}),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-KEEP_OUTPUT);
  };
  proc.stdout.on('data', keep);
  proc.stderr.on('data', keep);
  const exited = new Promise<void>((r) => proc.once('exit', () => r()));
  const running = () => proc.exitCode === null && proc.signalCode === null;

  const stop = async () => {
    if (!running()) return;
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), opts.stopTimeoutMs ?? 10_000);
    await exited;
    clearTimeout(timer);
  };

  const url = `${opts.tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const ca = opts.tls && readFileSync(opts.tls.certFile);
  const healthy = async () => (ca ? (await httpsStatus(`${url}/healthz`, ca)) === 200 : (await fetch(`${url}/healthz`)).ok);
  // Only a hang guard: a fresh embedded database is made, migrated and seeded first, which on a busy
  // machine (issue 28: five test runs on two cores) took over a minute.
  const deadline = Date.now() + (opts.startTimeoutMs ?? 300_000);
  while (Date.now() < deadline) {
    if (!running()) throw new Error(`server on port ${port} stopped (${proc.exitCode ?? proc.signalCode}):\n${output}`);
    try {
      if (await healthy()) return { url, port, pid: proc.pid!, output: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`server on port ${port} did not answer /healthz in time:\n${output}`);
}

/** fetch() cannot be told to trust one certificate: node:https can. */
function httpsStatus(url: string, ca: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { ca }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });
}
