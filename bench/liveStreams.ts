// Live updates (issue 31): N open streams (2,000 by default) on one server process (main.ts on PGlite,
// the demo club): the server's memory per stream, its CPU while they idle, the time from a write to its
// event on every stream (p50, p99), and a hot read's requests/s without and with the streams open.
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, gt } from 'drizzle-orm';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import { openDatabase } from '../packages/server/src/db/client.ts';
import { meetings, members, teams, users } from '../packages/server/src/db/schema.ts';
import { seedDemoClub } from '../packages/server/src/seed/demoClub.ts';
import { sessionToken } from '../packages/server/src/testing/sessionToken.ts';
import { startServer } from '../packages/server/src/testing/serverProcess.ts';
import { load, type LoadResult } from './load.ts';

const SECRET = 'bench-secret-live-streams-0123456789';

interface Stream {
  /** performance.now() of each event naming the line-ups. */
  changes: number[];
  opened: Promise<void>;
  comments: number;
  close(): void;
}

/** One POST /api/live on its own connection, read as it comes (the bench's own light parser). */
function openStream(port: number, agent: http.Agent, jwt: string): Stream {
  const stream: Stream = { changes: [], comments: 0, opened: Promise.resolve(), close: () => {} };
  stream.opened = new Promise((resolve, reject) => {
    const req = http.request({ agent, host: '127.0.0.1', port, path: '/api/live', method: 'POST' }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`live: ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) stream.comments++;
          else if (block.startsWith('event: live')) resolve();
          else if (block.includes('"teamcomposition/list"')) stream.changes.push(performance.now());
        }
      });
    });
    req.on('error', reject);
    stream.close = () => req.destroy();
    req.end(JSON.stringify({ jwt }));
  });
  return stream;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Number(/\d+/.exec(line)![0]) / 1024;
}

/** CPU time (user + system) a process has used, in ms (Linux /proc, clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The demo club seeded, one session per stream over its users, and what the write and the hot read need. */
async function prepare(dir: string, streams: number) {
  const database = openDatabase({ dataDir: join(dir, 'db') });
  await database.migrate();
  await seedDemoClub(database.db);
  const db = database.db;
  const [jan] = await db.select({ id: members.id, clubId: members.clubId }).from(members).where(eq(members.email, 'jan.peeters@demo.clubhuis.be'));
  const [lid] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'lid@demo.clubhuis.be'));
  const clubUsers = await db.select({ id: users.id }).from(users).where(eq(users.clubId, jan!.clubId)).orderBy(asc(users.id));
  const [meeting] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .innerJoin(teams, eq(teams.id, meetings.teamId))
    .where(and(eq(teams.name, 'TTC De Demo B'), gt(meetings.playDate, brusselsClock(new Date()).date), eq(meetings.home, false)))
    .orderBy(asc(meetings.playDate))
    .limit(1);
  const tokens: string[] = [];
  for (let i = 0; i < streams; i++) tokens.push(await sessionToken(db, SECRET, clubUsers[i % clubUsers.length]!.id, jan!.clubId, 4 * 3600));
  const lidToken = await sessionToken(db, SECRET, lid!.id, jan!.clubId, 4 * 3600);
  await database.close();
  return { tokens, lidToken, janId: jan!.id, meetingId: meeting!.id };
}

export async function benchLiveStreams(opts: { streams: number; rounds: number; idleSeconds: number; seconds: number; connections: number }): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'clubhuis-bench-live-'));
  const { tokens, lidToken, janId, meetingId } = await prepare(dir, opts.streams);
  const server = await startServer({ env: { DATA_DIR: dir, JWT_SECRET: SECRET } });
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const open: Stream[] = [];
  try {
    const hot = { jwt: lidToken, when: 'coming', member_id: janId };
    /** The load, and the server's CPU per 1,000 of its requests (what the streams cost a read, apart from the machine's other load). */
    const read = async () => {
      const cpu = cpuMs(server.pid);
      const result = await load({ url: `${server.url}/api/teamcomposition/list`, body: JSON.stringify(hot), connections: opts.connections, seconds: opts.seconds });
      return { ...result, cpuPer1000: ((cpuMs(server.pid) - cpu) / result.requests) * 1000 };
    };
    await load({ url: `${server.url}/api/teamcomposition/list`, body: JSON.stringify(hot), connections: opts.connections, seconds: 3 });
    const without = await read();
    await sleep(1000);
    const rssBefore = rssMb(server.pid);

    const began = performance.now();
    for (let i = 0; i < tokens.length; i += 200) {
      const batch = tokens.slice(i, i + 200).map((jwt) => openStream(server.port, agent, jwt));
      open.push(...batch);
      await Promise.all(batch.map((s) => s.opened));
    }
    const openSeconds = (performance.now() - began) / 1000;
    await sleep(2000);
    const rssWith = rssMb(server.pid);

    // Idle: nothing but the heartbeat (every 25 s) for idleSeconds.
    const cpuBefore = cpuMs(server.pid);
    await sleep(opts.idleSeconds * 1000);
    const idleCpu = (cpuMs(server.pid) - cpuBefore) / opts.idleSeconds;
    const beaten = open.filter((s) => s.comments > 0).length;

    // Writes one after another (an answer for a meeting, which every member of the club may read): from
    // sending it (its commit lies within) to the event on every stream.
    const latencies: number[] = [];
    const writes: number[] = [];
    for (let round = 0; round < opts.rounds; round++) {
      const path = round % 2 === 0 ? 'teamcomposition/denyMeeting' : 'teamcomposition/participateMeeting';
      const sent = performance.now();
      const res = await fetch(`${server.url}/api/${path}`, {
        method: 'POST',
        body: JSON.stringify({ jwt: lidToken, id: meetingId, member_id: janId, confirmationoption: round % 2 === 0 ? 2 : 1 }),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      writes.push(performance.now() - sent);
      const deadline = Date.now() + 30_000;
      while (open.some((s) => s.changes.length <= round) && Date.now() < deadline) await sleep(5);
      for (const s of open) if (s.changes[round] !== undefined) latencies.push(s.changes[round]! - sent);
    }
    const missed = opts.rounds * tokens.length - latencies.length;
    const withStreams = await read();
    // The same read once the streams have closed: a yardstick for what the machine gave meanwhile.
    for (const s of open.splice(0)) s.close();
    await sleep(1000);
    const after = await read();
    latencies.sort((x, y) => x - y);
    writes.sort((x, y) => x - y);

    const n = tokens.length.toLocaleString('en');
    const row = (name: string, r: LoadResult & { cpuPer1000: number }) =>
      `| ${name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.cpuPer1000.toFixed(0)} | ${r.errors} |`;
    return [
      `| streams | RSS before MB | RSS with streams MB | per stream KB | opened in s | idle CPU ms/s (${opts.idleSeconds} s, heartbeat 25 s) | streams that got a heartbeat |`,
      '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      `| ${n} | ${rssBefore.toFixed(0)} | ${rssWith.toFixed(0)} | ${(((rssWith - rssBefore) * 1024) / tokens.length).toFixed(1)} | ${openSeconds.toFixed(1)} | ${idleCpu.toFixed(1)} | ${beaten} |`,
      '',
      `| write → event on every stream (${opts.rounds} writes × ${n} streams) | p50 ms | p99 ms | max ms | the write's own p50 ms | events missed |`,
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      `| teamcomposition/denyMeeting / participateMeeting (lid@), sent → event | ${quantile(latencies, 0.5).toFixed(1)} | ${quantile(latencies, 0.99).toFixed(1)} | ${(latencies.at(-1) ?? NaN).toFixed(1)} | ${quantile(writes, 0.5).toFixed(1)} | ${missed} |`,
      '',
      `| hot read (teamcomposition/list, lid@ /teams), ${opts.connections} connections, ${opts.seconds} s | req/s | p50 ms | p99 ms | server CPU ms per 1,000 | errors |`,
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      row('without streams', without),
      row(`with ${n} streams open`, withStreams),
      row('after they closed', after),
    ].join('\n');
  } finally {
    for (const s of open) s.close();
    agent.destroy();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The bench's settings from the environment (BENCH_LIVE_STREAMS, BENCH_LIVE_ROUNDS, BENCH_LIVE_IDLE_SECONDS). */
export const liveBenchOptions = (seconds: number, connections: number) => ({
  streams: Number(process.env.BENCH_LIVE_STREAMS ?? 2000),
  rounds: Number(process.env.BENCH_LIVE_ROUNDS ?? 20),
  idleSeconds: Number(process.env.BENCH_LIVE_IDLE_SECONDS ?? 30),
  seconds,
  connections,
});

// `npx tsx bench/liveStreams.ts`: this part alone.
if (process.argv[1]?.endsWith('liveStreams.ts')) {
  console.log(await benchLiveStreams(liveBenchOptions(Number(process.env.BENCH_SECONDS ?? 5), Number(process.env.BENCH_CONNECTIONS ?? 16))));
}
