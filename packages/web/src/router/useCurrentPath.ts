import { useSyncExternalStore } from 'react';
import { currentPath, subscribeToLocation } from './location';

/** The current hash path; re-renders on every hash change. */
export function useCurrentPath(): string {
  return useSyncExternalStore(subscribeToLocation, currentPath);
}
