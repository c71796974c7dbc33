/**
 * End to end, in Chromium against the built app and its real server: a signup URL parameter
 * reaches the account it creates. `/register?cs_lite=1` makes a lite account, whose shell hides
 * highlights (sidebar), referrals (account menu) and explore courses (help menu); the same form
 * without the parameter keeps them, so the difference is the parameter's doing.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser, openApp } from './browser';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Signs up through the register page at `path`, answers onboarding and lands in the shell. */
async function signUp(path: string, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await openApp(page, `${app.url}${path}`);
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password').fill('correct horse battery staple');
  await page.getByLabel('Your site').fill('grace.example.com');
  await page.getByLabel(/I accept the Terms of Service/).check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.getByRole('heading', { name: 'Tell us about you' }).waitFor();
  await page.getByLabel('Launch surveys').check();
  await page.getByLabel('Beginner').check();
  await page.getByLabel('Prioritizing initiatives').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/sites\/\d+\/setup$/);
  await page.getByRole('navigation', { name: 'Sidebar' }).waitFor();
  return page;
}

/** Whether the open top-bar menu behind `button` lists `item`; closes the menu again. */
async function menuHas(page: Page, button: string, item: string): Promise<boolean> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const count = await menu.getByRole('menuitem', { name: item }).count();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  return count > 0;
}

describe('signup parameters shape the new account', () => {
  it.each([
    { path: '/register?cs_lite=1', email: 'lite-signup@example.com', lite: true },
    { path: '/register', email: 'full-signup@example.com', lite: false },
  ])('$path → lite shell: $lite', async ({ path, email, lite }) => {
    const page = await signUp(path, email);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar.locator('[data-item="highlights"]').count()).resolves.toBe(lite ? 0 : 1);
    await expect(menuHas(page, 'Account', 'Referrals')).resolves.toBe(!lite);
    await expect(menuHas(page, 'Help', 'Explore courses')).resolves.toBe(!lite);
    await checkA11y(page, `shell after signing up at ${path}`);
    await page.context().close();
  });
});
