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
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'packages/web/build/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', 'packages/web/src/**', '**/node_modules/**'],
        },
      },
      // The screens' tests wait for what the user would see, however long a busy machine takes to
      // render it: the time limits only catch a test that hangs (issue 28: TeamsPage passed the 5 s
      // default beside a CPU burner, and findBy's 1 s).
      {
        extends: true,
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['packages/web/src/testing/waitLimits.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      api('api-pglite', 'packages/server/src/testing/pgliteTemplate.ts'),
      ...(process.env.TEST_DATABASE_URL ? [api('api-postgres', 'packages/server/src/testing/postgresTemplate.ts')] : []),
    ],
  },
});
