import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { loadSettings } from '../api/api';
import { configQuery } from '../config/configQuery';
import { currentPath } from '../router/location';
import { prefetchScreen } from './routes';
import { sessionQueries } from '../session/sessionQueries';
import { restoreSession } from '../session/sessionLifecycle';
import { memberIdsOf, getSession } from '../session/sessionStore';

/** settings.json, and with it the stored session (dropped for another API or when expired). */
export function settingsQuery() {
  return queryOptions({
    queryKey: ['settings'] as const,
    queryFn: async ({ signal }) => {
      const apiUrl = await loadSettings(signal);
      restoreSession(apiUrl);
      return apiUrl;
    },
    staleTime: Infinity,
    retry: false,
    // settings.json is a file the service worker keeps: asked for even without a network.
    networkMode: 'offlineFirst',
  });
}

/**
 * Starts the startup calls before React's first render, which on a slow phone takes longer than a
 * round trip (issue 16): useStartup's queries then find them under way, and so does the first screen
 * its own first calls. Failures are left to useStartup and the screen, which show them.
 */
export async function prefetchStartup(client: QueryClient): Promise<void> {
  await client.prefetchQuery(settingsQuery());
  if (client.getQueryState(settingsQuery().queryKey)?.status !== 'success') return;
  const { user } = getSession();
  const memberIds = user ? memberIdsOf(user) : [];
  const calls = [
    () => client.prefetchQuery(configQuery()),
    () => memberIds.length > 0 && client.prefetchQuery(sessionQueries.myMembers(memberIds)),
    () => user && client.prefetchQuery(sessionQueries.confirmationOptions()),
    () => prefetchScreen(client, currentPath()),
  ];
  const started: unknown[] = [];
  // One call per task: each fetch costs a slow phone ~15 ms of main thread, and together they made
  // one long task that held up input and rendering (issue 16).
  for (const call of calls) {
    started.push(call());
    await nextTask();
  }
  await Promise.all(started);
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
