import { defineConfig } from 'vitest/config';

// End-to-end tests: the built app (npm run build) served by the real server, driven through
// playwright-core in the Chromium tests/e2e/browser.ts chooses (CHROMIUM_PATH, else Debian's
// /usr/bin/chromium, else the one inside @sparticuz/chromium), every opened page checked by axe.
// One file at a time: each starts its own server.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
