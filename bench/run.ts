// npm run bench: throughput and p99 of the API calls next to a bare route in the same run, and the first screen's size.
// Prints numbers only; nothing here passes or fails.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { load, type LoadResult } from './load.ts';
import { countListStatements } from './statements.ts';
import { countTrainingStatements, TRAINING_CALLS } from './trainingStatements.ts';
import { benchReservations, reservationTable } from './reservations.ts';
import { startServer } from '../packages/server/src/testing/serverProcess.ts';
import { tokenCheckTable } from './tokenCheck.ts';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const dir = mkdtempSync(join(tmpdir(), 'clubhuis-bench-'));
const server = await startServer({ env: { DATA_DIR: dir, BENCH_BARE_ROUTE: '1' } }).catch((error) => {
  rmSync(dir, { recursive: true, force: true });
  throw error;
});
const base = server.url;

const row = (name: string, r: LoadResult, bare?: LoadResult) =>
  `| ${name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${bare ? (r.rps / bare.rps).toFixed(2) : '1.00'} | ${r.errors} |`;

try {
  const post = (path: string, body: object, c = connections) =>
    load({ url: `${base}/api/${path}`, body: JSON.stringify(body), connections: c, seconds });
  const lid = (await (
    await fetch(`${base}/api/login.php`, { method: 'POST', body: JSON.stringify({ login: 'lid@demo.clubhuis.be', password: 'demo' }) })
  ).json()) as { jwt: string; data: { memberId: number } };
  const login = (await (
    await fetch(`${base}/api/login.php`, { method: 'POST', body: JSON.stringify({ login: 'ouder@demo.clubhuis.be', password: 'demo' }) })
  ).json()) as { jwt: string };
  await post('bench/bare', {}); // warm-up
  const bare = await post('bench/bare', {});
  const results: [string, LoadResult][] = [
    ['bare route (same plugins, no handler work)', bare],
    ['general/config.php', await post('general/config.php', { g2soft: '' })],
    ['member/getList.php (2 linked members)', await post('member/getList.php', { jwt: login.jwt })],
    ['member/getList.php allmembers', await post('member/getList.php', { jwt: login.jwt, allmembers: true })],
    ['teamcomposition/list (lid@, demo season)', await post('teamcomposition/list', { jwt: lid.jwt })],
    ['teamcomposition/list (lid@, /teams: coming, own teams)', await post('teamcomposition/list', { jwt: lid.jwt, when: 'coming', member_id: lid.data.memberId })],
    // scrypt makes each login cost ~50 ms of CPU on purpose: 2 connections, so the rate limit is not the bottleneck.
    ['login.php (scrypt)', await post('login.php', { login: 'lid@demo.clubhuis.be', password: 'demo' }, 2)],
  ];
  console.log(`\nAPI on ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "PGlite"}, ${connections} connections, ${seconds} s each (login: 2 connections)\n`);
  console.log('| call | req/s | p50 ms | p99 ms | ratio to bare | errors |\n| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, r] of results) console.log(row(name, r, bare));
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
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
