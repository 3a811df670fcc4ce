import { useMemo, useSyncExternalStore } from 'react';
import { currentPath, subscribeToLocation } from './location';
import { matchRoute, type RouteMatch } from './routes';

export interface CurrentRoute extends RouteMatch {
  path: string;
}

/** The current hash route and its params; re-renders on every hash change. */
export function useRoute(): CurrentRoute {
  const path = useSyncExternalStore(subscribeToLocation, currentPath);
  return useMemo(() => ({ path, ...matchRoute(path) }), [path]);
}
