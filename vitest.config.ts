import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // End-to-end tests need the built app and Chromium: `npm run test:e2e` (vitest.e2e.config.ts).
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 30_000,
    // Servers start in beforeAll: generous, so a busy machine slows the run without failing it.
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
