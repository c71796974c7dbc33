import { defineConfig } from 'vitest/config';

// End-to-end tests: the built app (npm run build) served by the real server, driven through
// playwright-core in the Chromium tests/e2e/browser.ts chooses (CHROMIUM_PATH, else Debian's
// /usr/bin/chromium, else the one inside @sparticuz/chromium), every opened page checked by axe.
// Three files at a time on the CI machine's 2 cores: each starts its own server on a free port
// over its own database and its own browser, and the dev-loop file works on a throw-away copy of
// the project. The files mostly wait (on the browser, the server, the network): two at a time
// left the processor half idle; three took the run from about 8.5 to 7.5 minutes.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    // A file's beforeAll starts a server (bounded at 90 s in appServer.ts) and a browser.
    hookTimeout: 180_000,
    // expect.poll waits for a state (a language taken, a count reached); its default of 1 s was
    // too short on a machine busy with other work. A longer bound only delays a real failure.
    expect: { poll: { timeout: 15_000 } },
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 3,
    // Each file starts its own server, browser and database and closes them, so a worker keeps
    // the loaded modules (the seeding's server code, playwright-core, axe) from file to file.
    isolate: false,
  },
});
