import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** React.lazy for a module with named exports (the project uses no default exports); `any` props so dialogs load the same way. */
export function lazyPage<K extends string, M extends Record<K, ComponentType<any>>>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
