import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** A channel the database's triggers notify on, and its listening connection's name in pg_stat_activity. */
export interface Channel {
  name: string;
  listenerName: string;
}

/** Migration 0014's triggers: every change of a user, its rights, members or sessions (http/userCache.ts). */
export const USER_CHANNEL: Channel = { name: 'clubhuis_users', listenerName: 'clubhuis-user-changes' };
/** Migration 0015's triggers: every change of the data the cached reads show (http/readCache.ts). */
export const DATA_CHANNEL: Channel = { name: 'clubhuis_data', listenerName: 'clubhuis-data-changes' };
const RECONNECT_MS = 1000;

export interface ChangeListener {
  /** A notice arrived; its text is the trigger's (migration 0018's JSON on the data channel, else ''). */
  changed(payload: string): void;
  /** false while no notification can reach this process: the cache must not serve then. */
  setListening(on: boolean): void;
}

export type StopWatching = () => Promise<void>;

/** PGlite delivers a notification when the transaction that sent it commits, in this process. */
export async function watchPglite(client: PGlite, channel: Channel, listener: ChangeListener): Promise<StopWatching> {
  const unlisten = await client.listen(channel.name, (payload) => listener.changed(payload));
  listener.setListening(true);
  return async () => {
    listener.setListening(false);
    await unlisten();
  };
}

/**
 * One connection of its own per process, outside the pool, holds LISTEN. When it breaks the cache
 * stops serving (changes may be missed) until a new connection listens again.
 */
export async function watchPostgres(url: string, channel: Channel, listener: ChangeListener): Promise<StopWatching> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const lost = () => {
    listener.setListening(false);
    client?.removeAllListeners();
    client?.end().catch(() => undefined);
    client = undefined;
    if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: channel.listenerName });
    client = next;
    next.on('error', lost);
    next.on('end', () => client === next && lost());
    next.on('notification', (message) => listener.changed(message.payload ?? ''));
    try {
      await next.connect();
      await next.query(`listen ${channel.name}`);
      if (client === next && !stopped) listener.setListening(true);
    } catch {
      if (client === next) lost();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    listener.setListening(false);
    const last = client;
    client = undefined;
    last?.removeAllListeners();
    await last?.end().catch(() => undefined);
  };
}

/**
 * One channel's notices handed to every part of the process that needs them (the caches, the live
 * streams), so the process still holds one listening connection per channel.
 */
export interface NoticeFanOut extends ChangeListener {
  /** Adds a listener, told at once whether the process listens now; answers its removal. */
  add(listener: ChangeListener): () => void;
  listening(): boolean;
}

export function noticeFanOut(): NoticeFanOut {
  const listeners = new Set<ChangeListener>();
  let on = false;
  return {
    add(listener) {
      listeners.add(listener);
      listener.setListening(on);
      return () => listeners.delete(listener);
    },
    listening: () => on,
    changed(payload) {
      for (const listener of listeners) listener.changed(payload);
    },
    setListening(next) {
      on = next;
      for (const listener of listeners) listener.setListening(next);
    },
  };
}
