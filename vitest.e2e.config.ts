import { defineConfig } from 'vitest/config';

// End-to-end tests: the built app (npm run build) served by the real server, driven in
// Debian's Chromium through playwright-core. One file at a time: each starts its own server.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
