import { defineConfig } from 'vitest/config';

/** Server suites that replace a module with vi.mock are named `*.mocked.test.ts`. */
const MOCKING_SUITES = 'tests/server/**/*.mocked.test.ts';

export default defineConfig({
  test: {
    // Bounds on hangs, not on speed: a test that spawns the CLI or a server took 9–15 s of its
    // 30 s on a machine at load 10; generous, so a busy machine slows the run without failing it.
    testTimeout: 60_000,
    // Servers start in beforeAll.
    hookTimeout: 60_000,
    // expect.poll waits for a state; its default of 1 s was too short on a busy machine.
    expect: { poll: { timeout: 15_000 } },
    pool: 'forks',
    // vitest's default is one worker fewer than the cores: one on a 2-core machine, where the
    // server suites leave half the processor idle waiting on sockets and disks.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          // End-to-end tests need the built app and Chromium: `npm run test:e2e`
          // (vitest.e2e.config.ts). The server suites have a project of their own, below.
          exclude: ['tests/e2e/**', 'tests/server/**', 'node_modules/**'],
          // Rules, the generator and the CLI keep no state between files (what a file stubs, it
          // restores), so a worker keeps its loaded modules from file to file: importing them
          // again for every file was two thirds of this project's time.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: [MOCKING_SUITES, 'node_modules/**'],
          // Each suite starts its own servers over its own database and closes them, so a worker
          // keeps the server's loaded modules from file to file: loading them again per file
          // was most of this project's time.
          isolate: false,
        },
      },
      {
        extends: true,
        // Suites that replace a module (vi.mock) get a fresh module registry each: shared, the
        // replacement would leak into the next file, or never take effect because an earlier
        // file had already loaded the real module.
        test: { name: 'server-mocks', include: [MOCKING_SUITES] },
      },
      {
        extends: true,
        test: {
          // The app's pages rendered in a simulated DOM (tests/components/render.tsx).
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
