/**
 * The accessible primitives of runtime/app/ui in Chromium: a page holding each as a
 * feature uses it (tests/e2e/primitives/), built with Vite and served as static files. Modal
 * dialog: the focus moves in, Tab stays inside, Escape closes, the focus returns to the opener.
 * Accordion: headers are buttons with aria-expanded, arrow keys / Home / End move between them.
 * Tooltip: shown on keyboard focus and hover, also on an aria-disabled button, hidden on Escape.
 * axe checks every state.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../support/appServer';
import { checkA11y, launchBrowser } from './browser';
import { focused, focusStart, press, pressUntil } from './keys';

const OUT = join(ROOT, 'test-results', 'primitives');
let server: Server;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  await build({
    configFile: false,
    root: join(ROOT, 'tests', 'e2e', 'primitives'),
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: OUT, emptyOutDir: true },
  });
  const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };
  server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const file = join(OUT, path);
    const target = path !== '/' && existsSync(file) ? file : join(OUT, 'index.html');
    const type = types[target.slice(target.lastIndexOf('.'))] ?? 'text/html';
    res.writeHead(200, { 'content-type': type }).end(readFileSync(target));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  browser = await launchBrowser();
  page = await (await browser.newContext()).newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.getByRole('heading', { name: 'UI primitives' }).waitFor();
  await checkA11y(page);
});

afterAll(async () => {
  await browser?.close();
  server?.close();
});

describe('modal dialog', () => {
  it('moves the focus in, keeps Tab inside, closes on Escape with the focus back on the opener', async () => {
    await focusStart(page);
    await pressUntil(page, 'Tab', 'button:Skip the guide');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Skip the getting-started guide?' });
    await dialog.waitFor();
    await expect(dialog.getAttribute('aria-describedby')).resolves.toBeTruthy();
    await checkA11y(page, 'dialog open');
    await page.screenshot({ path: join(ROOT, 'test-results', 'primitives-dialog.png') });
    // The focus is inside and Tab / Shift+Tab cycle through the dialog's three buttons only.
    const stops = await press(page, 'Tab', 6);
    expect(new Set(stops)).toEqual(
      new Set(['button:Close', 'button:Keep the guide', 'button:Skip']),
    );
    expect(await press(page, 'Shift+Tab', 3)).toHaveLength(3);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('button:Skip the guide');
  });

  it('an action inside closes it and the page hears about it', async () => {
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Skip' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByRole('status').textContent()).resolves.toBe('Guide skipped');
  });
});

describe('accordion', () => {
  it('headers are buttons: Enter toggles, arrow keys / Home / End move between them', async () => {
    const header = (name: string) => page.getByRole('button', { name });
    await expect(header('Install the tracking code').getAttribute('aria-expanded')).resolves.toBe(
      'true',
    );
    await expect(
      page.getByRole('region', { name: 'Install the tracking code' }).textContent(),
    ).resolves.toBe('Paste the snippet.');
    await focusStart(page);
    await pressUntil(page, 'Tab', 'button:Install the tracking code');
    expect(await press(page, 'ArrowDown', 2)).toEqual([
      'button:Create a survey',
      'button:Invite your team',
    ]);
    expect(await press(page, 'Home', 1)).toEqual(['button:Install the tracking code']);
    expect(await press(page, 'End', 1)).toEqual(['button:Invite your team']);
    await page.keyboard.press('Enter');
    await expect(header('Invite your team').getAttribute('aria-expanded')).resolves.toBe('true');
    // One section open at a time.
    await expect(header('Install the tracking code').getAttribute('aria-expanded')).resolves.toBe(
      'false',
    );
    await checkA11y(page, 'accordion, last section open');
    await page.keyboard.press('Space');
    await expect(header('Invite your team').getAttribute('aria-expanded')).resolves.toBe('false');
  });
});

describe('tooltip', () => {
  it('an aria-disabled button keeps its focus and tooltip; Escape hides it; hover shows it', async () => {
    const button = page.getByRole('button', { name: 'Create a widget' });
    const tooltip = page.getByRole('tooltip');
    await focusStart(page);
    await pressUntil(page, 'Tab', 'button:Create a widget');
    await expect(tooltip.textContent()).resolves.toBe(
      'You need the permission to create feedback widgets.',
    );
    // The text is the button's description.
    const described = await button.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${described}"]`).textContent()).resolves.toContain(
      'You need the permission',
    );
    await checkA11y(page, 'tooltip shown');
    await page.screenshot({ path: join(ROOT, 'test-results', 'primitives-tooltip.png') });
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'detached' });
    await page.mouse.move(0, 0);
    await button.hover();
    await tooltip.waitFor();
  });
});
