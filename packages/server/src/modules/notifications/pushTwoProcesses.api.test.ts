import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import type { Database } from '../../db/client.ts';
import { meetings, members, notificationOutbox, teams } from '../../db/schema.ts';
import type { ServerProcess } from '../../testing/serverProcess.ts';
import { startTwoProcesses } from '../../testing/twoProcesses.ts';
import { fakeDevice, startPushService, type PushServiceStandIn } from '../../testing/pushService.ts';

const kind = inject('dbKind');

// PGlite lives inside one process, so two processes can only share a PostgreSQL server.
describe.runIf(kind === 'postgres')('push from two server processes on one PostgreSQL database (skipped on PGlite: needs TEST_DATABASE_URL)', () => {
  let push: PushServiceStandIn;
  let database: Database;
  let servers: ServerProcess[] = [];
  let close = async () => {};
  beforeAll(async () => {
    push = await startPushService();
    ({ servers, database, close } = await startTwoProcesses(process.env.TEST_DATABASE_URL!, inject('dbTemplate'), { PUSH_ALLOWED_ORIGINS: push.origin, PUSH_SEND_SECONDS: '1', PUSH_QUIET_HOURS: '0' }));
  });
  afterAll(async () => {
    await close();
    await push.close();
  });

  const call = async (server: number, path: string, body: object) => {
    const res = await fetch(`${servers[server]!.url}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  const login = async (server: number, email: string) => (await call(server, 'login.php', { login: email, password: 'demo' })).json.jwt as string;
  const idOf = async (first: string, last: string) => (await database.db.select({ id: members.id }).from(members).where(and(eq(members.firstName, first), eq(members.lastName, last))))[0]!.id;

  it('sends each change to each device exactly once while both processes send, whichever process made it', async () => {
    const [lid, kapitein] = [await login(0, 'lid@demo.clubhuis.be'), await login(1, 'kapitein@demo.clubhuis.be')];
    const phone = fakeDevice(push.origin);
    expect((await call(1, 'notifications/subscribe', { jwt: lid, endpoint: phone.endpoint, keys: phone.keys })).status).toBe(200);
    const [jan, tom] = [await idOf('Jan', 'Peeters'), await idOf('Tom', 'Claes')];
    const coming = await database.db
      .select({ id: meetings.id })
      .from(meetings)
      .innerJoin(teams, eq(teams.id, meetings.teamId))
      .where(and(eq(teams.name, 'TTC De Demo B'), gt(meetings.playDate, brusselsClock(new Date()).date)))
      .orderBy(asc(meetings.playDate))
      .limit(5);
    // Each line-up saved through both processes at once: one change each for Jan.
    for (const m of coming) {
      const body = { jwt: kapitein, teamcalendar_id: m.id, players: [tom, jan], reserves: [], remarks: '' };
      const saved = await Promise.all([call(0, 'teamcomposition/update', body), call(1, 'teamcomposition/update', body)]);
      expect(saved.map((s) => s.status)).toEqual([200, 200]);
    }
    // Wait for both senders to have emptied the outbox (they look every second).
    const unsent = async () => Number((await database.db.select({ n: count() }).from(notificationOutbox).where(isNull(notificationOutbox.sentAt)))[0]!.n);
    const deadline = Date.now() + 30_000;
    while ((await unsent()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await unsent()).toBe(0);
    const tags = push.received.filter((m) => m.endpoint === phone.endpoint).map((m) => (JSON.parse(phone.decrypt(m.body)) as { tag: string }).tag);
    expect(tags.sort()).toEqual(coming.map((m) => `lineUp:meeting:${m.id}:${jan}`).sort());
  });
});
