import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from '../ui/theme';

/** Mantine needs these browser APIs, which jsdom lacks (see stack-notes.md). Call once per test file. */
export function stubBrowserApis(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  window.scrollTo = () => {};
}

/** MantineProvider in test mode: no transitions, no portals delays. */
export function TestMantine({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test" forceColorScheme="light">
      {children}
    </MantineProvider>
  );
}
