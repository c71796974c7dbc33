import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    // Servers start in beforeAll: generous, so a busy machine slows the run without failing it.
    hookTimeout: 60_000,
    pool: 'forks',
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
        // Each server suite in a fresh process: servers, databases and environment per file.
        test: { name: 'server', include: ['tests/server/**/*.test.ts'] },
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
