import type { QueryClient } from '@tanstack/react-query';
import { callQuery } from '../../api/calls';
import { getSession } from '../../session/sessionStore';

/**
 * Home's first call, started at startup together with the config when the app opens on home (as
 * /teams does): 'Mijn week' then often renders with its answer at once instead of a skeleton.
 */
export async function prefetchHome(client: QueryClient): Promise<void> {
  if (!getSession().user) return;
  // Only the answer: the week's chunk (~20 files) is asked for after home's first paint (useAfterPaint).
  await client.prefetchQuery(callQuery('home/myWeek', {}));
}
