import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { catalogue, type Path } from '@clubhuis/contract/catalogue';
import { members } from '../db/schema.ts';
import { DATA_CHANNEL } from '../db/changeNotices.ts';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { apiClient } from '../testing/apiClient.ts';
import { createTestApp, TEST_SECRET, type TestApp } from '../testing/testApp.ts';
import { comingAway, memberId, teamBLogins } from '../testing/interclubKit.ts';
import { permissionRequests } from '../testing/permissionRequests.ts';
import { ROLES, verdict } from '../testing/permissionTable.ts';
import { permissionKit, type Build } from '../testing/permissions/kit.ts';
import { tableDigest } from '../testing/tableDigest.ts';
import type { ServerProcess } from '../testing/serverProcess.ts';
import { startTwoProcesses } from '../testing/twoProcesses.ts';
import { listeningAgain } from '../testing/eventually.ts';
import { isCachedRead } from './readCache.ts';

const kind = inject('dbKind');
/** Tables no cached answer reads (migration 0015): their writes need no notice. */
// The push notification tables too (migration 0021): no cached read shows them, and the sender's claims
// every few seconds would otherwise drop every process's answers.
const UNWATCHED = [
  'audit_log',
  'call_quotas',
  'login_failures',
  'meeting_answer_links',
  'notification_outbox',
  'notification_preferences',
  'password_tokens',
  'push_subscriptions',
  'push_vapid_keys',
  'server_secrets',
  'user_logins',
  'weekly_mail_optouts',
  'weekly_mails',
];

/** Polls until the answer passes, for at most the second the server promises for changes behind its back. */
async function withinASecond<T>(call: () => Promise<T>, passes: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 1000;
  let value = await call();
  while (!passes(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    value = await call();
  }
  return value;
}

const namesIn = (list: { firstName: string }[]) => list.map((m) => m.firstName);

describe('the hot reads, cached per process', () => {
  let t: TestApp;
  let statements = 0;
  beforeAll(async () => {
    // A long lifetime, so only changes can end an answer here.
    t = await createTestApp({ readCacheMs: 60_000 }, { logQuery: () => void statements++ });
  });
  afterAll(() => t.close());

  it('answers the same read again from memory: the same JSON, no statement', async () => {
    const jwt = await t.login('lid@demo.clubhuis.be');
    const first = await t.post('teamcomposition/list', { jwt });
    statements = 0;
    const again = await t.app.inject({ method: 'POST', url: '/api/teamcomposition/list', payload: { jwt } });
    expect(statements).toBe(0);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(again.body)).toEqual(first.json);
  });

  // On PGlite the requests run one after the other anyway; on PostgreSQL they overlap (80 statements without sharing).
  it('makes an answer once for requests that ask it at the same moment', async () => {
    const jwt = await t.login('kapitein@demo.clubhuis.be');
    const tom = await memberId(t, 'Tom', 'Claes');
    const ask = () => t.app.inject({ method: 'POST', url: '/api/teamcomposition/list', payload: { jwt } });
    // Any call that is no cached read drops every answer (it might write); the session stays cached.
    const dropAnswers = () => t.post('teamcomposition/absenceList', { jwt, member_id: tom });
    const alone = JSON.parse((await ask()).body) as unknown;
    await dropAnswers();
    statements = 0;
    await ask();
    const one = statements;
    await dropAnswers();
    statements = 0;
    const together = await Promise.all(Array.from({ length: 20 }, ask));
    expect(together.map((r) => JSON.parse(r.body) as unknown)).toEqual(Array(20).fill(alone));
    expect(one).toBeGreaterThan(0);
    expect(statements).toBe(one);
  });

  it('sends a cached answer compressed as the client asks (brotli, gzip, or none), the same JSON each way', async () => {
    const jwt = await t.login('lid@demo.clubhuis.be');
    const plain = (await t.post('teamcomposition/list', { jwt })).json;
    const ask = (acceptEncoding: string) =>
      t.app.inject({ method: 'POST', url: '/api/teamcomposition/list', payload: { jwt }, headers: { 'accept-encoding': acceptEncoding } });
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
      ['identity', undefined, (b: Buffer) => b],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await ask(accept);
        expect(res.headers['content-encoding'], accept).toBe(encoding);
        expect(JSON.parse(decode(res.rawPayload).toString()), accept).toEqual(plain);
      }
    }
  });

  it('keeps each session’s answer to that session: another user asking the same gets its own', async () => {
    const lid = await t.login('lid@demo.clubhuis.be');
    const ouder = await t.login('ouder@demo.clubhuis.be');
    const mine = namesIn((await t.post('member/getList.php', { jwt: lid })).json);
    const theirs = namesIn((await t.post('member/getList.php', { jwt: ouder })).json);
    expect(mine).toEqual(['Jan']);
    expect(theirs).toHaveLength(2);
    expect(namesIn((await t.post('member/getList.php', { jwt: lid })).json)).toEqual(mine);
    expect(namesIn((await t.post('member/getList.php', { jwt: ouder })).json)).toEqual(theirs);
  });

  it('keeps answers apart by the address the request came in on (the line-ups’ calendar links)', async () => {
    const jwt = await t.login('lid@demo.clubhuis.be');
    const icalUrls = async (host: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/teamcomposition/list', payload: { jwt }, headers: { host } });
      return (JSON.parse(res.body) as { icalUrl: string }[]).map((m) => m.icalUrl).filter(Boolean);
    };
    for (const host of ['club.example.be', 'localhost:8080', 'club.example.be']) {
      const urls = await icalUrls(host);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.every((u) => u.startsWith(`http://${host}/api/ical/`)), host).toBe(true);
    }
  });

  it('forgets at once what a call of this process changes, notice or not: the answer just given shows in the next read', async () => {
    // A second app on the same database that hears no notices at all: only its own calls can drop answers.
    const deaf = await buildApp({
      db: t.database.db,
      config: { ...readConfig({}), webDist: undefined, readCacheMs: 60_000 },
      jwtSecret: TEST_SECRET,
      watchData: async (listener) => {
        listener.setListening(true);
        return async () => {};
      },
    });
    const client = apiClient(deaf);
    const { lid, jan } = await teamBLogins(t);
    const meeting = await comingAway(t, 'TTC De Demo B');
    const confirmedOf = async () => (await client.post('teamcomposition/list', { jwt: lid })).json.find((m) => m.id === meeting.id)!.confirmed;
    expect(await confirmedOf()).toBe(await confirmedOf());
    for (const [path, listed] of [['teamcomposition/denyMeeting', false], ['teamcomposition/participateMeeting', true]] as const) {
      await client.post(path, { jwt: lid, id: meeting.id, member_id: jan, confirmationoption: listed ? 1 : 2 });
      expect((await confirmedOf()).split(',').includes(String(jan))).toBe(listed);
    }
    await deaf.close();
  });

  it('shows a change written behind its back within a second (the database’s notice)', async () => {
    const jwt = await t.login('lid@demo.clubhuis.be');
    const names = async () => namesIn((await t.post('member/getList.php', { jwt })).json);
    expect(await names()).toEqual(['Jan']);
    await t.database.db.update(members).set({ firstName: 'Janneke' }).where(eq(members.firstName, 'Jan'));
    expect(await withinASecond(names, (n) => n[0] === 'Janneke')).toEqual(['Janneke']);
    await t.database.db.update(members).set({ firstName: 'Jan' }).where(eq(members.firstName, 'Janneke'));
    expect(await withinASecond(names, (n) => n[0] === 'Jan')).toEqual(['Jan']);
  });

  it('hears every table a cached read may show: each has the change trigger but the unwatched few', async () => {
    const rows = (await t.database.db.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname = current_schema()
        and not exists (select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'data_changed')
      order by 1`)) as unknown as { rows: { name: string }[] };
    expect(rows.rows.map((r) => r.name)).toEqual(UNWATCHED);
  });

  it('caches only reads: every cached call, as a role allowed to make it on real rows, answers 200 and changes no row when made again', async () => {
    // Without kept answers, so each request runs its handler. The first round may do once-only work
    // that stores its outcome (the league's draw among replaced players, spec 02 section 4); a read
    // that writes on every call (a log, a counter) would lose that write when answered from memory.
    const plain = await createTestApp();
    try {
      await makeEachTwice(plain);
    } finally {
      await plain.close();
    }
  });
});

/** Each cached read as an allowed role: all once (once-only work may store), then each again changing no row. */
async function makeEachTwice(plain: TestApp): Promise<void> {
  const k = await permissionKit(plain);
  const cached = (Object.keys(catalogue) as Path[]).filter(isCachedRead);
  expect(cached.length).toBeGreaterThan(20);
  const requests = [];
  for (const path of cached) {
    const role = ROLES.find((r) => verdict(path, r) === 'allow')!;
    const body = (await (permissionRequests[path] as Build<Path>)(k)) as object;
    const jwt = k.jwt[role];
    requests.push({ path, role, body: jwt ? { ...body, jwt } : body });
  }
  for (const { path, role, body } of requests) expect((await plain.postRaw(path, body)).status, `${path} as ${role}`).toBe(200);
  for (const { path, role, body } of requests) {
    const before = await tableDigest(plain.database.db);
    expect((await plain.postRaw(path, body)).status, `${path} as ${role}`).toBe(200);
    expect(await tableDigest(plain.database.db), path).toEqual(before);
  }
}

describe.runIf(kind === 'postgres')('cached reads when the listening connection breaks (skipped on PGlite: needs TEST_DATABASE_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ readCacheMs: 60_000 });
  });
  afterAll(() => t.close());

  it('serves nothing from the cache while nobody listens, and listens again', async () => {
    const jwt = await t.login('lid@demo.clubhuis.be');
    const names = async () => namesIn((await t.post('member/getList.php', { jwt })).json);
    expect(await names()).toEqual(['Jan']);
    const killed = (await t.database.db.execute(
      sql`select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = ${DATA_CHANNEL.listenerName} and datname = current_database()`,
    )) as unknown as { rows: unknown[] };
    expect(killed.rows).toHaveLength(1);
    await t.database.db.update(members).set({ firstName: 'Janneke' }).where(eq(members.firstName, 'Jan'));
    expect(await withinASecond(names, (n) => n[0] === 'Janneke')).toEqual(['Janneke']);
    await listeningAgain(t.database.db, DATA_CHANNEL.listenerName);
    expect(await names()).toEqual(['Janneke']);
    await t.database.db.update(members).set({ firstName: 'Jan' }).where(eq(members.firstName, 'Janneke'));
    expect(await withinASecond(names, (n) => n[0] === 'Jan')).toEqual(['Jan']);
  });
});

describe.runIf(kind === 'postgres')('cached reads over two server processes (skipped on PGlite: needs TEST_DATABASE_URL)', () => {
  let servers: ServerProcess[] = [];
  let close = async () => {};
  beforeAll(async () => {
    ({ servers, close } = await startTwoProcesses(process.env.TEST_DATABASE_URL!, inject('dbTemplate')));
  });
  afterAll(() => close());

  it('an answer given through one process shows in the other’s line-up within a second, 10 rounds', async () => {
    const post = async <T>(server: ServerProcess, path: string, body: object) =>
      (await (await fetch(`${server.url}/api/${path}`, { method: 'POST', body: JSON.stringify(body) })).json()) as T;
    const login = await post<{ jwt: string; data: { memberId: number } }>(servers[0]!, 'login.php', { login: 'lid@demo.clubhuis.be', password: 'demo' });
    const jan = login.data.memberId;
    type Meeting = { id: number; confirmed: string; homeout: 'H' | 'U' };
    const list = () => post<Meeting[]>(servers[1]!, 'teamcomposition/list', { jwt: login.jwt, when: 'coming', member_id: jan });
    const meeting = (await list()).find((m) => m.homeout === 'U')!;
    const confirmedIn = (meetings: Meeting[]) => meetings.find((m) => m.id === meeting.id)!.confirmed.split(',').includes(String(jan));
    for (let round = 0; round < 10; round++) {
      const listed = round % 2 === 0;
      await list(); // cached in the second process
      await post(servers[0]!, listed ? 'teamcomposition/participateMeeting' : 'teamcomposition/denyMeeting', {
        jwt: login.jwt, id: meeting.id, member_id: jan, confirmationoption: listed ? 1 : 2,
      });
      const changed = Date.now();
      expect(confirmedIn(await withinASecond(list, (m) => confirmedIn(m) === listed))).toBe(listed);
      expect(Date.now() - changed).toBeLessThan(1000);
    }
  });
});
