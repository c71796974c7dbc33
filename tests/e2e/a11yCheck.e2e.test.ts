/**
 * The accessibility check every end-to-end file relies on: it must fail on a serious violation,
 * pass a clean page, and judge a document again once it changed.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkA11y, launchBrowser } from './browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext()).newPage();
});

afterAll(async () => {
  await browser?.close();
});

const CLEAN = `<!doctype html><html lang="en"><head><title>Clean</title></head>
  <body><main><h1>Clean</h1><button type="button">Save</button></main></body></html>`;

describe('checkA11y', () => {
  it('passes a clean page', async () => {
    await page.setContent(CLEAN);
    await expect(checkA11y(page, 'clean')).resolves.toBeUndefined();
  });

  it('fails a page whose button has no name, naming the rule', async () => {
    await page.setContent(CLEAN);
    await checkA11y(page, 'clean again');
    // The same page, changed after it passed: it is analysed again, not taken from before.
    await page.evaluate(() => {
      document.querySelector('button')!.textContent = '';
    });
    await expect(checkA11y(page, 'nameless button')).rejects.toThrow(/critical button-name/);
  });

  it('checks the frames of a page that has some', async () => {
    await page.setContent(
      `${CLEAN.replace('</main>', '<iframe title="inner" srcdoc="<button></button>"></iframe></main>')}`,
    );
    await page.frames()[1]!.waitForLoadState();
    await expect(checkA11y(page, 'framed')).rejects.toThrow(/button-name/);
  });
});
