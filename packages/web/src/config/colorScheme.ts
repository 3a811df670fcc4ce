import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { CONFIG_KEY, patchStoredConfig, storedConfig } from './branding';

const SCHEMES: readonly MantineColorScheme[] = ['light', 'dark', 'auto'];

function isScheme(value: unknown): value is MantineColorScheme {
  return SCHEMES.includes(value as MantineColorScheme);
}

/** The member's choice ('Licht', 'Donker', 'Zoals toestel' = auto); auto until it chose. */
export function storedColorScheme(): MantineColorScheme {
  const value = storedConfig().colorScheme;
  return isScheme(value) ? value : 'auto';
}

/**
 * Mantine's colour scheme kept as `colorScheme` in the app config's localStorage key: the spec allows the
 * app two keys (session and config), so not Mantine's own 'mantine-color-scheme-value'. Another tab's
 * choice follows through the storage event.
 */
export function configColorSchemeManager(): MantineColorSchemeManager {
  let onStorage: ((event: StorageEvent) => void) | undefined;
  let subscribed: ReturnType<typeof setTimeout> | undefined;
  return {
    get: (defaultValue) => {
      const value = storedConfig().colorScheme;
      return isScheme(value) ? value : defaultValue;
    },
    set: (value) => patchStoredConfig({ colorScheme: value }),
    subscribe: (onUpdate) => {
      onStorage = (event) => {
        if (event.key === CONFIG_KEY) onUpdate(storedColorScheme());
      };
      // In a task of its own: Chromium's first storage listener cost ~8 ms of main thread in the start's
      // longest task (CPU profile of a cold /teams, issue 30); another tab's choice can wait that long.
      subscribed = setTimeout(() => window.addEventListener('storage', onStorage!));
    },
    unsubscribe: () => {
      clearTimeout(subscribed);
      if (onStorage) window.removeEventListener('storage', onStorage);
    },
    clear: () => patchStoredConfig({ colorScheme: undefined }),
  };
}
