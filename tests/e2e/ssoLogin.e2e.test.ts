/**
 * Enterprise sign-in in a real browser: an admin points /settings/sso at the local OpenID
 * provider (standing in for the company's identity provider), then a fresh browser goes from
 * /login to /login/sso, is told inline when a domain has no single sign-on, enters a work
 * e-mail, completes the provider's sign-in and lands signed in. axe on every page.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona } from '../../server/src/seed/persona';
import { LOCAL_ENTERPRISE_CLIENT } from '../../server/src/sso/localProvider';
import { startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser, openApp, signedInPage, waitInteractive } from './browser';
import { ssoForm } from './settingsFixtures';

const ADMIN = 'admin@acme.example';
const PASSWORD = 'acme-password';
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp({ seed: false });
  browser = await launchBrowser();
  const db = openDatabase(app.dataDir);
  try {
    await seedPersona(db, {
      email: ADMIN,
      name: 'Acme Admin',
      passwordHash: await hashPassword(PASSWORD),
      account: { name: 'Acme', variant: 'default', admin: true },
      organizations: [{ name: 'Acme org', access: 'admin', sites: [{ name: 'Acme shop' }] }],
    });
  } finally {
    await db.destroy();
  }
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('/login/sso', () => {
  it('signs a work e-mail in through the identity provider set up in /settings/sso', async () => {
    const adminPage = await signedInPage(browser, app.url, { email: ADMIN, password: PASSWORD });
    await ssoForm(adminPage, app.url, {
      issuer: `${app.url}/oidc`,
      clientId: LOCAL_ENTERPRISE_CLIENT.clientId,
      clientSecret: LOCAL_ENTERPRISE_CLIENT.clientSecret,
      domains: 'acme.example',
    });
    await adminPage.context().close();

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await openApp(page, `${app.url}/login`);
    await page.getByRole('link', { name: 'Sign in with SSO' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in with single sign-on' }).waitFor();
    await checkA11y(page, 'sso login');

    const email = page.getByLabel('Work e-mail');
    await email.fill('ada@elsewhere.example');
    await email.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'No single sign-on is set up' }).waitFor();
    await waitInteractive(page);
    expect(await email.inputValue()).toBe('ada@elsewhere.example');

    await email.fill('ada@acme.example');
    await email.press('Enter');
    await page.waitForURL(/\/oidc\/interaction\//, { waitUntil: 'commit' });
    await page.locator('input[name="email"]').fill('ada@acme.example');
    await page.locator('input[name="email"]').press('Enter');
    // Signed in, home sends the new member to the organization's site.
    await page.waitForURL(/\/sites\/\d+\//, { waitUntil: 'commit' });
    await waitInteractive(page);
    const me = await context.request.get(`${app.url}/api/v1/session`);
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe('ada@acme.example');
    await context.close();
    // Two sign-ins, a settings form and axe on each page: slower than one page's test.
  }, 120_000);
});
