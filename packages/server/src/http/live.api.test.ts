import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { compositionLogs, meetings } from '../db/schema.ts';
import { DATA_CHANNEL } from '../db/changeNotices.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { comingAway, teamBLogins } from '../testing/interclubKit.ts';
import { demoClubId, memberId, today } from '../testing/playerMomentsKit.ts';
import { momentsOf } from '../testing/trainingKit.ts';
import { otherClubAdmin } from '../testing/adminKit.ts';
import { names, openLive, type LiveClient, type LiveEvent } from '../testing/liveClient.ts';
import { listeningAgain } from '../testing/eventually.ts';
import { LIVE_MARK_HEADER } from '@clubhuis/contract/live';

// The live stream over real HTTP (a stream has no end for app.inject to wait for), on the demo club.
const kind = inject('dbKind');
let t: TestApp;
let base: string;
const open: LiveClient[] = [];
const jwt: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const who of ['lid', 'kapitein', 'ouder', 'sporter', 'trainer', 'beheer']) jwt[who] = await t.login(`${who}@demo.clubhuis.be`);
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

/** A stream that has said it is live: from then on every commit reaches it. */
async function stream(token: string, lastEventId?: string): Promise<LiveClient> {
  const s = await openLive(base, lastEventId ? { jwt: token, last_event_id: lastEventId } : { jwt: token });
  open.push(s);
  expect(s.status).toBe(200);
  await s.next((e) => e.event === 'live' || e.event === 'degraded');
  return s;
}

/**
 * A change every member of the demo club may read (a line-up log row), written behind the app's back:
 * once a stream has it, it has every event sent before it, so what it lacks up to there it never gets.
 */
async function barrier(): Promise<void> {
  const clubId = await demoClubId(t.database.db);
  const [meeting] = await t.database.db.select({ id: meetings.id }).from(meetings).where(eq(meetings.clubId, clubId)).limit(1);
  const meetingId = meeting!.id;
  await t.database.db.insert(compositionLogs).values({ clubId, meetingId, modification: 'barrière', userName: 'test' });
}

/** Every path a stream was told of up to and including the barrier's event. */
async function pathsUntilBarrier(s: LiveClient): Promise<string[]> {
  const last = await s.next(names('teamcomposition/compositionLog'));
  return s.events.slice(0, s.events.indexOf(last) + 1).flatMap((e: LiveEvent) => e.data.paths ?? []);
}

describe('POST /api/live', () => {
  it('refuses a call without a token or with a bad one (401, Dutch), and opens for a session with its id', async () => {
    const none = await openLive(base, {});
    expect([none.status, none.refusal?.message]).toEqual([401, 'Je bent niet aangemeld. Meld je opnieuw aan.']);
    const bad = await openLive(base, { jwt: 'x.y.z' });
    expect([bad.status, bad.refusal?.message]).toEqual([401, 'Je sessie is verlopen of ongeldig. Meld je opnieuw aan.']);
    const odd = await openLive(base, { jwt: jwt.lid, last_event_id: 12 });
    expect([odd.status, odd.refusal?.message]).toEqual([400, "Het veld 'last_event_id' heeft een ongeldig type (verwacht: tekst)."]);
    const s = await stream(jwt.lid!);
    expect(s.events[0]).toMatchObject({ event: 'live', data: { refetch: false } });
    expect(s.events[0]!.id).toMatch(/^[0-9a-f]{8}\.\d+$/);
  });

  it("tells the team's members of an answer given for a meeting: the line-ups and the confirmations", async () => {
    const { lid, kapitein, jan } = await teamBLogins(t);
    const [captain, member] = [await stream(kapitein), await stream(lid)];
    const meeting = await comingAway(t, 'TTC De Demo B');
    await t.post('teamcomposition/denyMeeting', { jwt: lid, id: meeting.id, member_id: jan, confirmationoption: 2 });
    for (const s of [captain, member]) {
      const change = await s.next(names('teamcomposition/list'));
      expect(change.data.paths).toEqual(expect.arrayContaining(['teamcomposition/confirmationList', 'home/myWeek']));
      expect(change.id).toMatch(/\.\d+$/);
    }
  });

  it("never names a second club's change on the first club's streams", async () => {
    const other = await otherClubAdmin(t.database.db);
    const theirs = await stream(other.jwt);
    const ours = [await stream(jwt.lid!), await stream(jwt.beheer!)];
    const added = await t.post('admin/members/save', { jwt: other.jwt, firstName: 'Ander', lastName: 'Lid', gender: 'M' });
    expect(added.status).toBe(200);
    expect((await theirs.next(names('admin/members/list'))).data.paths).toContain('member/getList.php');
    await barrier();
    for (const s of ours) expect(await pathsUntilBarrier(s)).toEqual(['teamcomposition/compositionLog']);
  });

  it("tells a trainee's reason to its own users and the training's staff, never to another trainee", async () => {
    const nina = await memberId(t.database.db, 'Nina', 'Vermeulen');
    const moment = (await momentsOf(t.database.db, 'Competitietraining')).filter((m) => m.trainingDate > today() && m.status < 8)[1]!;
    const [sporter, trainer, ouder, lid] = [await stream(jwt.sporter!), await stream(jwt.trainer!), await stream(jwt.ouder!), await stream(jwt.lid!)];
    const answered = await t.post('training/updateTrainingReservation', { jwt: jwt.sporter, event_id: moment.id, member_id: nina, reserved: -1, remark: 'Ziek' });
    expect(answered.status).toBe(200);
    expect((await sporter.next(names('training/getTraineeMomentList'))).data.paths).not.toContain('training/getTrainingPresencesList');
    expect((await trainer.next(names('training/getTrainingPresencesList'))).data.paths).not.toContain('training/getTraineeMomentList');
    await barrier();
    for (const s of [ouder, lid]) expect(await pathsUntilBarrier(s)).toEqual(['teamcomposition/compositionLog']);
  });

  it("tells a member-list change to every member, and the administrators' lists only to administrators", async () => {
    const [admin, member, trainer] = [await stream(jwt.beheer!), await stream(jwt.lid!), await stream(jwt.trainer!)];
    const added = await t.post('admin/members/save', { jwt: jwt.beheer, firstName: 'Nieuw', lastName: 'Lid', gender: 'F' });
    expect(added.status).toBe(200);
    expect((await admin.next(names('admin/members/list'))).data.paths).toEqual(expect.arrayContaining(['admin/accounts/list', 'member/getList.php']));
    await barrier();
    for (const s of [member, trainer]) {
      const seen = await pathsUntilBarrier(s);
      expect(seen).toContain('member/getList.php');
      expect(seen.filter((p) => p.startsWith('admin/'))).toEqual([]);
    }
  });

  it("ends a stream when its session ends, and the session's next stream is refused", async () => {
    const token = await t.login('lid@demo.clubhuis.be');
    const s = await stream(token);
    const other = await stream(jwt.lid!);
    expect((await t.post('logout.php', { jwt: token })).status).toBe(200);
    await s.ended;
    const again = await openLive(base, { jwt: token });
    expect(again.status).toBe(401);
    // Another session of the same user goes on.
    await barrier();
    expect(await pathsUntilBarrier(other)).toContain('teamcomposition/compositionLog');
  });

  it('replays what a reconnect missed after its last event id, and asks an unknown one to refetch', async () => {
    const [first, witness] = [await stream(jwt.kapitein!), await stream(jwt.lid!)];
    const lastId = first.events.at(-1)!.id!;
    first.close();
    await barrier();
    await witness.next(names('teamcomposition/compositionLog'));
    const again = await openLive(base, { jwt: jwt.kapitein, last_event_id: lastId });
    open.push(again);
    const replay = await again.next();
    expect(replay).toMatchObject({ event: 'change', data: { paths: ['teamcomposition/compositionLog'] } });
    expect(await again.next((e) => e.event === 'live')).toMatchObject({ data: { refetch: false } });
    const unknown = await stream(jwt.kapitein!, 'ffffffff.3');
    expect(unknown.events[0]).toMatchObject({ event: 'live', data: { refetch: true } });
  });
});

describe("a call's mark (x-live-mark)", () => {
  it('names the last event before the call; a first stream opened from it replays what changed after the answer', async () => {
    const witness = await stream(jwt.lid!);
    const answer = await fetch(`${base}/api/home/myWeek`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jwt: jwt.kapitein }),
    });
    const mark = answer.headers.get(LIVE_MARK_HEADER);
    expect(mark).toMatch(/^[0-9a-f]{8}\.\d+$/);
    // The change comes after the answer, before the page's stream opens.
    await barrier();
    await witness.next(names('teamcomposition/compositionLog'));
    const first = await openLive(base, { jwt: jwt.kapitein, last_event_id: mark });
    open.push(first);
    expect(await first.next()).toMatchObject({ event: 'change', data: { paths: ['teamcomposition/compositionLog'] } });
    expect(await first.next((e) => e.event === 'live')).toMatchObject({ data: { refetch: false } });
    // Without it (as before the mark) the stream would say nothing of that change.
    const blind = await stream(jwt.kapitein!);
    expect(blind.events).toEqual([expect.objectContaining({ event: 'live', data: { refetch: false } })]);
    // A mark from marks of two processes (the web app's 'mixed') cannot be replayed: refetch.
    const mixed = await stream(jwt.kapitein!, 'mixed');
    expect(mixed.events[0]).toMatchObject({ event: 'live', data: { refetch: true } });
  });

  it('is given to signed-in callers only: not to a refused or tokenless call, nor on a file of the web app', async () => {
    const member = await t.app.inject({ method: 'POST', url: '/api/home/myWeek', payload: { jwt: jwt.lid } });
    expect(member.statusCode).toBe(200);
    expect(member.headers[LIVE_MARK_HEADER]).toMatch(/^[0-9a-f]{8}\.\d+$/);
    const refused = await t.app.inject({ method: 'POST', url: '/api/home/myWeek', payload: {} });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers[LIVE_MARK_HEADER]).toBeUndefined();
    const forged = await t.app.inject({ method: 'POST', url: '/api/home/myWeek', payload: { jwt: 'x.y.z' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.headers[LIVE_MARK_HEADER]).toBeUndefined();
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/general/config.php', payload: {} });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers[LIVE_MARK_HEADER]).toBeUndefined();
    const file = await t.app.inject({ method: 'GET', url: '/settings.json' });
    expect(file.headers[LIVE_MARK_HEADER]).toBeUndefined();
  });
});

describe.runIf(kind === 'postgres')('when the listening connection breaks (skipped on PGlite: needs TEST_DATABASE_URL)', () => {
  it('says so to its streams, and once it listens again asks them to refetch what they show', async () => {
    const s = await stream(jwt.lid!);
    const killed = (await t.database.db.execute(
      sql`select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = ${DATA_CHANNEL.listenerName} and datname = current_database()`,
    )) as unknown as { rows: unknown[] };
    expect(killed.rows).toHaveLength(1);
    await s.next((e) => e.event === 'degraded');
    await listeningAgain(t.database.db, DATA_CHANNEL.listenerName);
    expect(await s.next((e) => e.event === 'live', 5000, 1)).toMatchObject({ data: { refetch: true } });
    await barrier();
    await s.next(names('teamcomposition/compositionLog'));
  });
});
