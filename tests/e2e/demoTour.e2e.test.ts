/**
 * The demo-site tour in Chromium (product.md#states-and-transitions "Demo tour", product.md#calls POST 201 / 409, DELETE 204,
 * product.md#errors "Demo site failure"): from an empty state's "Explore demo site" the "Preparing demo site"
 * overlay shows for 1.5 s (app.yaml demo.overlayMs) and the demo site's overview opens; a tour
 * that already exists (409) is a success too; a failing server shows the danger toast and
 * changes nothing; "Go back to your site" ends the tour and returns. Axe on each surface.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona } from '../../server/src/seed/persona';
import { startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser, openApp, signedInPage, waitInteractive } from './browser';

const PASSWORD = 'demo-tour-password';
let app: RunningApp;
let browser: Browser;
let page: Page;
let siteId: number;
let userId: number;

beforeAll(async () => {
  app = await startApp({ seed: false });
  browser = await launchBrowser();
  const db = openDatabase(app.dataDir);
  try {
    const persona = await seedPersona(db, {
      email: 'tourist@example.com',
      passwordHash: await hashPassword(PASSWORD),
      account: { name: 'Tourist', variant: 'default', admin: true },
      organizations: [
        { name: 'Tourist org', access: 'admin', sites: [{ name: 'Own shop', lastDataAt: null }] },
      ],
    });
    siteId = persona.organizations[0]!.sites[0]!.id;
    userId = persona.userId;
  } finally {
    await db.destroy();
  }
  page = await signedInPage(browser, app.url, { email: 'tourist@example.com', password: PASSWORD });
  // The getting-started guide stays out of the way (it is tested in its own file).
  await page.request.post(`${app.url}/api/v1/users/${userId}/app-state`, {
    headers: { origin: app.url },
    data: {
      namespace: 'atv_getting_started_guide',
      key: 'skipped',
      value: 'true',
      site_id: siteId,
    },
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const demoButton = () =>
  page.getByTestId('empty-state').getByRole('button', { name: 'Explore demo site' }).first();

async function openHeatmaps() {
  await openApp(page, `${app.url}/sites/${siteId}/heatmap/list`);
  await waitInteractive(page);
  await demoButton().waitFor();
}

describe('the demo-site tour', () => {
  it('a failing server shows the danger toast and changes nothing', async () => {
    await openHeatmaps();
    await page.route('**/api/v1/activation/product_tour/users', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"internal","message":"down"}',
      }),
    );
    await demoButton().click();
    await page.getByText("We couldn't start the product tour. Please try again.").waitFor();
    expect(new URL(page.url()).pathname).toBe(`/sites/${siteId}/heatmap/list`);
    expect(await page.getByTestId('demo-tour-overlay').count()).toBe(0);
    await page.unroute('**/api/v1/activation/product_tour/users');
  });

  it('shows "Preparing demo site" for a moment, then the demo site; back to the own site', async () => {
    await openHeatmaps();
    await demoButton().click();
    const overlay = page.getByTestId('demo-tour-overlay');
    await overlay.waitFor();
    await checkA11y(page, 'preparing demo site');
    // It goes by itself (after 1.5 s of the page's clock; a busy machine may notice it late, so
    // its duration is not measured here).
    await overlay.waitFor({ state: 'detached', timeout: 20_000 });
    await page.waitForURL((url) => /^\/sites\/\d+\/overview$/.test(url.pathname));
    const demoSite = Number(new URL(page.url()).pathname.split('/')[2]);
    expect(demoSite).not.toBe(siteId);
    await page.getByTestId('demo-tour-bar').waitFor();
    await checkA11y(page, 'on the demo site');

    await page.getByRole('button', { name: 'Go back to your site' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/sites/${siteId}/`));
    expect(await page.getByTestId('demo-tour-bar').count()).toBe(0);
  });

  it('a tour that already exists (409) counts as a success', async () => {
    const first = await page.request.post(`${app.url}/api/v1/activation/product_tour/users`, {
      headers: { origin: app.url },
    });
    expect(first.status()).toBe(201);
    await openHeatmaps();
    await demoButton().click();
    await page.waitForURL(
      (url) =>
        /^\/sites\/\d+\/overview$/.test(url.pathname) &&
        !url.pathname.startsWith(`/sites/${siteId}/`),
    );
    await page.getByTestId('demo-tour-bar').waitFor();
  });
});
