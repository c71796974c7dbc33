/**
 * Once per end-to-end run, before the test files: chooses the browser (tests/e2e/browser.ts),
 * decompresses the bundled one if that is the one, says which it is, and starts a fresh
 * test-results/a11y-violations.jsonl.
 */
import { rmSync } from 'node:fs';
import { A11Y_LOG, browserLabel, launchBrowser } from './browser';

export default async function setup(): Promise<void> {
  const started = Date.now();
  const browser = await launchBrowser();
  const label = await browserLabel(browser);
  await browser.close();
  console.log(`e2e browser: ${label} (ready in ${Date.now() - started} ms)`);
  rmSync(A11Y_LOG, { force: true });
}
