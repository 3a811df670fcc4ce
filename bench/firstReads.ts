// Issue 29's first reads: each hot read as a member's first open of its screen pays for it (the server
// keeps no answers, READ_CACHE_MS=0), on PostgreSQL, 16 connections, ratio to general/config.php in the
// same run. `npx tsx bench/firstReads.ts [part of a call's name ...]` runs it alone on a fresh database
// (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { hotReads } from './hotReads.ts';
import { load, type LoadResult } from './load.ts';
import { startServer, type ServerProcess } from '../packages/server/src/testing/serverProcess.ts';

/** The table: req/s and ratio to config.php before this work (2026-11-26). */
export const FIRST_READS_BEFORE: Record<string, { rps: number; ratio: number }> = {
  'general/config.php': { rps: 12770, ratio: 1 },
  'member/getList.php own': { rps: 5112, ratio: 0.4 },
  'reservation/list.php': { rps: 3489, ratio: 0.273 },
  'playermoment/playermoment_list.php': { rps: 1660, ratio: 0.13 },
  'training/getTraineeMomentList': { rps: 874, ratio: 0.068 },
  'member/getList.php allmembers': { rps: 805, ratio: 0.063 },
  'training/getTrainingMomentsToBeConfirmedList': { rps: 446, ratio: 0.035 },
  'teamcomposition/list as /teams asks it': { rps: 262, ratio: 0.02 },
  'league/information.php': { rps: 243, ratio: 0.019 },
};

/** The hot reads' names in bench/hotReads.ts, by the issue's names. */
const HOT_READ_OF: Record<string, string> = {
  'member/getList.php own': 'member/getList.php (2 linked members)',
  'reservation/list.php': 'reservation/list.php',
  'playermoment/playermoment_list.php': 'playermoment/playermoment_list.php',
  'training/getTraineeMomentList': 'training/getTraineeMomentList (sporter@)',
  'member/getList.php allmembers': 'member/getList.php allmembers',
  'training/getTrainingMomentsToBeConfirmedList': 'training/getTrainingMomentsToBeConfirmedList (trainer@)',
  'teamcomposition/list as /teams asks it': 'teamcomposition/list (lid@, /teams: coming, own teams)',
  'league/information.php': 'league/information.php (padel@)',
};

/** Config and the issue's reads (or those whose name has a part of `only`), with the demo users' bodies. */
export async function firstReadCalls(base: string, only?: string[]): Promise<{ name: string; path: string; body: object }[]> {
  const reads = await hotReads(base);
  return Object.keys(FIRST_READS_BEFORE)
    .filter((name) => name === 'general/config.php' || !only?.length || only.some((part) => name.includes(part)))
    .map((name) => {
      if (name === 'general/config.php') return { name, path: name, body: { g2soft: '' } as object };
      const read = reads.find((r) => r.name === HOT_READ_OF[name])!;
      return { name, path: read.path, body: read.body };
    });
}

export interface FirstRead {
  name: string;
  result: LoadResult;
  ratio: number;
}

/**
 * Config first, then each read, `rounds` times; per call the round with the median ratio. The server
 * must run with READ_CACHE_MS=0 on a seeded demo club.
 */
export async function measureFirstReads(
  base: string,
  opts: { connections: number; seconds: number; rounds: number; only?: string[] },
): Promise<FirstRead[]> {
  const calls = await firstReadCalls(base, opts.only);
  const at = (path: string, body: object, seconds: number) =>
    load({ url: `${base}/api/${path}`, body: JSON.stringify(body), connections: opts.connections, seconds });
  for (const c of calls) await at(c.path, c.body, 0.5); // warm-up: statements prepared, JIT warm
  const rounds: Map<string, LoadResult>[] = [];
  for (let round = 0; round < opts.rounds; round++) {
    const results = new Map<string, LoadResult>();
    for (const c of calls) results.set(c.name, await at(c.path, c.body, opts.seconds));
    rounds.push(results);
  }
  return calls.map(({ name }) => {
    const byRatio = rounds
      .map((r) => ({ result: r.get(name)!, ratio: r.get(name)!.rps / r.get('general/config.php')!.rps }))
      .sort((a, b) => a.ratio - b.ratio);
    const median = byRatio[Math.floor(byRatio.length / 2)]!;
    return { name, ...median };
  });
}

export function firstReadTable(rows: FirstRead[]): string {
  const head =
    '| call | before req/s | before ratio | req/s | p50 ms | p99 ms | ratio | errors |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |';
  const lines = rows.map(({ name, result, ratio }) => {
    const before = FIRST_READS_BEFORE[name]!;
    return `| ${name} | ${before.rps} | ${before.ratio.toFixed(3)} | ${result.rps.toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} | ${ratio.toFixed(3)} | ${result.errors} |`;
  });
  return [head, ...lines].join('\n');
}

/**
 * A fresh PostgreSQL database with the demo club, served without kept answers. `prepare` runs on the
 * seeded database before the measured start (the scale run adds members and clubs there).
 */
export async function firstReadServer(
  serverUrl: string,
  prepare?: (databaseUrl: string) => Promise<void>,
): Promise<{ server: ServerProcess; databaseUrl: string; drop: () => Promise<void> }> {
  const name = `clubhuis_first_${randomBytes(5).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dir = mkdtempSync(join(tmpdir(), 'clubhuis-bench-first-'));
  const env = { DATABASE_URL: url.toString(), DATA_DIR: dir };
  const drop = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The first start migrates and seeds the demo club; the measured server is a second start.
    await (await startServer({ env })).stop();
    await prepare?.(url.toString());
    const server = await startServer({ env: { ...env, READ_CACHE_MS: '0' } });
    return { server, databaseUrl: url.toString(), drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

if (import.meta.filename === process.argv[1]) {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const { server, drop } = await firstReadServer(serverUrl);
  try {
    const rows = await measureFirstReads(server.url, {
      connections: Number(process.env.BENCH_CONNECTIONS ?? 16),
      seconds: Number(process.env.BENCH_SECONDS ?? 3),
      rounds: Number(process.env.BENCH_ROUNDS ?? 3),
      only: process.argv.slice(2),
    });
    console.log(firstReadTable(rows));
  } finally {
    await server.stop();
    await drop();
  }
}
