import { lazy, type LazyExoticComponent } from 'react';

/** React's own bound for lazy components (a component with props of any type), read off React.lazy. */
type Lazyable = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

/** React.lazy for a module with named exports (the project uses no default exports); any props, so dialogs load the same way. */
export function lazyPage<K extends string, M extends Record<K, Lazyable>>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> & { preload: () => void } {
  // preload: the chunk starts loading now, before React renders the component (the same import).
  return Object.assign(lazy(async () => ({ default: (await load())[name] })), { preload: () => void load().catch(() => undefined) });
}
