import type { QueryClient } from '@tanstack/react-query';
import { callQuery } from '../../api/calls';
import { getSession } from '../../session/sessionStore';

/**
 * Home's first call, started at startup together with the config when the app opens on home (as
 * /teams does): 'Mijn week' then often renders with its answer instead of a skeleton whose height
 * differs from the week's, which moved everything below it (Lighthouse measured CLS 0.13).
 */
export async function prefetchHome(client: QueryClient): Promise<void> {
  if (!getSession().user) return;
  // The week's chunk too: HomePage's lazy 'Mijn week' then finds its module loaded.
  await Promise.all([client.prefetchQuery(callQuery('home/myWeek', {})), import('./MyWeek').catch(() => undefined)]);
}
