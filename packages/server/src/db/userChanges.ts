import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel migration 0014's triggers notify on every change of a user, its rights, members or sessions. */
export const USER_CHANNEL = 'clubhuis_users';
/** The listening connection's name in pg_stat_activity. */
export const LISTENER_NAME = 'clubhuis-user-changes';
const RECONNECT_MS = 1000;

export interface UserChangeListener {
  changed(): void;
  /** false while no notification can reach this process: the cache must not serve then. */
  setListening(on: boolean): void;
}

export type StopWatching = () => Promise<void>;

/** PGlite delivers a notification when the transaction that sent it commits, in this process. */
export async function watchPglite(client: PGlite, listener: UserChangeListener): Promise<StopWatching> {
  const unlisten = await client.listen(USER_CHANNEL, () => listener.changed());
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
export async function watchPostgres(url: string, listener: UserChangeListener): Promise<StopWatching> {
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
    const next = new pg.Client({ connectionString: url, application_name: LISTENER_NAME });
    client = next;
    next.on('error', lost);
    next.on('end', () => client === next && lost());
    next.on('notification', () => listener.changed());
    try {
      await next.connect();
      await next.query(`listen ${USER_CHANNEL}`);
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
