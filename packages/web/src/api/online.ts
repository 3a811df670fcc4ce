import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/**
 * Whether the app has a network as TanStack Query sees it: without one, a call with nothing kept
 * and every change wait (paused) until the network is back, instead of failing.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline);
}
