import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it: a screen shows its main content
 * first and only then asks for the code of what comes below. On plain HTTP/1.1 a phone has six
 * connections, so each file requested before the first paint delays it (Lighthouse: home's LCP went
 * from ~2.2 to ~3.3 s when 'Mijn week' brought some 20 files along, issue 30).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A frame callback runs before that frame's paint; a timeout queued from it runs after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // A transition: React renders what comes below in slices of a few ms instead of one long task
      // (a default update is rendered in one go), so the page answers a tap while it appears.
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}
