/**
 * The server suite again, on PostgreSQL (every server test runs against both
 * databases). TEST_DATABASE=postgres makes tests/server/harness.ts (and the tests starting
 * server processes) put each server on a fresh database of the cluster globalSetup starts.
 * Left out: suites that never open a database (pure functions, files, config parsing) — the
 * default run covers them once — and database.test.ts, SQLite's pragmas, whose portable part
 * postgresPortability.test.ts runs on both.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/server/**/*.test.ts'],
    exclude: [
      'node_modules/**',
      'tests/server/bundleCache.test.ts',
      'tests/server/clientBuild.test.ts',
      'tests/server/config.test.ts',
      'tests/server/database.test.ts',
      'tests/server/importBoundaries.test.ts',
      'tests/server/password.test.ts',
      'tests/server/securityRules.test.ts',
      'tests/server/serverRender.test.ts',
      'tests/server/trackingRules.test.ts',
      'tests/server/validationField.test.ts',
    ],
    env: { TEST_DATABASE: 'postgres' },
    globalSetup: ['tests/postgres/globalSetup.ts'],
    testTimeout: 30_000,
    // Servers start in beforeAll: generous, so a busy machine slows the run without failing it.
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
