/**
 * The server-drawn sign-in and register forms submitted before the app's scripts run: with
 * scripts off, and with scripts held back until after the submit. The browser posts them (never
 * a GET with the fields in the URL); sign-in works, a wrong password is said on the page, and
 * the register page says nothing was sent. No URL the browser visits holds a typed value.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser, waitInteractive } from './browser';

const DEMO = { email: 'demo@example.com', password: 'demo-password' };
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

interface Visit {
  page: Page;
  context: BrowserContext;
  /** Every URL the page asked for, to check no typed value travelled in one. */
  urls: string[];
  /** Lets held-back scripts load (a no-op with scripts off). */
  release(): void;
}

async function visit(mode: 'scripts off' | 'scripts delayed', path: string): Promise<Visit> {
  const context = await browser.newContext({
    javaScriptEnabled: mode === 'scripts off' ? false : true,
  });
  const page = await context.newPage();
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  let release = () => undefined as void;
  if (mode === 'scripts delayed') {
    const gate = new Promise<void>((open) => (release = open));
    await page.route('**/*.js', async (route) => {
      await gate;
      await route.continue();
    });
  }
  await page.goto(`${app.url}${path}`, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  return { page, context, urls, release };
}

const noTypedValueIn = (urls: string[], ...values: string[]) => {
  for (const value of values) {
    expect(
      urls.filter((url) => url.includes(encodeURIComponent(value)) || url.includes(value)),
    ).toEqual([]);
  }
};

describe.each(['scripts off', 'scripts delayed'] as const)('with %s', (mode) => {
  it('signing in posts the form, signs in and goes on to next', async () => {
    const { page, context, urls, release } = await visit(mode, '/login?next=%2Fprofile%2Fdetails');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/details', { waitUntil: 'commit' });
    release();
    expect((await context.cookies()).some((c) => c.name === 'lodestar_session')).toBe(true);
    noTypedValueIn(urls, DEMO.password, DEMO.email);
    await context.close();
  });

  it('a wrong password comes back to the page, said there', async () => {
    const { page, context, urls, release } = await visit(mode, '/login');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password').fill('a wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.searchParams.get('form_error') === 'wrong-credentials', {
      waitUntil: 'commit',
    });
    await page
      .getByRole('alert')
      .filter({ hasText: /email or password/i })
      .waitFor();
    release();
    if (mode === 'scripts delayed') {
      // Once the scripts run, the page keeps saying it (axe needs scripts to run).
      await waitInteractive(page);
      await page
        .getByRole('alert')
        .filter({ hasText: /email or password/i })
        .waitFor();
      await checkA11y(page, 'login, wrong password posted before the scripts ran');
    }
    noTypedValueIn(urls, 'a wrong password');
    await context.close();
  });

  it('registering comes back to the page, asking to send again', async () => {
    const { page, context, urls, release } = await visit(mode, '/register?c=spring');
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Work email').fill('ada.nojs@example.com');
    await page.getByLabel('Password').fill('a secret password');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('form_error') === 'not-ready', {
      waitUntil: 'commit',
    });
    expect(new URL(page.url()).searchParams.get('c')).toBe('spring');
    await page
      .getByRole('alert')
      .filter({ hasText: /nothing was sent/i })
      .waitFor();
    release();
    noTypedValueIn(urls, 'a secret password', 'ada.nojs@example.com');
    await context.close();
  });
});
