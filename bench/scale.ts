// Issue 29's scale run: the first reads of the demo club in a PostgreSQL database of 1,000 clubs of 300
// members (BENCH_SCALE_CLUBS, BENCH_SCALE_MEMBERS), next to the same club alone in its database, in the
// same run, side by side: req/s per call, statements per request, the server's memory, the database's size.
// `npx tsx bench/scale.ts` runs it alone (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/postgres); bench/run.ts runs it when a PostgreSQL URL is set.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../packages/server/src/app.ts';
import { readConfig } from '../packages/server/src/config.ts';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { firstReadCalls, firstReadServer } from './firstReads.ts';
import { load, type LoadResult } from './load.ts';
import type { ServerProcess } from '../packages/server/src/testing/serverProcess.ts';
import { copyClub, danglingReferences, padMembers } from './scaleCopy.ts';

/** The demo club: the first club a fresh database gets. */
const DEMO_CLUB_ID = 1;

interface Built {
  clubs: number;
  members: number;
  server: ServerProcess;
  databaseUrl: string;
  drop: () => Promise<void>;
  /** Seconds: seeding the demo club (the server's first start), then padding, copying, checking, vacuum. */
  seedSeconds: number;
  copySeconds: number;
}

interface Measured {
  databaseBytes: number;
  statements: Map<string, number>;
  memory: { rssMb: number; peakMb: number };
}

interface CallRow {
  name: string;
  /** The round with the median ratio of the one-club req/s to the many-club req/s. */
  one: LoadResult;
  many: LoadResult;
}

/** Resident memory of a process now and at its peak (Linux /proc). */
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (key: string) => Number(/\d+/.exec(status.split('\n').find((l) => l.startsWith(key)) ?? '')?.[0] ?? 0) / 1024;
    return { rssMb: mb('VmRSS:'), peakMb: mb('VmHWM:') };
  } catch {
    return { rssMb: NaN, peakMb: NaN };
  }
}

/** Pads the demo club to `members`, copies it to `clubs` clubs, checks every reference, and leaves fresh statistics. */
async function buildClubs(databaseUrl: string, clubs: number, members: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await padMembers(client, DEMO_CLUB_ID, members);
    if (clubs > 1) {
      await copyClub(client, DEMO_CLUB_ID, clubs - 1);
      const dangling = await danglingReferences(client);
      if (dangling.length) throw new Error(`the copies point at rows that are not there: ${dangling.join(', ')}`);
    }
    // Both databases are measured as a running one is: statistics known, visibility map set.
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

/**
 * SQL statements each first read runs, counted by drizzle's logger in an app in this process on the same
 * database (no kept answers); the second request of each, so once-only work is not counted.
 */
async function countStatements(databaseUrl: string): Promise<Map<string, number>> {
  let statements = 0;
  const database = openDatabase({ url: databaseUrl, logger: { logQuery: () => void statements++ } });
  const app = await buildApp({
    db: database.db,
    config: { ...readConfig({}), webDist: undefined, readCacheMs: 0 },
    jwtSecret: 'bench-scale-secret-0123456789-0123456789',
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const counts = new Map<string, number>();
    for (const call of await firstReadCalls(base)) {
      const post = () => fetch(`${base}/api/${call.path}`, { method: 'POST', body: JSON.stringify(call.body) });
      await post();
      statements = 0;
      const res = await post();
      if (!res.ok) throw new Error(`${call.name}: ${res.status}`);
      await res.arrayBuffer();
      counts.set(call.name, statements);
    }
    return counts;
  } finally {
    await app.close();
    await database.close();
  }
}

async function build(serverUrl: string, clubs: number, members: number): Promise<Built> {
  const began = performance.now();
  let seedSeconds = 0;
  let copySeconds = 0;
  const served = await firstReadServer(serverUrl, async (url) => {
    seedSeconds = (performance.now() - began) / 1000;
    const copying = performance.now();
    await buildClubs(url, clubs, members);
    copySeconds = (performance.now() - copying) / 1000;
  });
  return { clubs, members, ...served, seedSeconds, copySeconds };
}

/**
 * Both servers run side by side and each call is loaded on one, then at once on the other (the order
 * swapped every round), so the machine's other work falls on both alike: on 2 shared cores two runs a
 * few minutes apart differed by 2-3x on their own.
 */
async function measureSideBySide(one: Built, many: Built, opts: { connections: number; seconds: number; rounds: number }): Promise<CallRow[]> {
  const [callsOne, callsMany] = await Promise.all([firstReadCalls(one.server.url), firstReadCalls(many.server.url)]);
  const at = (base: string, call: { path: string; body: object }, seconds: number) =>
    load({ url: `${base}/api/${call.path}`, body: JSON.stringify(call.body), connections: opts.connections, seconds });
  for (const [i, call] of callsOne.entries()) {
    await at(one.server.url, call, 0.5); // warm-up: statements prepared, JIT warm
    await at(many.server.url, callsMany[i]!, 0.5);
  }
  const rounds: { one: LoadResult; many: LoadResult }[][] = callsOne.map(() => []);
  for (let round = 0; round < opts.rounds; round++) {
    for (const [i, call] of callsOne.entries()) {
      const runOne = () => at(one.server.url, call, opts.seconds);
      const runMany = () => at(many.server.url, callsMany[i]!, opts.seconds);
      if (round % 2 === 0) {
        const a = await runOne();
        rounds[i]!.push({ one: a, many: await runMany() });
      } else {
        const b = await runMany();
        rounds[i]!.push({ one: await runOne(), many: b });
      }
    }
  }
  return callsOne.map((call, i) => {
    const byRatio = rounds[i]!.sort((a, b) => a.one.rps / a.many.rps - b.one.rps / b.many.rps);
    return { name: call.name, ...byRatio[Math.floor(byRatio.length / 2)]! };
  });
}

/** After the loads: the server's memory, then (server stopped) the database's size and the statements per read. */
async function afterLoads(built: Built): Promise<Measured> {
  const memory = memoryOf(built.server.pid);
  await built.server.stop();
  const client = new pg.Client({ connectionString: built.databaseUrl });
  await client.connect();
  const databaseBytes = Number((await client.query<{ size: string }>('select pg_database_size(current_database()) as size')).rows[0]!.size);
  await client.end();
  return { memory, databaseBytes, statements: await countStatements(built.databaseUrl) };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const thousands = (n: number) => n.toLocaleString('en-US');

function scaleReport(
  rows: CallRow[],
  cases: [Built, Measured][],
  opts: { connections: number; seconds: number; rounds: number },
): string {
  const [[one, oneMeasured], [many, manyMeasured]] = cases as [[Built, Measured], [Built, Measured]];
  const label = (c: Built) => `${thousands(c.clubs)} club${c.clubs === 1 ? '' : 's'}`;
  const config = rows.find((r) => r.name === 'general/config.php')!;
  const lines = [
    `Scale: the demo club's first reads (READ_CACHE_MS=0) alone in its database and among ${thousands(many.clubs)} clubs of ${many.members}`,
    `members, both servers side by side, each call on one then the other, ${opts.connections} connections, ${opts.seconds} s each; the round with`,
    `the median 'slower' (1-club req/s over ${thousands(many.clubs)}-club req/s, target ≤ 1.5) of ${opts.rounds}. Ratio: to config.php of the same round.`,
    '',
    `| call | ${label(one)} req/s | p99 ms | ratio | ${label(many)} req/s | p99 ms | ratio | slower | statements ${label(one)} | statements ${label(many)} |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows) {
    const so = oneMeasured.statements.get(r.name);
    const sm = manyMeasured.statements.get(r.name);
    lines.push(
      `| ${r.name} | ${r.one.rps.toFixed(0)} | ${r.one.p99.toFixed(1)} | ${(r.one.rps / config.one.rps).toFixed(3)} | ` +
        `${r.many.rps.toFixed(0)} | ${r.many.p99.toFixed(1)} | ${(r.many.rps / config.many.rps).toFixed(3)} | ` +
        `${(r.one.rps / r.many.rps).toFixed(2)} | ${so} | ${sm}${so === sm ? '' : ' (differs)'} |`,
    );
  }
  lines.push('', '| database | size | server RSS after the loads | peak RSS | seeding | padding, copying, checking, vacuum |', '| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [c, m] of cases) {
    lines.push(
      `| ${label(c)} of ${c.members} members | ${mb(m.databaseBytes)} | ${m.memory.rssMb.toFixed(0)} MB | ${m.memory.peakMb.toFixed(0)} MB | ${c.seedSeconds.toFixed(0)} s | ${c.copySeconds.toFixed(0)} s |`,
    );
  }
  return lines.join('\n');
}

/** Both databases built and served side by side (~400 MB for 1,000 clubs), measured, dropped; the report. */
export async function benchScale(serverUrl: string): Promise<string> {
  const clubs = Number(process.env.BENCH_SCALE_CLUBS ?? 1000);
  const members = Number(process.env.BENCH_SCALE_MEMBERS ?? 300);
  const opts = {
    connections: Number(process.env.BENCH_CONNECTIONS ?? 16),
    seconds: Number(process.env.BENCH_SECONDS ?? 3),
    rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  };
  const built: Built[] = [];
  try {
    built.push(await build(serverUrl, 1, members));
    built.push(await build(serverUrl, clubs, members));
    const rows = await measureSideBySide(built[0]!, built[1]!, opts);
    const measured: [Built, Measured][] = [];
    for (const b of built) measured.push([b, await afterLoads(b)]);
    return scaleReport(rows, measured, opts);
  } finally {
    for (const b of built) {
      await b.server.stop();
      await b.drop();
    }
  }
}

if (import.meta.filename === process.argv[1]) {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  console.log(await benchScale(serverUrl));
}
