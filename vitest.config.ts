import { defineConfig } from 'vitest/config';

// Unit tests everywhere; API tests (*.api.test.ts) on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
const api = (name: string, setup: string) => ({
  extends: true as const,
  test: {
    name,
    include: ['packages/server/src/**/*.api.test.ts'],
    globalSetup: [setup],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      api('api-pglite', 'packages/server/src/testing/pgliteTemplate.ts'),
      ...(process.env.TEST_DATABASE_URL ? [api('api-postgres', 'packages/server/src/testing/postgresTemplate.ts')] : []),
    ],
  },
});
