/**
 * The server suite again, on PostgreSQL (every server test runs against both
 * databases). TEST_DATABASE=postgres makes tests/server/harness.ts (and the tests starting
 * server processes) put each server on a fresh database of the cluster globalSetup starts.
 * Left out: suites that never open a database (pure functions, files, config parsing) — the
 * default run covers them once — and database.test.ts, SQLite's pragmas, whose portable part
 * postgresPortability.test.ts runs on both.
 */
import { defineConfig } from 'vitest/config';

/** As in vitest.config.ts: suites that replace a module, each in a fresh module registry. */
const MOCKING_SUITES = 'tests/server/**/*.mocked.test.ts';

const SQLITE_ONLY = [
  'tests/server/bundleCache.test.ts',
  'tests/server/clientBuild.test.ts',
  'tests/server/config.test.ts',
  'tests/server/database.test.ts',
  'tests/server/fileVersions.mocked.test.ts',
  'tests/server/importBoundaries.test.ts',
  'tests/server/password.test.ts',
  'tests/server/recordingChunk.test.ts',
  'tests/server/securityRules.test.ts',
  'tests/server/serverRender.test.ts',
  'tests/server/trackingRules.test.ts',
  'tests/server/validationField.test.ts',
];

/** What both projects run with; the cluster itself is started once, by the root's globalSetup. */
const shared = {
  env: { TEST_DATABASE: 'postgres' },
  testTimeout: 30_000,
  // Servers start in beforeAll: generous, so a busy machine slows the run without failing it.
  hookTimeout: 60_000,
  // expect.poll waits for a state; its default of 1 s was too short on a busy machine.
  expect: { poll: { timeout: 15_000 } },
  pool: 'forks',
  // As in vitest.config.ts: vitest's default would be one worker on a 2-core machine.
  maxWorkers: 2,
} as const;

export default defineConfig({
  test: {
    globalSetup: ['tests/postgres/globalSetup.ts'],
    projects: [
      {
        test: {
          ...shared,
          name: 'server-postgres',
          include: ['tests/server/**/*.test.ts'],
          exclude: ['node_modules/**', ...SQLITE_ONLY, MOCKING_SUITES],
          // As in vitest.config.ts: each suite closes what it starts, so a worker keeps the
          // server's loaded modules from file to file.
          isolate: false,
        },
      },
      {
        test: {
          ...shared,
          name: 'server-postgres-mocks',
          include: [MOCKING_SUITES],
          exclude: ['node_modules/**', ...SQLITE_ONLY],
        },
      },
    ],
  },
});
