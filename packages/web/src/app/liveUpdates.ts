import type { QueryClient } from '@tanstack/react-query';
import { startLive } from '../api/live';
import { getSession, subscribeSession } from '../session/sessionStore';
import { whenIdle } from '../ui/whenIdle';

/**
 * One live stream per open app while a user is signed in (api/live.ts). main.tsx loads this apart,
 * after the page's load, so it is no part of the first screen; the stream opens once the browser is
 * idle, from the lowest live mark of the answers read meanwhile (api/liveMark.ts): what changed in
 * between is replayed. A new login or a logout ends the old stream; the next session gets its own.
 */
export function keepLiveWithSession(client: QueryClient): void {
  let token: string | undefined;
  let stop: (() => void) | undefined;
  const sync = () => {
    const next = getSession().user?.token;
    if (next === token) return;
    stop?.();
    stop = undefined;
    token = next;
    if (next) {
      whenIdle(() => {
        if (token === next && !stop) stop = startLive(client);
      }, 2000);
    }
  };
  subscribeSession(sync);
  sync();
}
