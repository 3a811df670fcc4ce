import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.ts';
import { copyDatabase, databaseUrl, dropDatabase } from '../../testing/postgresAdmin.ts';
import { startSmtpSink, type SmtpSink } from '../../testing/smtpSink.ts';
import { TEST_SECRET } from '../../testing/testApp.ts';
import { weekRows } from '../../testing/weeklyMailKit.ts';
import { currentWeek } from './weeklyMailWeek.ts';

// npm run mail:weekly -- --club A999 --now (issue 32) as separate processes against the tests' SMTP
// server: run twice, or two at once, each account gets one mail of the week.
const kind = inject('dbKind');
const root = resolve(import.meta.dirname, '../../../../..');
let sink: SmtpSink;
let dir: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  dir = mkdtempSync(join(tmpdir(), 'clubhuis-mailweekly-'));
});
afterAll(async () => {
  await sink.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Ran {
  code: number;
  output: string;
}

function mailWeekly(env: Record<string, string>): Promise<Ran> {
  return new Promise((done) => {
    execFile(
      'npm',
      ['run', '--silent', 'mail:weekly', '--', '--club', 'A999', '--now'],
      { cwd: root, env: { ...process.env, SMTP_URL: sink.url, JWT_SECRET: TEST_SECRET, WEEKLY_MAIL_PER_MINUTE: '0', LOG_LEVEL: 'silent', ...env }, timeout: 120_000 },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** One mail per recipient, as many as the week's rows say were sent. */
async function expectOnePerAccount(database: Database): Promise<number> {
  const rows = await weekRows(database.db, currentWeek(new Date()));
  const sent = rows.filter((r) => r.status === 'sent').length;
  expect(sent).toBeGreaterThan(3);
  expect(rows.every((r) => r.status === 'sent' || r.status === 'empty')).toBe(true);
  expect(sink.messages.length).toBe(sent);
  expect(new Set(sink.messages.map((m) => m.to.join())).size).toBe(sent);
  return sent;
}

describe.runIf(kind === 'pglite')('mail:weekly on the embedded database', () => {
  it('sends the week once when run twice, and once when started twice at once (the second waits for the folder or is refused)', async () => {
    const unpack = async (name: string) => {
      mkdirSync(join(dir, name));
      const seed = new PGlite(join(dir, name, 'db'), { loadDataDir: new Blob([readFileSync(inject('dbTemplate'))]) });
      await seed.close();
      return join(dir, name);
    };
    const once = await unpack('once');
    const first = await mailWeekly({ DATABASE_URL: '', DATA_DIR: once });
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/weekly mail A999 week of \d{4}-\d{2}-\d{2}: \d+ sent/);
    const second = await mailWeekly({ DATABASE_URL: '', DATA_DIR: once });
    expect(second.code, second.output).toBe(0);
    expect(second.output).toMatch(/: 0 sent/);
    let database = openDatabase({ dataDir: join(once, 'db') });
    const sent = await expectOnePerAccount(database).finally(() => database.close());

    sink.messages.splice(0);
    const both = await unpack('both');
    const runs = await Promise.all([mailWeekly({ DATABASE_URL: '', DATA_DIR: both }), mailWeekly({ DATABASE_URL: '', DATA_DIR: both })]);
    // One ran; the other found the folder in use (a clear message) or ran after it and found nothing left.
    expect(runs.some((r) => r.code === 0)).toBe(true);
    for (const r of runs.filter((x) => x.code !== 0)) expect(r.output).toMatch(/in gebruik/);
    database = openDatabase({ dataDir: join(both, 'db') });
    expect(await expectOnePerAccount(database).finally(() => database.close())).toBe(sent);
  }, 240_000);
});

describe.runIf(kind === 'postgres')('mail:weekly on PostgreSQL', () => {
  const server = process.env.TEST_DATABASE_URL!;
  const name = `clubhuis_t_${randomBytes(6).toString('hex')}`;
  let database: Database;
  beforeAll(async () => {
    await copyDatabase(server, inject('dbTemplate'), name);
    database = openDatabase({ url: databaseUrl(server, name) });
  });
  afterAll(async () => {
    await database.close();
    await dropDatabase(server, name);
  });

  it('sends one mail per account when two processes run at once, and nothing more when run again', async () => {
    const env = { DATABASE_URL: databaseUrl(server, name), DATA_DIR: dir };
    const runs = await Promise.all([mailWeekly(env), mailWeekly(env)]);
    for (const r of runs) expect(r.code, r.output).toBe(0);
    const sent = await expectOnePerAccount(database);
    expect(runs.map((r) => Number(/(\d+) sent/.exec(r.output)?.[1] ?? 0)).reduce((a, b) => a + b)).toBe(sent);
    const again = await mailWeekly(env);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toMatch(/: 0 sent/);
    expect(sink.messages.length).toBe(sent);
  }, 240_000);
});
