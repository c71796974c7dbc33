/**
 * The dashboard's post-install success card (product.md#screens-and-routes "Dashboard post-install success card", product.md#states-and-transitions
 * "Post-install success flag set per site in session or local storage; cleared on card
 * dismissal", product.md#roles-and-permissions plan content and the other card for freemium users). The flag is the one the
 * setup page sets (contracts/tracking.ts postInstallSuccessKey) — set here in sessionStorage
 * as the setup page does (tests/e2e/setup.e2e.test.ts covers the setup page setting it).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postInstallSuccessKey } from '../../contracts/tracking';
import { hashPassword } from '../../server/src/auth/password';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona } from '../../server/src/seed/persona';
import { startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser, openApp, signedInPage, waitInteractive } from './browser';

const PASSWORD = 'card-password';
const EMAIL = 'installed@example.com';
let app: RunningApp;
let browser: Browser;
const sites: Record<'scale' | 'free' | 'basic', number> = { scale: 0, free: 0, basic: 0 };
let userId = 0;

beforeAll(async () => {
  app = await startApp({ seed: false });
  browser = await launchBrowser();
  const db = openDatabase(app.dataDir);
  try {
    const persona = await seedPersona(db, {
      email: EMAIL,
      passwordHash: await hashPassword(PASSWORD),
      account: { name: 'Installed', variant: 'default', admin: true },
      organizations: [
        {
          name: 'Installed org',
          access: 'admin',
          sites: [
            { name: 'scale.example', plan: 'scale' },
            { name: 'free.example', plan: 'free' },
            { name: 'basic.example', plan: 'basic' },
          ],
        },
      ],
    });
    userId = persona.userId;
    const seeded = persona.organizations[0]!.sites;
    for (const key of Object.keys(sites) as (keyof typeof sites)[])
      sites[key] = seeded.find((s) => s.name === `${key}.example`)!.id;
  } finally {
    await db.destroy();
  }
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const dashboard = (siteId: number) => `${app.url}/sites/${siteId}/dashboard`;

/** Opens the site's dashboard with the post-install success flag set, as the setup page sets it. */
async function openWithFlag(page: Page, siteId: number): Promise<void> {
  await openApp(page, dashboard(siteId));
  await page.evaluate(
    ([key]) => sessionStorage.setItem(key!, 'true'),
    [postInstallSuccessKey(siteId)],
  );
  await page.reload();
  await waitInteractive(page);
}

async function dismissEvents(): Promise<string[]> {
  const db = openDatabase(app.dataDir);
  try {
    const rows = await db
      .selectFrom('product_events')
      .select('properties')
      .where('name', '=', 'post_install_card_dismissed')
      .where('user_id', '=', userId)
      .execute();
    return rows.map((r) => r.properties);
  } finally {
    await db.destroy();
  }
}

describe('post-install success card', () => {
  it('without the flag: no card, the dashboard empty state', async () => {
    const page = await signedInPage(browser, app.url, { email: EMAIL, password: PASSWORD });
    await openApp(page, dashboard(sites.basic));
    await page.getByTestId('empty-state').waitFor();
    expect(await page.getByTestId('post-install-card').count()).toBe(0);
    await page.context().close();
  });

  it('scale: the card with the sales contact; dismiss clears it, fires the event, stays gone on reload', async () => {
    const page = await signedInPage(browser, app.url, { email: EMAIL, password: PASSWORD });
    await openWithFlag(page, sites.scale);
    const card = page.getByTestId('post-install-card');
    await card.getByRole('heading', { name: 'scale.example is sending data' }).waitFor();
    expect(await card.getAttribute('data-card')).toBe('scale');
    const sales = card.getByRole('link', { name: /Contact sales/ });
    expect(await sales.getAttribute('target')).toBe('_blank');
    expect(await sales.getAttribute('href')).toMatch(/^https:\/\//);
    const recordings = card.getByRole('link', { name: 'Watch recordings' });
    expect(await recordings.getAttribute('href')).toBe(`/sites/${sites.scale}/playbacks/list`);
    // The dashboard itself is still the honest placeholder, below the card.
    await page.getByTestId('empty-state').waitFor();
    await checkA11y(page, 'post-install card, scale');

    await card.getByRole('button', { name: 'Dismiss' }).click();
    await card.waitFor({ state: 'detached' });
    expect(
      await page.evaluate(
        ([key]) => sessionStorage.getItem(key!),
        [postInstallSuccessKey(sites.scale)],
      ),
    ).toBeNull();
    await expect.poll(dismissEvents).toHaveLength(1);
    expect(JSON.parse((await dismissEvents())[0]!)).toMatchObject({
      siteId: String(sites.scale),
      card: 'scale',
    });

    await page.reload();
    await waitInteractive(page);
    await page.getByTestId('empty-state').waitFor();
    expect(await page.getByTestId('post-install-card').count()).toBe(0);
    await page.context().close();
  });

  it('once per site: the flag of one site does not show the card on another', async () => {
    const page = await signedInPage(browser, app.url, { email: EMAIL, password: PASSWORD });
    await openWithFlag(page, sites.basic);
    await page.getByTestId('post-install-card').waitFor();
    await openApp(page, dashboard(sites.scale));
    await page.getByTestId('empty-state').waitFor();
    expect(await page.getByTestId('post-install-card').count()).toBe(0);
    await page.context().close();
  });

  it('basic: the basic content, no sales contact', async () => {
    const page = await signedInPage(browser, app.url, { email: EMAIL, password: PASSWORD });
    await openWithFlag(page, sites.basic);
    const card = page.getByTestId('post-install-card');
    await card.waitFor();
    expect(await card.getAttribute('data-card')).toBe('basic');
    expect(await card.textContent()).toContain('On the Basic plan');
    expect(await card.getByRole('link', { name: /Contact sales/ }).count()).toBe(0);
    await page.context().close();
  });

  it('freemium (free plan): the other card', async () => {
    const page = await signedInPage(browser, app.url, { email: EMAIL, password: PASSWORD });
    await openWithFlag(page, sites.free);
    const card = page.getByTestId('post-install-card');
    await card.waitFor();
    expect(await card.getAttribute('data-card')).toBe('freemium');
    expect(await card.textContent()).toContain('on the free plan');
    expect(await card.getByRole('link', { name: /Contact sales/ }).count()).toBe(0);
    await checkA11y(page, 'post-install card, freemium');
    await page.context().close();
  });
});
