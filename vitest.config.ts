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
          name: 'node',
          include: ['tests/**/*.test.ts'],
          // End-to-end tests need the built app and Chromium: `npm run test:e2e` (vitest.e2e.config.ts).
          exclude: ['tests/e2e/**', 'node_modules/**'],
          environment: 'node',
        },
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
