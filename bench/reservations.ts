// reservation/update.php under concurrent load on one play moment: requests/s, p50/p99, and whether the
// final number of reservations equals the capacity. Runs real server processes (main.ts): one on PGlite,
// and on PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL) one and two processes sharing a database.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { addDays, brusselsClock } from '@clubhuis/contract/rules/clock';
import { openDatabase, type Database } from '../packages/server/src/db/client.ts';
import type { Db } from '../packages/server/src/db/client.ts';
import { members, playerMomentReservations, playerMoments, userMembers, userRights, users } from '../packages/server/src/db/schema.ts';
import { seedDemoClub } from '../packages/server/src/seed/demoClub.ts';
import { sessionToken } from '../packages/server/src/testing/sessionToken.ts';
import { startServer } from '../packages/server/src/testing/serverProcess.ts';

const SECRET = 'bench-secret-reservations-0123456789';
const CAPACITY = 100;
const MEMBERS = 1000;

export interface ReservationRun {
  database: string;
  processes: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  placed: number;
  full: number;
  other: number;
  finalCount: number;
  capacity: number;
}

interface Player {
  memberId: number;
  jwt: string;
}

/** Two moments of CAPACITY places (one to warm the server up on) and MEMBERS new members, each with its own user and token. */
async function prepare(db: Db, tag: string): Promise<{ momentId: number; warmUpId: number; players: Player[] }> {
  const [club] = await db.select({ clubId: members.clubId }).from(members).limit(1);
  const clubId = club!.clubId;
  const moment = (name: string) => ({
    clubId,
    discipline: 'tabletennis' as const,
    name,
    playDate: addDays(brusselsClock(new Date()).date, 1),
    startTime: '19:30',
    endTime: '22:00',
    capacity: CAPACITY,
  });
  const [measured, warmUp] = await db
    .insert(playerMoments)
    .values([moment(`Bench ${tag}`), moment(`Opwarmen ${tag}`)])
    .returning({ id: playerMoments.id });
  const made = await db
    .insert(members)
    .values(Array.from({ length: MEMBERS }, (_, i) => ({ clubId, firstName: `Bench${i}`, lastName: tag, gender: 'M' as const })))
    .returning({ id: members.id });
  const madeUsers = await db
    .insert(users)
    .values(made.map((m) => ({ clubId, email: `bench-${tag}-${m.id}@bench.clubhuis.be`, passwordHash: 'x', firstName: 'B', lastName: tag })))
    .returning({ id: users.id });
  await db.insert(userRights).values(madeUsers.map((u) => ({ userId: u.id, clubId })));
  await db.insert(userMembers).values(madeUsers.map((u, i) => ({ clubId, userId: u.id, memberId: made[i]!.id })));
  const players = await Promise.all(
    madeUsers.map(async (u, i) => ({ memberId: made[i]!.id, jwt: await sessionToken(db, SECRET, u.id, clubId) })),
  );
  return { momentId: measured!.id, warmUpId: warmUp!.id, players };
}

async function reservationCount(db: Db, momentId: number): Promise<number> {
  const [{ n }] = (await db.select({ n: count() }).from(playerMomentReservations).where(eq(playerMomentReservations.momentId, momentId))) as [
    { n: number },
  ];
  return Number(n);
}

const startOn = (env: Record<string, string>) => startServer({ env: { ...env, JWT_SECRET: SECRET } });

/**
 * `connections` keep-alive requests in flight for `seconds`, members taken in turn: the first pass
 * fills the moment (then 409 'volzet'), later passes change the remark of those holding a place.
 * With several ports the requests alternate between the processes.
 */
async function hammer(ports: number[], momentId: number, players: Player[], connections: number, seconds: number) {
  const agents = ports.map(() => new http.Agent({ keepAlive: true, maxSockets: connections }));
  const latencies: number[] = [];
  const statuses = { placed: 0, full: 0, other: 0 };
  let next = 0;
  const one = (k: number) =>
    new Promise<void>((done) => {
      const p = players[k % players.length]!;
      const body = JSON.stringify({ jwt: p.jwt, event_id: momentId, member_id: p.memberId, remark: `poging ${k}` });
      const start = process.hrtime.bigint();
      const req = http.request(
        { agent: agents[k % ports.length], host: '127.0.0.1', port: ports[k % ports.length], path: '/api/reservation/update.php', method: 'POST', headers: { 'content-type': 'application/json' } },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
            if (res.statusCode === 200) statuses.placed++;
            else if (res.statusCode === 409) statuses.full++;
            else statuses.other++;
            done();
          });
        },
      );
      req.on('error', () => {
        statuses.other++;
        done();
      });
      req.end(body);
    });
  const began = Date.now();
  const end = began + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) await one(next++);
    }),
  );
  const elapsed = (Date.now() - began) / 1000;
  agents.forEach((a) => a.destroy());
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requests: latencies.length, rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), ...statuses };
}

async function onPglite(connections: number, seconds: number): Promise<ReservationRun> {
  const dir = mkdtempSync(join(tmpdir(), 'clubhuis-bench-res-'));
  try {
    // PGlite belongs to one process: prepare the data folder first, then hand it to the server.
    let database: Database = openDatabase({ dataDir: join(dir, 'db') });
    await database.migrate();
    await seedDemoClub(database.db);
    const { momentId, warmUpId, players } = await prepare(database.db, 'pglite');
    await database.close();
    // The embedded database, whatever DATABASE_URL the shell has (it would send this row to PostgreSQL).
    const server = await startOn({ DATABASE_URL: '', DATA_DIR: dir });
    await hammer([server.port], warmUpId, players, connections, 1);
    const r = await hammer([server.port], momentId, players, connections, seconds);
    await server.stop();
    database = openDatabase({ dataDir: join(dir, 'db') });
    const finalCount = await reservationCount(database.db, momentId);
    await database.close();
    return { database: 'PGlite', processes: 1, ...r, finalCount, capacity: CAPACITY };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(serverUrl: string, connections: number, seconds: number): Promise<ReservationRun[]> {
  const name = `clubhuis_bench_${randomBytes(5).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dir = mkdtempSync(join(tmpdir(), 'clubhuis-bench-res-'));
  const database = openDatabase({ url: url.toString() });
  try {
    await database.migrate();
    await seedDemoClub(database.db);
    const runs: ReservationRun[] = [];
    for (const processes of [1, 2]) {
      const { momentId, warmUpId, players } = await prepare(database.db, `pg${processes}`);
      const servers = await Promise.all(Array.from({ length: processes }, () => startOn({ DATABASE_URL: url.toString(), DATA_DIR: dir })));
      const ports = servers.map((s) => s.port);
      await hammer(ports, warmUpId, players, connections, 1);
      const r = await hammer(ports, momentId, players, connections, seconds);
      await Promise.all(servers.map((s) => s.stop()));
      runs.push({ database: 'PostgreSQL', processes, ...r, finalCount: await reservationCount(database.db, momentId), capacity: CAPACITY });
    }
    return runs;
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchReservations(opts: { connections: number; seconds: number }): Promise<ReservationRun[]> {
  const runs = [await onPglite(opts.connections, opts.seconds)];
  const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (pgUrl) runs.push(...(await onPostgres(pgUrl, opts.connections, opts.seconds)));
  return runs;
}

export function reservationTable(runs: ReservationRun[]): string {
  const head = `| database | processes | req/s | p50 ms | p99 ms | 200 | 409 volzet | other | reservations / capacity |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |`;
  const rows = runs.map(
    (r) =>
      `| ${r.database} | ${r.processes} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.placed} | ${r.full} | ${r.other} | ${r.finalCount} / ${r.capacity}${r.finalCount === r.capacity ? '' : ' (WRONG)'} |`,
  );
  return [head, ...rows].join('\n');
}

// `npx tsx bench/reservations.ts` runs this bench alone.
if (import.meta.filename === process.argv[1]) {
  const runs = await benchReservations({
    connections: Number(process.env.BENCH_CONNECTIONS ?? 16),
    seconds: Number(process.env.BENCH_SECONDS ?? 5),
  });
  console.log(reservationTable(runs));
}
