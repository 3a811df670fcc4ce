// npm run bench: throughput and p99 of the API calls next to a bare route in the same run, and the first screen's size.
// Prints numbers only; nothing here passes or fails.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { load, type LoadResult } from './load.ts';
import { hotReads } from './hotReads.ts';
import { countListStatements } from './statements.ts';
import { countTrainingStatements, TRAINING_CALLS } from './trainingStatements.ts';
import { benchReservations, reservationTable } from './reservations.ts';
import { startServer } from '../packages/server/src/testing/serverProcess.ts';
import { tokenCheckTable } from './tokenCheck.ts';
import { firstReadServer, firstReadTable, measureFirstReads } from './firstReads.ts';
import { benchScale } from './scale.ts';
import { benchLiveStreams, liveBenchOptions } from './liveStreams.ts';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const dir = mkdtempSync(join(tmpdir(), 'clubhuis-bench-'));
const env = { DATA_DIR: dir, BENCH_BARE_ROUTE: '1' };
// The first start seeds the demo club, whose memory a process keeps: the measured server is a second
// start on the seeded database, as a club's server runs (its memory is what the bench prints).
const server = await startServer({ env })
  .then((seeding) => seeding.stop())
  .then(() => startServer({ env }))
  .catch((error) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
const base = server.url;

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CROWD = Number(process.env.BENCH_CROWD ?? 50);
const BARE = 'bare route (same plugins, no handler work)';

/** The round whose ratio to its own bare route is the median one for this call. */
function medianRound(rounds: Map<string, LoadResult>[], name: string) {
  const byRatio = rounds
    .map((r) => ({ result: r.get(name)!, bare: r.get(BARE)! }))
    .sort((a, b) => a.result.rps / a.bare.rps - b.result.rps / b.bare.rps);
  return byRatio[Math.floor(byRatio.length / 2)]!;
}

/** Resident memory of the server process now and at its peak (Linux /proc). */
function memory(pid: number): string {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (key: string) => (Number(/\d+/.exec(status.split('\n').find((l) => l.startsWith(key)) ?? '')?.[0] ?? 0) / 1024).toFixed(0);
    return `RSS ${mb('VmRSS:')} MB, peak ${mb('VmHWM:')} MB (a second start on the seeded database, after all loads above)`;
  } catch {
    return 'not readable here (no /proc)';
  }
}

const row = (name: string, r: LoadResult, bare?: LoadResult) =>
  `| ${name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${bare ? (r.rps / bare.rps).toFixed(2) : '1.00'} | ${r.errors} |`;

try {
  const post = (path: string, body: object, c = connections) =>
    load({ url: `${base}/api/${path}`, body: JSON.stringify(body), connections: c, seconds });
  const reads = await hotReads(base);
  const calls: [string, () => Promise<LoadResult>][] = [
    ['general/config.php', () => post('general/config.php', { g2soft: '' })],
    ...reads.map((r): [string, () => Promise<LoadResult>] => [r.name, () => post(r.path, r.body)]),
    // scrypt makes each login cost ~50 ms of CPU on purpose: 2 connections, so the rate limit is not the bottleneck.
    ['login.php (scrypt)', () => post('login.php', { login: 'lid@demo.clubhuis.be', password: 'demo' }, 2)],
  ];
  await post('bench/bare', {}); // warm-up
  for (const { path, body } of reads) await load({ url: `${base}/api/${path}`, body: JSON.stringify(body), connections, seconds: 0.5 });
  // Rounds: bare first in each, so every call's ratio is to the bare route of its own round; the median round is printed.
  const rounds: Map<string, LoadResult>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const results = new Map<string, LoadResult>([[BARE, await post('bench/bare', {})]]);
    for (const [name, run] of calls) results.set(name, await run());
    rounds.push(results);
  }
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
  console.log(`\nAPI on ${database}, ${connections} connections, ${seconds} s each, median of ${ROUNDS} rounds by ratio (login: 2 connections)\n`);
  console.log('| call | req/s | p50 ms | p99 ms | ratio to bare | errors |\n| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const name of [BARE, ...calls.map(([n]) => n)]) {
    const { result, bare } = medianRound(rounds, name);
    console.log(row(name, result, name === BARE ? undefined : bare));
  }
  // The latency target is p99 at 50 connections: one more pass of the hot reads at that load.
  console.log(`\nHot reads at ${CROWD} connections, ${seconds} s each (one round):\n`);
  console.log('| call | req/s | p50 ms | p99 ms | errors |\n| --- | ---: | ---: | ---: | ---: |');
  for (const r of [{ name: BARE, path: 'bench/bare', body: {} }, ...reads]) {
    const crowd = await post(r.path, r.body, CROWD);
    console.log(`| ${r.name} | ${crowd.rps.toFixed(0)} | ${crowd.p50.toFixed(1)} | ${crowd.p99.toFixed(1)} | ${crowd.errors} |`);
  }
  console.log(`\nServer memory (${database}): ${memory(server.pid)}`);
  // What the kept answers save: the same reads, each as a session's first, on the same database served
  // without them (READ_CACHE_MS=0; the tokens stay valid). One round; the whole season is left out.
  await server.stop();
  const uncached = await startServer({ env: { ...env, READ_CACHE_MS: '0' } });
  try {
    const at = (path: string, body: object, s = seconds) => load({ url: `${uncached.url}/api/${path}`, body: JSON.stringify(body), connections, seconds: s });
    console.log(`\nHot reads without kept answers (READ_CACHE_MS=0), ${connections} connections, ${seconds} s each (one round):\n`);
    console.log('| call | req/s | p50 ms | p99 ms | ratio to bare | errors |\n| --- | ---: | ---: | ---: | ---: | ---: |');
    const firstReads = reads.filter((read) => !read.name.includes('demo season'));
    for (const r of firstReads) await at(r.path, r.body, 0.5); // warm-up
    const bare = await at('bench/bare', {});
    console.log(row(BARE, bare));
    for (const r of firstReads) console.log(row(r.name, await at(r.path, r.body), bare));
  } finally {
    await uncached.stop();
  }
  // Issue 31: live streams on one process (its own seeded PGlite folder, the server above is stopped).
  const liveOptions = liveBenchOptions(seconds, connections);
  console.log(`\nLive updates: ${liveOptions.streams} open streams on one process (PGlite, one session each):\n`);
  console.log(await benchLiveStreams(liveOptions));
  // Issue 29's table: the first reads on PostgreSQL, before (the issue's figures) and now.
  const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const first = await firstReadServer(pgUrl);
    try {
      console.log(`\nFirst reads on PostgreSQL (READ_CACHE_MS=0, a fresh demo database), ${connections} connections, ${seconds} s each, median of ${ROUNDS} rounds by ratio to config:\n`);
      console.log(firstReadTable(await measureFirstReads(first.server.url, { connections, seconds, rounds: ROUNDS })));
    } finally {
      await first.server.stop();
      await first.drop();
    }
  } else console.log('\nFirst reads on PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL).');
  console.log('\nSQL statements of one teamcomposition/list request (in-process PGlite; the season copied 10x for 10x):\n');
  console.log('| data | call | meetings | statements | response KB | ms |\n| --- | --- | ---: | ---: | ---: | ---: |');
  for (const c of await countListStatements()) {
    console.log(`| ${c.scale}x | ${c.call} | ${c.meetings} | ${c.statements} | ${c.kilobytes.toFixed(0)} | ${c.ms.toFixed(1)} |`);
  }
  console.log('\nSQL statements of the training list calls (in-process PGlite; every training moment copied 10x for 10x):\n');
  console.log(`| data | moments | ${TRAINING_CALLS.join(' | ')} |\n| --- | ---: |${' ---: |'.repeat(TRAINING_CALLS.length)}`);
  for (const c of await countTrainingStatements()) console.log(`| ${c.scale}x | ${c.moments} | ${c.statements.join(' | ')} |`);
  console.log(`\nreservation/update.php on one play moment (capacity 100, 1000 members in turn), ${connections} connections, ${seconds} s:\n`);
  console.log(reservationTable(await benchReservations({ connections, seconds })));
  console.log('\nThe JWT check of every call (in-process, 20,000 verifies):\n');
  console.log(await tokenCheckTable());
  // The web package measures its own first screen (entry + home chunk, from the Vite manifest).
  console.log('\nFirst screen (shell + home):');
  console.log(execFileSync(process.execPath, [join(root, 'packages/web/scripts/firstScreenSize.mjs')], { encoding: 'utf8' }));
  // Issue 29's scale run needs a PostgreSQL server to build its databases on (a few minutes, ~400 MB).
  if (pgUrl) console.log(`\n${await benchScale(pgUrl)}`);
  else console.log('\nScale run: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server).');
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
