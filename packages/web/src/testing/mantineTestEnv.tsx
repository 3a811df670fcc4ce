import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from '../ui/theme';
import { loadSearchDropdown } from '../ui/Dropdown';

/**
 * Mantine needs these browser APIs, which jsdom lacks (see stack-notes.md). Call once per test file
 * (beforeAll awaits it): it also loads the Dropdown's searching part, as a browser has it after the
 * first tap, so a test can open and type in a dropdown at once.
 */
export async function stubBrowserApis(): Promise<void> {
  stubApisOnly();
  await loadSearchDropdown();
}

/** The browser APIs alone: the Dropdown's searching part loads at the first tap, as in a fresh browser. */
export function stubApisOnly(): void {
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
