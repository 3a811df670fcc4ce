import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come on the screen (and from then on): a card's carpool is asked for when
 * the card is seen, not for every card of the list at once. Without IntersectionObserver (tests, old
 * browsers) at once.
 */
export function useShown(ref: RefObject<Element | null>): boolean {
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setShown(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, shown]);
  return shown;
}
