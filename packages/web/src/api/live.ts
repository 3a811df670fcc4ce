import type { QueryClient } from '@tanstack/react-query';
import { LIVE_PATH } from '@clubhuis/contract/live';
import { getConnection } from './connection';
import { parseEvents, type LiveEvent } from './liveEvents';
import { takeLiveMarkWhenAnswered } from './liveMark';

/** Backoff between tries: 1 s doubling to 30 s, each with jitter (half to all of it) so a restart is not met by every phone at once. */
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;
/** The server comments every 25 s: this long without a byte means the connection died unseen (a phone that slept). */
const SILENT_MS = 60_000;
/** Back from sleep after this long without a byte: the connection is not trusted, a new one asks what was missed. */
const WOKEN_MS = 35_000;
/** Events this close together make one round of refetches. */
const GATHER_MS = 50;

/**
 * The live stream (ARCHITECTURE.md, Live updates): one per open app while signed in. The server names
 * the answers (catalogue paths, the first part of every query key) that changed for this user; their
 * active queries refetch through TanStack Query, the rest turn stale, so a screen updates in place and a
 * form's own state stays as the user left it. While the stream is down or the server says it cannot
 * hear the database, what is shown refetches when the app comes back into view instead.
 * Answers its stop.
 */
export function startLive(client: QueryClient): () => void {
  let stopped = false;
  let abort: AbortController | undefined;
  let lastId: string | undefined;
  let tries = 0;
  /** The server says it hears every change: no refetch on focus needed. */
  let live = false;
  let connected = false;
  let lastByte = 0;
  let retry: { timer: ReturnType<typeof setTimeout>; now: () => void } | undefined;
  const changed = new Set<string>();
  let gather: ReturnType<typeof setTimeout> | undefined;

  const refetch = (paths: ReadonlySet<string> | null) =>
    void client.invalidateQueries({
      predicate: (query) => {
        const root = query.queryKey[0];
        return typeof root === 'string' && root !== 'settings' && (!paths || paths.has(root));
      },
      refetchType: 'active',
    });
  const onEvent = (event: LiveEvent) => {
    if (event.id !== undefined) lastId = event.id;
    if (event.event === 'change') {
      for (const path of event.data.paths ?? []) changed.add(path);
      gather ??= setTimeout(() => {
        gather = undefined;
        refetch(new Set(changed));
        changed.clear();
      }, GATHER_MS);
      return;
    }
    if (event.event !== 'live' && event.event !== 'degraded') return;
    tries = 0;
    live = event.event === 'live';
    if (event.data.refetch) refetch(null);
  };

  const connect = async () => {
    // The first stream starts from the page's oldest answer: what changed before it opened is replayed.
    lastId ??= await takeLiveMarkWhenAnswered();
    if (stopped) return;
    const { apiUrl, token: currentToken, onUnauthorized } = getConnection();
    const token = currentToken();
    if (!token) return stop();
    abort = new AbortController();
    try {
      const response = await fetch(apiUrl() + LIVE_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
        body: JSON.stringify(lastId ? { jwt: token, last_event_id: lastId } : { jwt: token }),
        signal: abort.signal,
      });
      if (response.status === 401 && currentToken() === token) return onUnauthorized();
      if (!response.ok || !response.body) return;
      connected = true;
      lastByte = Date.now();
      await parseEvents(response.body, () => (lastByte = Date.now()), onEvent);
    } catch {
      // offline, cut off or aborted: tried again below
    } finally {
      connected = false;
      live = false;
    }
  };
  const run = async () => {
    while (!stopped) {
      await connect();
      if (stopped) return;
      const delay = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** tries++) * (0.5 + Math.random() / 2);
      await new Promise<void>((resolve) => {
        retry = { timer: setTimeout(resolve, delay), now: resolve };
      });
      retry = undefined;
    }
  };

  /** Back in view or online: a dead connection is replaced now, and without a live stream what is shown refetches. */
  const wake = () => {
    if (document.visibilityState !== 'visible' || stopped) return;
    if (connected && Date.now() - lastByte > WOKEN_MS) abort?.abort();
    if (retry) {
      clearTimeout(retry.timer);
      retry.now();
    }
    if (!live) refetch(null);
  };
  const watchdog = setInterval(() => {
    if (connected && Date.now() - lastByte > SILENT_MS) abort?.abort();
  }, SILENT_MS / 4);
  document.addEventListener('visibilitychange', wake);
  window.addEventListener('focus', wake);
  window.addEventListener('online', wake);
  void run();

  function stop() {
    stopped = true;
    clearInterval(watchdog);
    clearTimeout(gather);
    if (retry) clearTimeout(retry.timer);
    abort?.abort();
    document.removeEventListener('visibilitychange', wake);
    window.removeEventListener('focus', wake);
    window.removeEventListener('online', wake);
  }
  return stop;
}
