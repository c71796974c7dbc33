/**
 * The profile pages and the account's API keys in a real browser ("Tests: change
 * password (wrong current, mismatch, success then old password refused); sign out other
 * sessions; API key created, used (a request with it succeeds), revoked (then refused); axe 0
 * serious/critical on every page"). Every page is checked with axe when it opens (openApp).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona } from '../../server/src/seed/persona';
import { startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser, openApp, signedInPage, waitInteractive } from './browser';

const PASSWORD = 'profile-password';
const NEW_PASSWORD = 'a new profile passphrase';
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp({ seed: false });
  browser = await launchBrowser();
  const passwordHash = await hashPassword(PASSWORD);
  const db = openDatabase(app.dataDir);
  try {
    for (const email of ['pat@example.com', 'sam@example.com', 'keys@example.com']) {
      await seedPersona(db, {
        email,
        name: email.split('@')[0],
        passwordHash,
        account: { name: `${email} account`, variant: 'default', admin: true },
        organizations: [
          { name: `${email} org`, access: 'admin', sites: [{ name: `${email} site` }] },
        ],
      });
    }
  } finally {
    await db.destroy();
  }
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const signIn = (email: string, password = PASSWORD) =>
  signedInPage(browser, app.url, { email, password });

/** Whether the get-started page's "Secure your account" step is recorded complete. */
function secured(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const me = (await (await fetch('/api/v1/session')).json()) as { user: { id: number } };
    const state = (await (await fetch(`/api/v1/users/${me.user.id}/app-state`)).json()) as {
      app_state_settings: { key: string; value: string }[];
    };
    const stored = state.app_state_settings.find((s) => s.key === 'getStartedPageState');
    return stored ? JSON.parse(stored.value).SECURE_ACCOUNT?.complete === true : false;
  });
}

async function signInStatus(email: string, password: string): Promise<number> {
  const answer = await fetch(`${app.url}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return answer.status;
}

describe('profile pages', () => {
  it.each([
    ['/profile/details', 'My details'],
    ['/profile/email', 'Change email'],
    ['/profile/language', 'Language'],
    ['/profile/notifications', 'Notifications'],
    ['/profile/referrals', 'Refer and earn'],
  ])('%s opens with its heading (axe)', async (path, heading) => {
    const page = await signIn('sam@example.com');
    await openApp(page, app.url + path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.context().close();
  });

  it('/profile opens the details page', async () => {
    const page = await signIn('sam@example.com');
    await openApp(page, `${app.url}/profile`);
    await page.getByRole('heading', { level: 1, name: 'My details' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile/details');
    await page.context().close();
  });

  it('change password: wrong current, mismatch, then success; the old password is refused', async () => {
    const page = await signIn('pat@example.com');
    // As from the get-started page's "Secure your account": the site is the current one.
    await openApp(page, `${app.url}/`);
    await page.waitForURL(/\/sites\/\d+\//);
    await page.goto(`${app.url}/profile/password`);
    await waitInteractive(page);
    const current = page.getByLabel('Current password');
    const fresh = page.getByLabel(/^New password/);
    const confirm = page.getByLabel('Confirm new password');
    const submit = page.getByRole('button', { name: 'Update password' });

    await current.fill(PASSWORD);
    await fresh.fill(NEW_PASSWORD);
    await confirm.fill(NEW_PASSWORD + ' typo');
    await submit.click();
    await page.getByText('The passwords do not match').waitFor();
    await checkA11y(page, 'mismatch');

    await confirm.fill(NEW_PASSWORD);
    await current.fill('not my password');
    await submit.click();
    await page.getByText('This is not your current password').waitFor();
    await checkA11y(page, 'wrong current password');

    // Refused changes do not secure the account: the get-started step stays open.
    expect(await secured(page)).toBe(false);
    await current.fill(PASSWORD);
    await submit.click();
    await page.getByText('Your password was changed.', { exact: false }).waitFor();
    await expect.poll(() => secured(page)).toBe(true);
    expect(await signInStatus('pat@example.com', PASSWORD)).toBe(401);
    expect(await signInStatus('pat@example.com', NEW_PASSWORD)).toBe(200);
    await page.context().close();
  });

  it('sign out other sessions keeps this one', async () => {
    const other = await signIn('sam@example.com');
    await openApp(other, `${app.url}/profile/details`);
    const page = await signIn('sam@example.com');
    await openApp(page, `${app.url}/profile/sign-in-activity`);
    await page.getByRole('heading', { level: 1, name: 'Sign-in activity' }).waitFor();
    const rows = page.getByTestId('sign-in-sessions').locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    await expect(rows.filter({ hasText: 'this session' }).count()).resolves.toBe(1);

    await page.getByRole('button', { name: 'Sign out other sessions' }).click();
    await page.getByText(/other sessions? (was|were) signed out/).waitFor();
    await page.getByText('You are signed in on this device only.').waitFor();
    await checkA11y(page, 'after signing out the others');
    expect(await rows.count()).toBe(1);

    const mine = await page.context().request.get(`${app.url}/api/v1/session`);
    expect(mine.status()).toBe(200);
    const theirs = await other.context().request.get(`${app.url}/api/v1/session`);
    expect(theirs.status()).toBe(401);
    await other.context().close();
    await page.context().close();
  });
});

describe('API keys (/public-api)', () => {
  it('a key is created, works with a Bearer request, and is refused once revoked', async () => {
    const page = await signIn('keys@example.com');
    await openApp(page, `${app.url}/public-api`);
    await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();
    await page.getByLabel('Key name').fill('E2E export');
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = (await page.getByTestId('api-key-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^lsk_[A-Za-z0-9_-]{43}$/);
    await checkA11y(page, 'new key shown');

    const withKey = () =>
      fetch(`${app.url}/api/v1/public/sites`, { headers: { authorization: `Bearer ${secret}` } });
    const used = await withKey();
    expect(used.status).toBe(200);
    expect(used.headers.getSetCookie()).toEqual([]);
    const sites = (await used.json()) as { name: string }[];
    expect(sites.map((s) => s.name)).toEqual(['keys@example.com site']);

    const row = page.getByTestId('api-keys').getByRole('row', { name: /E2E export/ });
    await row.getByRole('button', { name: 'Revoke E2E export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke “E2E export”?' });
    await dialog.waitFor();
    await checkA11y(page, 'revoke dialog');
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await page.getByText('The key “E2E export” was revoked.').waitFor();
    expect((await withKey()).status).toBe(401);
    await page.context().close();
  });
});
