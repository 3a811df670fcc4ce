// Issue 29's scale run: the first reads of the demo club in a PostgreSQL database of 1,000 clubs of 300
// members (BENCH_SCALE_CLUBS, BENCH_SCALE_MEMBERS), next to the same club alone in its database, in the
// same run: req/s per call, statements per request, the server's memory, the database's size.
// `npx tsx bench/scale.ts` runs it alone (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/postgres); bench/run.ts runs it when a PostgreSQL URL is set.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../packages/server/src/app.ts';
import { readConfig } from '../packages/server/src/config.ts';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { firstReadCalls, firstReadServer, measureFirstReads, type FirstRead } from './firstReads.ts';
import { copyClub, danglingReferences, padMembers } from './scaleCopy.ts';

/** The demo club: the first club a fresh database gets. */
const DEMO_CLUB_ID = 1;

interface ScaleCase {
  clubs: number;
  members: number;
  /** Seconds: seeding the demo club (the server's first start), then padding and copying it. */
  seedSeconds: number;
  copySeconds: number;
  databaseBytes: number;
  reads: FirstRead[];
  statements: Map<string, number>;
  memory: { rssMb: number; peakMb: number };
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

async function measureCase(
  serverUrl: string,
  clubs: number,
  members: number,
  opts: { connections: number; seconds: number; rounds: number },
): Promise<ScaleCase> {
  const began = performance.now();
  let seedSeconds = 0;
  let copySeconds = 0;
  const { server, databaseUrl, drop } = await firstReadServer(serverUrl, async (url) => {
    seedSeconds = (performance.now() - began) / 1000;
    const copying = performance.now();
    await buildClubs(url, clubs, members);
    copySeconds = (performance.now() - copying) / 1000;
  });
  try {
    const reads = await measureFirstReads(server.url, opts);
    const memory = memoryOf(server.pid);
    await server.stop();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const databaseBytes = Number((await client.query<{ size: string }>('select pg_database_size(current_database()) as size')).rows[0]!.size);
    await client.end();
    const statements = await countStatements(databaseUrl);
    return { clubs, members, seedSeconds, copySeconds, databaseBytes, reads, statements, memory };
  } finally {
    await server.stop();
    await drop();
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const thousands = (n: number) => n.toLocaleString('en-US');

export function scaleReport(one: ScaleCase, many: ScaleCase, opts: { connections: number; seconds: number; rounds: number }): string {
  const label = (c: ScaleCase) => `${thousands(c.clubs)} club${c.clubs === 1 ? '' : 's'}`;
  const lines = [
    `Scale: the demo club's first reads (READ_CACHE_MS=0) alone in its database and among ${thousands(many.clubs)} clubs of ${many.members} members,`,
    `${opts.connections} connections, ${opts.seconds} s each, median of ${opts.rounds} rounds by ratio to config.php. 'slower' is`,
    `1-club req/s over ${thousands(many.clubs)}-club req/s (target ≤ 1.5); 'slower, to config' divides each by its own run's config.php first.`,
    '',
    `| call | ${label(one)} req/s | p99 ms | ${label(many)} req/s | p99 ms | slower | slower, to config | statements ${label(one)} | statements ${label(many)} |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const a of one.reads) {
    const b = many.reads.find((r) => r.name === a.name)!;
    const sa = one.statements.get(a.name);
    const sb = many.statements.get(a.name);
    lines.push(
      `| ${a.name} | ${a.result.rps.toFixed(0)} | ${a.result.p99.toFixed(1)} | ${b.result.rps.toFixed(0)} | ${b.result.p99.toFixed(1)} | ` +
        `${(a.result.rps / b.result.rps).toFixed(2)} | ${(a.ratio / b.ratio).toFixed(2)} | ${sa} | ${sb}${sa === sb ? '' : ' (differs)'} |`,
    );
  }
  lines.push('', '| database | size | server RSS after the loads | peak RSS | seeding | padding, copying, checking, vacuum |', '| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const c of [one, many]) {
    lines.push(
      `| ${label(c)} of ${c.members} members | ${mb(c.databaseBytes)} | ${c.memory.rssMb.toFixed(0)} MB | ${c.memory.peakMb.toFixed(0)} MB | ${c.seedSeconds.toFixed(0)} s | ${c.copySeconds.toFixed(0)} s |`,
    );
  }
  return lines.join('\n');
}

/** Both cases, one after the other (one database at a time on the disk), and their report. */
export async function benchScale(serverUrl: string): Promise<string> {
  const clubs = Number(process.env.BENCH_SCALE_CLUBS ?? 1000);
  const members = Number(process.env.BENCH_SCALE_MEMBERS ?? 300);
  const opts = {
    connections: Number(process.env.BENCH_CONNECTIONS ?? 16),
    seconds: Number(process.env.BENCH_SECONDS ?? 3),
    rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  };
  const one = await measureCase(serverUrl, 1, members, opts);
  const many = await measureCase(serverUrl, clubs, members, opts);
  return scaleReport(one, many, opts);
}

if (import.meta.filename === process.argv[1]) {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  console.log(await benchScale(serverUrl));
}
