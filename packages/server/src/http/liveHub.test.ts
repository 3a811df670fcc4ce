import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import type { RequestUser, SessionUser } from './context.ts';
import { admins, everyone, lookedUp, ownersIn } from './liveAudience.ts';
import { createLiveHub, type LiveHubOptions } from './liveHub.ts';

const user = (loginId: number, clubId = 1, memberIds: number[] = [], administrator = false): RequestUser => ({
  userId: loginId,
  clubId,
  loginId,
  memberIds,
  language: '',
  rights: { administrator, trainerId: 0, composeAsCaptain: false, composeAnyTeam: false } as RequestUser['rights'],
});
const session = (u: RequestUser, expiresAt: Date | null = null): SessionUser => ({ user: u, expiresAt });

function sink() {
  const texts: string[] = [];
  const s = { texts, ended: false, write: (text: string) => (texts.push(text), !s.ended), end: () => void (s.ended = true) };
  return s;
}
const events = (texts: string[]) =>
  texts.filter((t) => !t.startsWith(':')).map((t) => ({ event: /^event: (\w+)/.exec(t)![1], id: /\nid: (\S+)/.exec(t)?.[1], data: JSON.parse(/\ndata: (.*)/.exec(t)![1]!) }));

const rules = {
  meetings: [{ paths: ['teamcomposition/list'] as const, to: [everyone] }],
  members: [
    { paths: ['member/getList.php'] as const, to: [everyone] },
    { paths: ['admin/members/list'] as const, to: [admins] },
  ],
  member_absences: [{ paths: ['teamcomposition/absenceList'] as const, to: [ownersIn('member_id')] }],
  training_presences: [{ paths: ['training/getTrainingPresencesList'] as const, to: [lookedUp('moment_id', () => Promise.reject(new Error('weg')))] }],
};

let hubs: ReturnType<typeof createLiveHub>[] = [];
function hub(opts: Partial<LiveHubOptions> = {}) {
  const h = createLiveHub({ db: {} as Db, rules, loadUsers: async () => new Map(), batchMs: 1, warn: () => {}, ...opts });
  h.data.setListening(true);
  h.users.setListening(true);
  hubs.push(h);
  return h;
}
afterEach(() => {
  for (const h of hubs) h.close();
  hubs = [];
});
const notice = (table: string, clubs: number[], keys: Record<string, number[]> = {}) => JSON.stringify({ t: table, c: clubs, k: keys });
const settle = () => new Promise((r) => setTimeout(r, 20));

describe('the live hub', () => {
  it("sends each stream of the changed club the answers its user may read, in one event per batch", async () => {
    const h = hub();
    const [member, admin, elsewhere, owner] = [sink(), sink(), sink(), sink()];
    h.open(member, session(user(1)), undefined, 0);
    h.open(admin, session(user(2, 1, [], true)), undefined, 0);
    h.open(elsewhere, session(user(3, 2, [], true)), undefined, 0);
    h.open(owner, session(user(4, 1, [44])), undefined, 0);
    h.data.changed(notice('members', [1]));
    h.data.changed(notice('meetings', [1]));
    h.data.changed(notice('member_absences', [1], { member_id: [44] }));
    h.data.changed(''); // 0015's plain notice
    await settle();
    expect(events(member.texts).slice(1)).toEqual([{ event: 'change', id: expect.any(String), data: { paths: ['member/getList.php', 'teamcomposition/list'] } }]);
    expect(events(admin.texts)[1]!.data.paths).toEqual(['admin/members/list', 'member/getList.php', 'teamcomposition/list']);
    expect(events(owner.texts)[1]!.data.paths).toEqual(['member/getList.php', 'teamcomposition/absenceList', 'teamcomposition/list']);
    expect(events(elsewhere.texts)).toHaveLength(1);
  });

  it('says degraded while nobody listens, then live with a refetch; a replay across that gap is a refetch', async () => {
    const h = hub();
    const s = sink();
    h.open(s, session(user(1)), undefined, 0);
    const before = events(s.texts)[0]!.id;
    h.data.setListening(false);
    const opened = sink();
    h.open(opened, session(user(2)), undefined, 0);
    h.data.setListening(true);
    expect(events(s.texts).map((e) => [e.event, e.data.refetch])).toEqual([['live', false], ['degraded', false], ['live', true]]);
    expect(events(opened.texts).map((e) => e.event)).toEqual(['degraded', 'live']);
    const again = sink();
    h.open(again, session(user(1)), before, 0);
    expect(events(again.texts)).toEqual([{ event: 'live', id: expect.any(String), data: { refetch: true } }]);
  });

  it('replays what a reconnect missed from its ring, and asks for a refetch once that fell out of it', async () => {
    const h = hub({ ringSize: 2 });
    const s = sink();
    h.open(s, session(user(1)), undefined, 0);
    const last = events(s.texts)[0]!.id;
    h.data.changed(notice('meetings', [1]));
    await settle();
    const back = sink();
    h.open(back, session(user(1)), last, 0);
    expect(events(back.texts).map((e) => [e.event, e.data.paths ?? e.data.refetch])).toEqual([['change', ['teamcomposition/list']], ['live', false]]);
    for (let i = 0; i < 2; i++) {
      h.data.changed(notice('members', [1]));
      await settle();
    }
    const late = sink();
    h.open(late, session(user(1)), last, 0);
    expect(events(late.texts)).toEqual([{ event: 'live', id: expect.any(String), data: { refetch: true } }]);
  });

  it('looks nothing up for a club without open streams, and a reconnect across that change refetches', async () => {
    const h = hub();
    const s = sink();
    const remove = h.open(s, session(user(1)), undefined, 0);
    const last = events(s.texts)[0]!.id;
    remove();
    h.data.changed(notice('training_presences', [1], { moment_id: [5] })); // its lookup would fail: not asked
    await settle();
    const back = sink();
    h.open(back, session(user(1)), last, 0);
    expect(events(back.texts)).toEqual([{ event: 'live', id: expect.any(String), data: { refetch: true } }]);
  });

  it('asks the open streams of a club to refetch when a lookup fails', async () => {
    const h = hub();
    const [s, elsewhere] = [sink(), sink()];
    h.open(s, session(user(1)), undefined, 0);
    h.open(elsewhere, session(user(2, 2)), undefined, 0);
    h.data.changed(notice('training_presences', [1], { moment_id: [5] }));
    await vi.waitFor(() => expect(events(s.texts).at(-1)).toMatchObject({ event: 'live', data: { refetch: true } }));
    expect(events(elsewhere.texts)).toHaveLength(1);
  });

  it('keeps at most perSession streams of one session: the oldest ends', () => {
    const h = hub({ perSession: 2 });
    const streams = [sink(), sink(), sink()];
    for (const s of streams) h.open(s, session(user(1)), undefined, 0);
    expect(streams.map((s) => s.ended)).toEqual([true, false, false]);
    expect(h.size()).toBe(2);
  });

  it('beats every heartbeatMs, ends an expired session there, and ends a revoked one after a users notice', async () => {
    let valid = new Set([1, 2, 3]);
    const h = hub({
      heartbeatMs: 30,
      loadUsers: async (ids) => new Map(ids.filter((id) => valid.has(id)).map((id) => [id, session(user(id))])),
    });
    const [kept, expired, revoked] = [sink(), sink(), sink()];
    h.open(kept, session(user(1)), undefined, 0);
    h.open(expired, session(user(2), new Date(Date.now() + 10)), undefined, 0);
    h.open(revoked, session(user(3)), undefined, 0);
    await vi.waitFor(() => expect(kept.texts.filter((t) => t === ': \n\n').length).toBeGreaterThan(1));
    expect(expired.ended).toBe(true);
    valid = new Set([1]);
    h.users.changed('');
    await vi.waitFor(() => expect(revoked.ended).toBe(true));
    expect(kept.ended).toBe(false);
  });
});
