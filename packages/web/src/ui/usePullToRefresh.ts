import { useEffect, useRef, useState } from 'react';

/** How far (px) the finger pulls the indicator at most, and from where letting go refreshes. */
export const PULL_MAX = 80;
export const PULL_TRIGGER = 60;

/** The screen's one pull-down: the latest mounted list that offers one (a dialog's list above the screen's). */
const owners: symbol[] = [];

/**
 * Pull down to refresh on a phone (issue 30): a touch that starts with the page scrolled to the top and
 * moves down pulls an indicator along; let go past PULL_TRIGGER and onRefresh runs, the same refetch as
 * the list's 'Vernieuwen' button. Touch events only, no dependency; a mouse or keyboard uses the button.
 * Returns how far it is pulled now (0 when not), for the indicator.
 */
export function usePullToRefresh(onRefresh: () => unknown, enabled = true): number {
  const [pulled, setPulled] = useState(0);
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  });

  useEffect(() => {
    if (!enabled) return;
    const me = Symbol('pull');
    owners.push(me);
    let startY: number | null = null;
    let distance = 0;
    const mine = () => owners.at(-1) === me;
    const onStart = (event: TouchEvent) => {
      const atTop = (document.scrollingElement?.scrollTop ?? 0) <= 0;
      startY = mine() && atTop && event.touches.length === 1 ? event.touches[0]!.clientY : null;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      const dy = event.touches[0]!.clientY - startY;
      distance = dy > 0 ? Math.min(PULL_MAX, dy / 2) : 0;
      setPulled(distance);
    };
    const onEnd = () => {
      if (startY !== null && distance >= PULL_TRIGGER) void refresh.current();
      startY = null;
      distance = 0;
      setPulled(0);
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      owners.splice(owners.indexOf(me), 1);
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, [enabled]);

  return pulled;
}
