import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { userLogins, userRights, users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import type { ServerProcess } from '../testing/serverProcess.ts';
import { startTwoProcesses } from '../testing/twoProcesses.ts';
import { listeningAgain, statusWithinASecond } from '../testing/eventually.ts';
import { USER_CHANNEL } from '../db/changeNotices.ts';

const kind = inject('dbKind');
const loginIdOf = (jwt: string) => Number(JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).jti);

describe('the request user, cached per process', () => {
  let t: TestApp;
  let statements = 0;
  beforeAll(async () => {
    t = await createTestApp({}, { logQuery: () => void statements++ });
  });
  afterAll(() => t.close());
  const getList = async (jwt: string) => (await t.postRaw('member/getList.php', { jwt })).status;

  it('is loaded once: the next call of the session runs one statement less', async () => {
    const jwt = await t.login('lid@demo.clubhuis.be');
    statements = 0;
    expect(await getList(jwt)).toBe(200);
    const first = statements;
    statements = 0;
    expect(await getList(jwt)).toBe(200);
    expect(statements).toBe(first - 1);
  });

  it('is forgotten when the database changes it behind this process’s back: revoked, rights taken, account stopped', async () => {
    const jwt = await t.login('ouder@demo.clubhuis.be');
    expect(await getList(jwt)).toBe(200);
    await t.database.db.update(userLogins).set({ revokedAt: new Date() }).where(eq(userLogins.id, loginIdOf(jwt)));
    expect(await statusWithinASecond(() => getList(jwt), 401)).toBe(401);

    const beheer = await t.login('beheer@demo.clubhuis.be');
    const adminCall = async () => (await t.postRaw('admin/members/list', { jwt: beheer })).status;
    expect(await adminCall()).toBe(200);
    const [account] = await t.database.db.select().from(users).where(eq(users.email, 'beheer@demo.clubhuis.be'));
    await t.database.db.update(userRights).set({ administrator: false }).where(eq(userRights.userId, account!.id));
    expect(await statusWithinASecond(adminCall, 403)).toBe(403);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, account!.id));
    expect(await statusWithinASecond(adminCall, 401)).toBe(401);
  });

  it('is forgotten at once by this process’s own changes: a logout refuses the very next call', async () => {
    for (let round = 0; round < 20; round++) {
      const jwt = await t.login('kapitein@demo.clubhuis.be');
      expect(await getList(jwt)).toBe(200);
      await t.post('logout.php', { jwt });
      expect(await getList(jwt)).toBe(401);
    }
  });
});

describe.runIf(kind === 'postgres')('the request user when the listening connection breaks (skipped on PGlite: needs TEST_DATABASE_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is not served from the cache while nobody listens, and changes made meanwhile count', async () => {
    const getList = async (jwt: string) => (await t.postRaw('member/getList.php', { jwt })).status;
    const jwt = await t.login('lid@demo.clubhuis.be');
    expect(await getList(jwt)).toBe(200);
    expect(await getList(jwt)).toBe(200);
    const killed = (await t.database.db.execute(
      sql`select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = ${USER_CHANNEL.listenerName} and datname = current_database()`,
    )) as unknown as { rows: unknown[] };
    expect(killed.rows).toHaveLength(1);
    await t.database.db.update(userLogins).set({ revokedAt: new Date() }).where(eq(userLogins.id, loginIdOf(jwt)));
    expect(await statusWithinASecond(() => getList(jwt), 401)).toBe(401);
    // Listening again (after a pause): a new session is cached and a logout still ends it.
    await listeningAgain(t.database.db, USER_CHANNEL.listenerName);
    const again = await t.login('lid@demo.clubhuis.be');
    expect(await getList(again)).toBe(200);
    await t.database.db.update(userLogins).set({ revokedAt: new Date() }).where(eq(userLogins.id, loginIdOf(again)));
    expect(await statusWithinASecond(() => getList(again), 401)).toBe(401);
  });
});

describe.runIf(kind === 'postgres')('the request user over two server processes (skipped on PGlite: needs TEST_DATABASE_URL)', () => {
  let servers: ServerProcess[] = [];
  let close = async () => {};
  beforeAll(async () => {
    ({ servers, close } = await startTwoProcesses(process.env.TEST_DATABASE_URL!, inject('dbTemplate')));
  });
  afterAll(() => close());

  it('a session ended through one process is refused by the other within a second, 10 rounds', async () => {
    const post = async (server: ServerProcess, path: string, body: object) =>
      fetch(`${server.url}/api/${path}`, { method: 'POST', body: JSON.stringify(body) });
    for (let round = 0; round < 10; round++) {
      const login = (await (await post(servers[0]!, 'login.php', { login: 'lid@demo.clubhuis.be', password: 'demo' })).json()) as { jwt: string };
      const other = async () => (await post(servers[1]!, 'member/getList.php', { jwt: login.jwt })).status;
      expect(await other()).toBe(200);
      expect(await other()).toBe(200); // now from the second process's cache
      expect((await post(servers[0]!, 'logout.php', { jwt: login.jwt })).status).toBe(200);
      const ended = Date.now();
      expect(await statusWithinASecond(other, 401)).toBe(401);
      expect(Date.now() - ended).toBeLessThan(1000);
    }
  });
});
