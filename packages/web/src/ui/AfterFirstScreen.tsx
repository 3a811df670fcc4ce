import { useIsFetching } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ReactNode } from 'react';

// Once shown in this app, shown for good: a later screen's calls do not take the bar away again, and a
// part mounted later (the bar after a login) comes at once.
let shown = false;

/** What stands in for content while it loads: Spinner, ListSkeleton and the week's skeleton. */
const PLACEHOLDER = '[role="status"][aria-busy="true"]';
/** A screen that never settles (a call that keeps failing) does not keep the frame's parts away. */
const AT_MOST_MS = 5000;

/** Safari before 18 has no requestIdleCallback. */
function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

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
    // The placeholder goes when React commits the content; the idle callback comes after its paint.
    const check = () => {
      if (cancelIdle || document.querySelector(PLACEHOLDER)) return;
      observer.disconnect();
      cancelIdle = whenIdle(show);
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
