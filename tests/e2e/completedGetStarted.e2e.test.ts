/**
 * An account that finished the get-started steps: the server draws the overview with the side
 * bar's dismiss button for the get-started item, and the browser takes the page over with the
 * same markup — no hydration error — on the first load and on the next one.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstSiteId, signInDemo, startApp, type RunningApp } from '../support/appServer';
import { APP_CLIENT_HEADERS, checkA11y, launchBrowser, openApp, signedInPage } from './browser';

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

describe('the overview of an account that finished the get-started steps', () => {
  it('is taken over without a hydration error, its dismiss button drawn by both', async () => {
    const page = await signedInPage(browser, app.url, {
      email: 'demo@example.com',
      password: 'demo-password',
    });
    const siteId = await firstSiteId(app, await signInDemo(app));
    const me = (await (await page.request.get(`${app.url}/api/v1/session`)).json()) as {
      user: { id: number };
    };
    const complete = { complete: true };
    const value = JSON.stringify({
      isDismissed: false,
      TOUR: complete,
      INVITE_TEAMMATES: complete,
      INTEGRATE: complete,
      SECURE_ACCOUNT: complete,
    });
    const saved = await page.request.post(`${app.url}/api/v1/users/${me.user.id}/app-state`, {
      headers: APP_CLIENT_HEADERS,
      data: { namespace: 'onboarding', key: 'getStartedPageState', value, site_id: siteId },
    });
    expect(saved.status()).toBe(200);

    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    for (const round of ['first load', 'again']) {
      await openApp(page, `${app.url}/sites/${siteId}/overview`);
      await page.getByRole('button', { name: 'Dismiss get started' }).first().waitFor();
      expect(errors, round).toEqual([]);
    }
    await checkA11y(page, 'overview, all get-started steps done');
    await page.context().close();
  });
});
