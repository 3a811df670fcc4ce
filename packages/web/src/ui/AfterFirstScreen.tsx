import { useIsFetching } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from './whenIdle';

// Once shown in this app, shown for good: a later screen's calls do not take the bar away again, and a
// part mounted later (the bar after a login) comes at once.
let shown = false;

/** What stands in for content while it loads: Spinner, ListSkeleton and the week's skeleton. */
const LOADING_SHAPE = '[role="status"][aria-busy="true"]';
/** A screen that never settles (a call that keeps failing) does not keep the frame's parts away. */
const AT_MOST_MS = 5000;

/**
 * Renders its children once the first screen shows its content: no call under way, no spinner or
 * skeleton left, and the browser idle after drawing it. For the frame's own parts (the bottom bar, the
 * web manifest's link): on plain HTTP/1.1 a phone has six connections, and the bar's six files, asked
 * for between /teams' answers and its first cards, came before those cards (Lighthouse, issue 30). A
 * component of its own, so the count of running calls re-renders only this, not the frame around it.
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const fetching = useIsFetching();
  const [ready, setReady] = useState(shown);
  const show = () => {
    shown = true;
    startTransition(() => setReady(true));
  };
  useEffect(() => {
    if (ready) return;
    const cap = setTimeout(show, AT_MOST_MS);
    return () => clearTimeout(cap);
  }, [ready]);
  useEffect(() => {
    if (ready || fetching > 0) return;
    let cancelIdle: (() => void) | undefined;
    // The loading shape goes when React commits the content; the idle callback comes after its paint.
    const check = () => {
      if (cancelIdle || document.querySelector(LOADING_SHAPE)) return;
      observer.disconnect();
      cancelIdle = whenIdle(show, 2000);
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    check();
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [ready, fetching]);
  return ready ? children : null;
}
