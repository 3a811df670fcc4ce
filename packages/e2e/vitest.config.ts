import { defineConfig } from 'vitest/config';

// Browser tests: the built app and the real server (tsx main.ts on its own PGlite), driven in Debian's Chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/servers.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
