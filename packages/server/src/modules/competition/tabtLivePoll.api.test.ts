import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { brusselsClock } from '@clubhuis/contract/rules/clock';
import { readConfig } from '../../config.ts';
import { TabtCache } from '../../adapters/tabt/tabtCache.ts';
import { meetingPlayers, meetings, members, notificationOutbox, tabtCache, teams } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { memberId, userFor } from '../../testing/interclubKit.ts';
import { subscribeDevice } from '../../testing/notificationsKit.ts';
import { fakeDevice, startPushService, type FakeDevice, type PushServiceStandIn } from '../../testing/pushService.ts';
import { startTabtServer, type TabtTestServer } from '../../testing/tabtServer.ts';
import { sendPushRound } from '../../testing/pushKit.ts';
import { pollLiveSheets, runLivePoll } from './tabtLivePoll.ts';

// A match evening with the local TabT stand-in: team A's match 793870 (the fixture's full sheet, 9-7)
// is played today from an hour ago. Its sheet appears mid-test; the players on the sheet and in the
// line-up, and the accounts following team A, get exactly one decrypted push each; nobody else.

const SUBJECT = 'mailto:push-test@clubhuis.be';
const MATCH = 793870;
let t: TestApp;
let server: TabtTestServer;
let push: PushServiceStandIn;
let clock: Date;
const log = { info: () => {}, warn: () => {} };
/** A process's competition-site client, on the test's clock. */
const tabtClient = () => new TabtCache(t.database.db, { ...readConfig({}).tabt, offlineClubs: [], endpoint: server.url }, log, () => clock);
let tabt: TabtCache;
let meetingId: number;
let teamAId: number;
let lineup: { id: number; first: string }[];
let koen: number;
const devices: Record<string, FakeDevice> = {};

beforeAll(async () => {
  [server, push] = await Promise.all([startTabtServer(), startPushService()]);
  t = await createTestApp({ push: { allowedOrigins: [push.origin], sendSeconds: 0, subject: SUBJECT, quietHours: false } });
  const db = t.database.db;
  await db.delete(tabtCache);
  clock = new Date();
  tabt = tabtClient();
  const started = brusselsClock(new Date(clock.getTime() - 3_600_000));
  const [teamA] = await db.select().from(teams).where(eq(teams.name, 'TTC De Demo A'));
  const [week1] = await db
    .update(meetings)
    .set({ matchUniqueId: MATCH, playDate: started.date, playTime: started.time, home: true, score: '', won: '' })
    .where(and(eq(meetings.teamId, teamA!.id), eq(meetings.week, 1)))
    .returning();
  meetingId = week1!.id;
  // The demo's other meetings of these days are not on the site here.
  await db.update(meetings).set({ matchUniqueId: null }).where(and(ne(meetings.id, meetingId), inArray(meetings.playDate, [started.date, brusselsClock(clock).date])));
  teamAId = teamA!.id;
  await db.update(meetingPlayers).set({ victoryCount: null }).where(eq(meetingPlayers.meetingId, meetingId));
  lineup = await db
    .select({ id: meetingPlayers.memberId, first: members.firstName })
    .from(meetingPlayers)
    .innerJoin(members, eq(members.id, meetingPlayers.memberId))
    .where(and(eq(meetingPlayers.meetingId, meetingId), eq(meetingPlayers.reserve, false)))
    .orderBy(asc(meetingPlayers.position));
  // On the sheet: two line-up players (900015 won 3, 900001 won 2) and Koen, who was not in the line-up (900022, 3).
  koen = await memberId(t, 'Koen', 'Jacobs');
  const link = (id: number, associationId: string) => db.update(members).set({ associationId }).where(eq(members.id, id));
  await Promise.all([link(lineup[0]!.id, '900015'), link(lineup[1]!.id, '900001'), link(koen, '900022')]);

  // A device for each player's own account, for lid@ (Jan, team B) who follows team A, and for ouder@ who does not.
  const subscribe = async (name: string, jwt: string) => {
    devices[name] = fakeDevice(push.origin);
    await subscribeDevice(t, jwt, devices[name]);
    return jwt;
  };
  const first = await subscribe('player0', await userFor(t, lineup[0]!.id));
  for (const [i, p] of lineup.slice(1).entries()) await subscribe(`player${i + 1}`, await userFor(t, p.id));
  await subscribe('koen', await userFor(t, koen));
  const lid = await subscribe('follower', await t.login('lid@demo.clubhuis.be'));
  await subscribe('stranger', await t.login('ouder@demo.clubhuis.be'));
  for (const jwt of [lid, first]) expect((await t.post('teamcomposition/followTeam', { jwt, team_id: teamA!.id, follow: 1 })).json.team_ids).toEqual([teamA!.id]);
  server.live(MATCH, 'not started', started.date);
});
afterAll(async () => {
  await t.close();
  await Promise.all([server.close(), push.close()]);
});

const later = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));
// Twelve hours on: past the quiet hours, should the test run late in the evening.
const send = () => sendPushRound(t.database.db, SUBJECT, new Date(clock.getTime() + 12 * 3_600_000));
const opened = (d: FakeDevice) => push.received.filter((m) => m.endpoint === d.endpoint).map((m) => JSON.parse(d.decrypt(m.body)) as { title: string; body: string; url: string });

describe('results pushed the same evening', () => {
  it('backs off on the quota fault, serving nothing and writing nothing', async () => {
    server.mode = 'quota';
    const calls = server.count('GetMatches');
    expect(await pollLiveSheets(t.database.db, tabt, clock)).toEqual({ meetings: 1, changed: 0, notified: 0, unavailable: 1 });
    // Within the back-off minute the site is not asked again.
    expect(await pollLiveSheets(t.database.db, tabt, later(10))).toMatchObject({ unavailable: 1 });
    expect(server.count('GetMatches')).toBe(calls + 1);
    server.mode = 'ok';
    later(61);
  });

  it('asks while the match has not started, one process per period, within the live cache', async () => {
    const calls = server.count('GetMatches');
    // Two processes' ticks at once: one takes the lease.
    const ticks = await Promise.all([runLivePoll(t.database.db, tabt, 120_000, clock), runLivePoll(t.database.db, tabtClient(), 120_000, clock)]);
    expect(ticks.filter((s) => s !== null)).toEqual([{ meetings: 1, changed: 0, notified: 0, unavailable: 0 }]);
    expect(server.calls.at(-1)!.request).toMatchObject({ MatchUniqueId: String(MATCH), WithDetails: 'true' });
    // Polled again within 45 s: the stored answer, no call.
    expect(await pollLiveSheets(t.database.db, tabt, later(20))).toMatchObject({ meetings: 1, notified: 0 });
    expect(server.count('GetMatches')).toBe(calls + 1);
    expect(await t.database.db.select().from(notificationOutbox)).toEqual([]);
  });

  it('writes the sheet when it appears and pushes it once to each player and follower, also with two pollers at once and a re-poll', async () => {
    server.live(MATCH, 'sheet', brusselsClock(new Date(clock.getTime() - 3_600_000)).date);
    later(50);
    const rounds = await Promise.all([pollLiveSheets(t.database.db, tabt, clock), pollLiveSheets(t.database.db, tabtClient(), clock)]);
    expect(rounds.reduce((n, r) => n + r.meetings, 0)).toBe(2);
    // Players 0..3 of the line-up, Koen, and lid@: six accounts, one row each.
    expect(rounds.reduce((n, r) => n + r.notified, 0)).toBe(lineup.length + 2);
    // The meeting has its result now: a later tick asks nothing.
    later(130);
    const calls = server.count();
    expect(await runLivePoll(t.database.db, tabt, 120_000, clock)).toBeNull();
    expect(server.count()).toBe(calls);

    await Promise.all([send(), send()]);
    const expected = {
      title: 'Uitslag TTC De Demo A',
      body: `Tourinnes A - Braine l'Alleud I: 9-7 (gewonnen: ${lineup[0]!.first} 3, ${lineup[1]!.first} 2, Koen 3).`,
      url: '/teams',
    };
    for (const name of [...lineup.map((_, i) => `player${i}`), 'koen', 'follower']) {
      expect(opened(devices[name]!), name).toEqual([expect.objectContaining(expected)]);
    }
    expect(opened(devices.stranger!)).toEqual([]);
  });

  it('shows the result at once in the team’s calendar and the statistics rows', async () => {
    const calendar = (await t.post('team/calendar', { team_id: teamAId })).json;
    expect(calendar.find((m) => m.week === 1)).toMatchObject({ score: '9-7', won: 1, homeTeam: 'Tourinnes A' });
    const rows = await t.database.db.select().from(meetingPlayers).where(eq(meetingPlayers.meetingId, meetingId)).orderBy(asc(meetingPlayers.position));
    expect(rows.map((r) => [r.memberId, r.victoryCount])).toEqual([
      [lineup[0]!.id, 3],
      [lineup[1]!.id, 2],
      ...lineup.slice(2).map((p) => [p.id, null]),
      [koen, 3],
    ]);
  });
});
