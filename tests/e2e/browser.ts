/**
 * Debian's Chromium driven by playwright-core (`npx playwright install` cannot download here).
 * The flags keep Chromium from reaching for the network on start (background updates, sync).
 */
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/**
 * Opens a page of the app and waits until it answers input: a server-rendered page is on
 * screen before its JavaScript runs (runtime/app/ssr/renderPage.tsx), and a button pressed
 * before hydration does nothing. The app marks `<html data-interactive>` (router/Root.tsx).
 */
export async function openApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitInteractive(page);
}

/** After a full page load the test did not start itself (a sign-in, a reload). */
export async function waitInteractive(page: Page): Promise<void> {
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}
