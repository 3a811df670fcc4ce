import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';
import { textsReady } from '../i18n/localized';

/** React's own bound for lazy components (a component with props of any type), read off React.lazy. */
type Lazyable = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

/**
 * React.lazy for a module with named exports (the project uses no default exports); any props, so
 * dialogs load the same way. preload starts the chunk before React renders the component.
 *
 * Once the chunk is there (preloaded, or shown before) the component renders at once. React.lazy
 * suspends on its first render even then, and React holds content back for 300 ms after a fallback:
 * on the first screen that delayed the page by ~300 ms after its data had arrived (issue 16).
 */
export function lazyPage<K extends string, M extends Record<K, Lazyable>>(
  load: () => Promise<M>,
  name: K,
): ComponentType<ComponentProps<M[K]>> & { preload: () => void } {
  let loaded: M[K] | undefined;
  // A French page waits for its chunk's French texts too (issue 33; Dutch ones come in the chunk).
  const keep = () => load().then(async (module) => (await textsReady(), (loaded = module[name])));
  const Lazy = lazy(async () => ({ default: await keep() }));
  function LazyPage(props: ComponentProps<M[K]>) {
    // Lazy never gets to show anything itself: keep() has set `loaded` before Lazy's promise settles,
    // so the retry after its suspension renders the loaded component, and no mounted part is swapped.
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(LazyPage, { preload: () => void keep().catch(() => undefined) });
}
