/**
 * Once per end-to-end run, before the test files: chooses the browser (tests/e2e/browser.ts),
 * decompresses the bundled one if that is the one, says which it is, and starts a fresh
 * test-results/a11y-violations.jsonl.
 */
import { rmSync } from 'node:fs';
import { A11Y_LOG, launchBrowser, resolveChromium } from './browser';

export default async function setup(): Promise<void> {
  const started = Date.now();
  const chosen = await resolveChromium();
  const browser = await launchBrowser();
  const version = browser.version();
  await browser.close();
  console.log(
    `e2e browser: Chromium ${version} — ${chosen.description} (ready in ${Date.now() - started} ms)`,
  );
  rmSync(A11Y_LOG, { force: true });
}
