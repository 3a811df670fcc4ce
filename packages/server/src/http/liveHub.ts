import { randomBytes } from 'node:crypto';
import type { ChangeListener } from '../db/changeNotices.ts';
import type { Db } from '../db/client.ts';
import type { SessionUser } from './context.ts';
import { pathsFor, resolveChange, touches, type LiveRules, type ResolvedChange } from './liveAudience.ts';
import { parseNotice } from './liveNotice.ts';

/** One open stream as the hub sees it: text out, or the end. */
export interface LiveSink {
  /** false: the connection is gone or too far behind; the hub ends it. */
  write(text: string): boolean;
  end(): void;
}

export interface LiveHubOptions {
  db: Db;
  rules: LiveRules;
  /** The open streams' users again, in one statement; a session that ended is missing. */
  loadUsers(loginIds: number[]): Promise<Map<number, SessionUser>>;
  /** A comment line this often keeps proxies and phones from closing an idle stream. */
  heartbeatMs?: number;
  /** Past events kept for a reconnect's Last-Event-ID. */
  ringSize?: number;
  /** Notices this close together go out as one event (a line-up's save writes four tables). */
  batchMs?: number;
  /** Streams per session (one per open app); the oldest ends when another opens. */
  perSession?: number;
  warn?: (message: string) => void;
}

export interface LiveHub {
  /** Registers an opened stream and writes its first events; answers its removal (the connection closed). */
  open(sink: LiveSink, session: SessionUser, lastEventId: string | undefined, since: number): () => void;
  /** The last event's id now: a call's answer read after this is older than every event that follows. */
  currentId(): string;
  /** Counts the user notices: a stream whose user was loaded before the latest is checked again. */
  userGeneration(): number;
  /** The data channel's notices (migration 0020's JSON; 0015's plain ones are passed over). */
  data: ChangeListener;
  /** The users channel's notices: sessions ended, rights or linked members changed. */
  users: ChangeListener;
  size(): number;
  close(): void;
}

interface Stream {
  sink: LiveSink;
  session: SessionUser;
}

interface Entry {
  seq: number;
  changes: ResolvedChange[];
}

const event = (name: string, id: string, data: object) => `event: ${name}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`;
const HEARTBEAT = ': \n\n';

/**
 * The process's live streams (ARCHITECTURE.md, Live updates). Each database notice is worked out once
 * (its rules' lookups), then every stream of its clubs gets the answers its user may read; nothing
 * runs per stream but that test and a write. Event ids are '<boot>.<seq>': a reconnect to this process
 * replays what it missed from the last `ringSize` events, anything else (another process, a restart,
 * too long asleep, a lost listening connection between) is told to refetch what it shows.
 */
export function createLiveHub(opts: LiveHubOptions): LiveHub {
  const { db, rules } = opts;
  const heartbeatMs = opts.heartbeatMs ?? 25_000;
  const ringSize = opts.ringSize ?? 512;
  const batchMs = opts.batchMs ?? 10;
  const perSession = opts.perSession ?? 10;
  const warn = opts.warn ?? ((m: string) => console.warn(m));
  const boot = randomBytes(4).toString('hex');
  const byClub = new Map<number, Set<Stream>>();
  const ring: Entry[] = [];
  let seq = 0;
  /** A reconnect whose last event is older than this cannot be replayed. */
  let floor = 0;
  let listening = false;
  let usersListening = false;
  let generation = 0;
  let pending: ResolvedChange[] = [];
  let flushTimer: NodeJS.Timeout | undefined;
  let resolving: Promise<void> = Promise.resolve();
  const id = () => `${boot}.${seq}`;

  const allStreams = function* () {
    for (const streams of byClub.values()) yield* streams;
  };
  const remove = (stream: Stream) => {
    const streams = byClub.get(stream.session.user.clubId);
    if (!streams?.delete(stream)) return false;
    if (streams.size === 0) byClub.delete(stream.session.user.clubId);
    return true;
  };
  const end = (stream: Stream) => {
    if (remove(stream)) stream.sink.end();
  };
  const send = (stream: Stream, text: string) => {
    if (!stream.sink.write(text)) end(stream);
  };
  const broadcast = (text: string) => {
    for (const stream of [...allStreams()]) send(stream, text);
  };

  const flush = () => {
    flushTimer = undefined;
    const changes = pending;
    pending = [];
    seq++;
    ring.push({ seq, changes });
    while (ring.length > ringSize) floor = ring.shift()!.seq;
    const clubs = new Set<number>();
    let anyClub = false;
    for (const change of changes) {
      if (!change.clubs) anyClub = true;
      else for (const club of change.clubs) clubs.add(club);
    }
    const targets = anyClub ? [...allStreams()] : [...clubs].flatMap((club) => [...(byClub.get(club) ?? [])]);
    // Streams whose users may read the same answers share one event text.
    const texts = new Map<string, string>();
    const blind = changes.filter((change) => change.blind);
    for (const stream of targets) {
      // A change nobody worked out (a failed lookup): this stream refetches what it shows.
      if (blind.some((change) => touches(change, stream.session.user.clubId))) {
        send(stream, event('live', id(), { refetch: true }));
        continue;
      }
      const paths = pathsFor(stream.session.user, changes);
      if (paths.length === 0) continue;
      const key = paths.join(' ');
      let text = texts.get(key);
      if (!text) texts.set(key, (text = event('change', id(), { paths })));
      send(stream, text);
    }
  };

  const data: ChangeListener = {
    changed(payload) {
      const notice = parseNotice(payload);
      const tableRules = notice && rules[notice.table];
      if (!notice || !tableRules) return;
      const { clubs, keys } = notice;
      const blind = (): ResolvedChange => ({ clubs: clubs ? new Set(clubs) : null, parts: [], blind: true });
      // In arrival order: a lookup may take a moment, the next notice waits behind it. Without a stream
      // of those clubs nothing is looked up; the ring only remembers that they changed.
      resolving = resolving
        .then(async () => {
          const watched = !clubs || clubs.some((club) => byClub.has(club));
          pending.push(watched ? await resolveChange(tableRules, { clubs, keys, db }) : blind());
        })
        .catch((error: unknown) => {
          warn(`live: a change notice could not be worked out (${(error as Error).message})`);
          pending.push(blind());
        })
        .then(() => void (flushTimer ??= setTimeout(flush, batchMs)));
    },
    setListening(on) {
      if (on === listening) return;
      listening = on;
      if (!on) return broadcast(event('degraded', id(), { refetch: false }));
      // Notices may have been lost meanwhile: no replay reaches back past this, and every open app refetches.
      seq++;
      floor = seq;
      ring.length = 0;
      broadcast(event('live', id(), { refetch: true }));
    },
  };

  let reloadTimer: NodeJS.Timeout | undefined;
  let reloading = false;
  let reloadAgain = false;
  const reload = async () => {
    reloadTimer = undefined;
    if (reloading) return void (reloadAgain = true);
    reloading = true;
    try {
      const streams = [...allStreams()];
      const loaded = await opts.loadUsers([...new Set(streams.map((s) => s.session.user.loginId))]);
      for (const stream of streams) {
        const { user } = stream.session;
        const now = loaded.get(user.loginId);
        if (!now || now.user.userId !== user.userId || now.user.clubId !== user.clubId) end(stream);
        else stream.session = now;
      }
    } catch (error) {
      warn(`live: the streams' users could not be checked (${(error as Error).message})`);
    } finally {
      reloading = false;
      if (reloadAgain) {
        reloadAgain = false;
        scheduleReload();
      }
    }
  };
  const scheduleReload = () => {
    reloadTimer ??= setTimeout(() => void reload(), 50);
  };
  const users: ChangeListener = {
    changed() {
      generation++;
      scheduleReload();
    },
    setListening(on) {
      usersListening = on;
      if (on) scheduleReload();
    },
  };

  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const stream of [...allStreams()]) {
      const { expiresAt } = stream.session;
      if (expiresAt && expiresAt.getTime() <= now) end(stream);
      else send(stream, HEARTBEAT);
    }
    // Without the users' notices a revoked session is found only by looking: once a heartbeat.
    if (!usersListening) scheduleReload();
  }, heartbeatMs);
  heartbeat.unref();

  const replayed = (stream: Stream, lastEventId: string | undefined): boolean => {
    if (lastEventId === undefined) return true;
    const [from, n] = lastEventId.split('.');
    const last = Number(n);
    if (from !== boot || !Number.isInteger(last) || last < floor || last > seq) return false;
    const missed = ring.filter((e) => e.seq > last).flatMap((e) => e.changes);
    if (missed.some((change) => change.blind && touches(change, stream.session.user.clubId))) return false;
    const paths = pathsFor(stream.session.user, missed);
    if (paths.length > 0) send(stream, event('change', id(), { paths }));
    return true;
  };

  return {
    open(sink, session, lastEventId, since) {
      const stream: Stream = { sink, session };
      const { clubId, loginId } = session.user;
      const mine = [...(byClub.get(clubId) ?? [])].filter((s) => s.session.user.loginId === loginId);
      for (const old of mine.slice(0, Math.max(0, mine.length - perSession + 1))) end(old);
      byClub.set(clubId, (byClub.get(clubId) ?? new Set()).add(stream));
      if (since !== generation || !usersListening) scheduleReload();
      const refetch = !replayed(stream, lastEventId);
      send(stream, event(listening ? 'live' : 'degraded', id(), { refetch }));
      return () => void remove(stream);
    },
    currentId: id,
    userGeneration: () => generation,
    data,
    users,
    size: () => [...allStreams()].length,
    close() {
      clearInterval(heartbeat);
      clearTimeout(flushTimer);
      clearTimeout(reloadTimer);
      for (const stream of [...allStreams()]) end(stream);
    },
  };
}
