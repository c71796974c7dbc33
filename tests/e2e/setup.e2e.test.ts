/**
 * A new account's first steps: a user whose organization has no site is sent to add
 * one (never "no site access" for its own admin), the address is checked inline, the new site
 * opens on its setup page with the tracking code and "waiting for data"; when the first data
 * arrives the page flips to "installed" without a reload, the sidebar's "Set up" becomes "Get
 * started", and the post-install success flag is set. The data comes from a real customer page
 * (another origin) carrying the code the page shows. A read-only member without sites still
 * gets the no-site-access page, which names the admin who can grant access.
 */
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona } from '../../server/src/seed/persona';
import { ROOT, startApp, type RunningApp } from '../support/appServer';
import { menuLabel } from '../support/manifestFacts';
import { checkA11y, launchBrowser, openApp, signedInPage, waitInteractive } from './browser';

const PASSWORD = 'setup-password';
const SCREENSHOTS = join(ROOT, 'test-results');
let app: RunningApp;
let browser: Browser;
let organizationId: number;

beforeAll(async () => {
  app = await startApp({ seed: false });
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
  const passwordHash = await hashPassword(PASSWORD);
  const db = openDatabase(app.dataDir);
  try {
    const owner = await seedPersona(db, {
      email: 'newcomer@example.com',
      passwordHash,
      account: { name: 'Newcomer', variant: 'default', admin: true },
      organizations: [{ name: 'Newcomer org', access: 'admin', permissions: [], sites: [] }],
    });
    organizationId = owner.organizations[0]!.id;
    const reader = await seedPersona(db, {
      email: 'reader@example.com',
      passwordHash,
      account: { name: 'Reader', variant: 'default', admin: false },
      organizations: [{ name: 'Reader org', access: 'read', permissions: [], sites: [] }],
    });
    // The admin who can grant the reader access, named on the no-site-access page.
    const boss = await seedPersona(db, {
      email: 'ada.admin@example.com',
      name: 'Ada Admin',
      passwordHash,
      account: { name: 'Boss', variant: 'default', admin: true },
      organizations: [],
    });
    await db
      .insertInto('memberships')
      .values({
        organization_id: reader.organizations[0]!.id,
        user_id: boss.userId,
        access: 'admin',
      })
      .execute();
  } finally {
    await db.destroy();
  }
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const signIn = (email: string) => signedInPage(browser, app.url, { email, password: PASSWORD });

/**
 * A customer's site on another port (another origin) whose page carries the site's tracking
 * code exactly as the setup page shows it: opening it sends the first data.
 */
async function customerSite(code: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((_request, response) => {
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="en"><head><title>Shop</title>${code}</head><body><h1>Shop</h1></body></html>`,
      );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

describe('a new account', () => {
  it('home → add your first site → its setup page, waiting → installed without a reload', async () => {
    const page = await signIn('newcomer@example.com');
    await openApp(page, `${app.url}/`);
    await page.waitForURL(`${app.url}/organizations/${organizationId}/add-site`);
    await page.getByRole('heading', { name: 'Add your first site' }).waitFor();
    await checkA11y(page, 'add your first site');

    const address = page.getByLabel('Site address');
    await address.fill('not a site');
    await page.getByRole('button', { name: 'Add site' }).click();
    await page.getByRole('alert').filter({ hasText: 'Enter an http(s) address' }).waitFor();
    await expect(address.getAttribute('aria-invalid')).resolves.toBe('true');
    await checkA11y(page, 'add site, invalid address');
    await address.fill('shop.newcomer.example');
    await page.getByRole('button', { name: 'Add site' }).click();

    await page.waitForURL(/\/sites\/\d+\/setup$/);
    const siteId = Number(/\/sites\/(\d+)\/setup/.exec(page.url())![1]);
    await page
      .getByRole('heading', { name: 'Install the tracking code on shop.newcomer.example' })
      .waitFor();
    const code = await page.getByLabel('Tracking code for shop.newcomer.example').inputValue();
    expect(code).toBe(`<script async src="${app.url}/t/${siteId}.js"></script>`);
    const status = page.getByTestId('setup-status');
    await expect(status.textContent()).resolves.toContain('Waiting for the first data');
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await sidebar.getByRole('link', { name: 'Set up' }).waitFor();
    await checkA11y(page, 'setup page waiting');
    await page.screenshot({ path: join(SCREENSHOTS, 'setup-waiting.png') });

    await page.evaluate('window.__sameDocument = true');
    // The customer's page, in another tab, with the pasted code.
    const shop = await customerSite(code);
    const visitor = await page.context().newPage();
    await visitor.goto(shop.url);
    await status.getByText('Installed: data is arriving from shop.newcomer.example.').waitFor({
      timeout: 5_000,
    });
    expect(await page.evaluate('window.__sameDocument')).toBe(true);
    await sidebar.getByRole('link', { name: menuLabel('overview.index') }).waitFor();
    expect(
      await page.evaluate(`sessionStorage.getItem('lodestar.post-install-success.${siteId}')`),
    ).toBe('true');
    await checkA11y(page, 'setup page installed');
    await page.screenshot({ path: join(SCREENSHOTS, 'setup-installed.png') });
    await visitor.close();
    shop.close();

    await page.getByRole('link', { name: 'Continue to get started' }).click();
    await page.waitForURL(`${app.url}/sites/${siteId}/overview`);
    await waitInteractive(page);

    // The site selector's add-new-site entry opens the add-a-site page again.
    await page.getByTestId('site-selector').click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: /add new site/i })
      .click();
    await page.waitForURL(`${app.url}/organizations/${organizationId}/add-site`);
    await page.getByRole('heading', { name: 'Add a site' }).waitFor();
    await page.context().close();
  });

  it('a read-only member without sites: no site access, naming the admin who can grant it; sign out', async () => {
    const page = await signIn('reader@example.com');
    await openApp(page, `${app.url}/`);
    await page.waitForURL(`${app.url}/no-site-access`);
    const status = page.getByTestId('status-no-site-access');
    await status
      .getByRole('heading', { name: 'Admins of Reader org who can give you access:' })
      .waitFor();
    const admin = status.getByRole('link', { name: 'ada.admin@example.com' });
    expect(await admin.getAttribute('href')).toBe('mailto:ada.admin@example.com');
    expect(await status.textContent()).toContain('Ada Admin');
    // No link home (it would come back here): the way out is signing out.
    expect(await status.getByRole('link', { name: 'Go to your site' }).count()).toBe(0);
    await checkA11y(page, 'no site access');
    await page.screenshot({ path: join(SCREENSHOTS, 'no-site-access.png') });
    await status.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.context().close();
  });
});
