import type { RequestUser } from './context.ts';

/**
 * Each process keeps the request users it loaded, so a call costs no round trip for its user.
 * It may serve a user only while it hears every change: the database tells each process of any
 * change to a user, its rights, members or sessions (LISTEN/NOTIFY, migration 0014), and this
 * process's own writes say so at once (usersChanged), so a revoked session is refused within the
 * notification's delay, not a TTL. Without a working listener nothing is served from the cache.
 */
export interface UserCache {
  get(loginId: number): RequestUser | undefined;
  /** Stores a user loaded when the generation was `since`; dropped if anything changed meanwhile. */
  set(user: RequestUser, expiresAt: Date | null, since: number): void;
  generation(): number;
  /** Called by the listener: some user changed. Changes are rare (rights, links, logouts), so all are dropped. */
  changed(): void;
  setListening(on: boolean): void;
}

/** Safety net should a notification ever be lost without the connection noticing. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 10_000;

/** Bumped by every change anywhere in this process; entries from an older generation are not served. */
let processGeneration = 0;

/** This process just wrote a user, its rights, members or sessions: forget every cached user now. */
export function usersChanged(): void {
  processGeneration++;
}

interface Entry {
  user: RequestUser;
  generation: number;
  until: number;
}

export function createUserCache(): UserCache {
  const entries = new Map<number, Entry>();
  let listening = false;
  let generation = 0;
  const current = () => generation + processGeneration;
  const cache: UserCache = {
    generation: current,
    get(loginId) {
      if (!listening) return undefined;
      const entry = entries.get(loginId);
      if (!entry) return undefined;
      if (entry.generation !== current() || entry.until <= Date.now()) {
        entries.delete(loginId);
        return undefined;
      }
      return entry.user;
    },
    set(user, expiresAt, since) {
      if (!listening || since !== current()) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const until = Math.min(Date.now() + MAX_AGE_MS, expiresAt ? expiresAt.getTime() : Infinity);
      entries.set(user.loginId, { user, generation: since, until });
    },
    changed() {
      generation++;
      entries.clear();
    },
    setListening(on) {
      listening = on;
      cache.changed();
    },
  };
  return cache;
}
