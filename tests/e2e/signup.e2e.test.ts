/**
 * End to end ("Tests"), in Chromium against the built app served by the real
 * server with a real SQLite database:
 *  - sign up by email: a short password and a bad email show translated inline messages and
 *    nothing is created (no request leaves the page, the email cannot sign in, no row); then
 *    the questionnaire, whose answers the personalization call reads back, lands on the new
 *    site's setup page;
 *  - log out, log in with `?next=` → there;
 *  - the campaign link `/register?c=trial-org-1-10` names the campaign and the new account
 *    gets it (account_campaigns, account plan);
 *  - Google: "Sign up with Google" → the popup → the local OpenID provider's sign-in page →
 *    the popup closes → onboarding (when the server offers Google sign-on, see below).
 * A screenshot of the register page lands in test-results/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/open';
import { ROOT, startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser, openApp, APP_CLIENT_HEADERS } from './browser';

const SCREENSHOTS = join(ROOT, 'test-results');
const PASSWORD = 'correct horse battery staple';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

/** Registration requests the page sent (none may leave while the form is invalid). */
function registrationRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/registration')) sent.push(request.postData() ?? '');
  });
  return sent;
}

async function fillRegisterForm(
  page: Page,
  values: { name: string; email: string; site?: string },
) {
  await page.getByLabel('Full name').fill(values.name);
  await page.getByLabel('Work email').fill(values.email);
  await page.getByLabel('Password').fill(PASSWORD);
  if (values.site) await page.getByLabel('Your site').fill(values.site);
  await page.getByLabel(/I accept the Terms of Service/).check();
}

const inlineError = (page: Page, field: string) => page.locator(`#register_${field}__error`);

async function dbQuery<T>(run: (db: ReturnType<typeof openDatabase>) => Promise<T>): Promise<T> {
  const db = openDatabase(app.dataDir);
  try {
    return await run(db);
  } finally {
    await db.destroy();
  }
}

const userByEmail = (email: string) =>
  dbQuery((db) => db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst());

async function loginStatus(email: string, password: string): Promise<number> {
  const response = await fetch(`${app.url}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

describe('signing up by email', () => {
  let context: BrowserContext;
  let page: Page;
  const email = 'ada@example.com';

  beforeAll(async () => {
    ({ context, page } = await newPage());
  });
  afterAll(() => context.close());

  it('shows translated inline errors and creates nothing while the form is invalid', async () => {
    const sent = registrationRequests(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await openApp(page, `${app.url}/register`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'signup-register.png'), fullPage: true });

    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Work email').fill('ada@');
    await page.getByLabel('Password').fill('short');
    await page.getByLabel('Your site').fill('not a site');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();

    await expect(inlineError(page, 'email').textContent()).resolves.toBe(
      'Enter a valid email address',
    );
    await expect(inlineError(page, 'password').textContent()).resolves.toBe(
      'Use at least 8 characters',
    );
    await expect(inlineError(page, 'site_url').textContent()).resolves.toBe(
      'Enter a valid URL, such as https://example.com',
    );
    await expect(inlineError(page, 'terms').textContent()).resolves.toBe(
      'You need to accept to continue',
    );
    await checkA11y(page, 'inline errors');
    // The browser's own validation bubbles would hide these: the form opts out of them.
    await expect(page.locator('form.manifest-form').getAttribute('novalidate')).resolves.toBe('');

    // Live validation after the first submit: fixing the email clears its message at once.
    await page.getByLabel('Work email').fill(email);
    await expect(inlineError(page, 'email').count()).resolves.toBe(0);

    expect(sent).toEqual([]);
    expect(await userByEmail(email)).toBeUndefined();
    // Validation ran on precompiled functions: nothing asked the CSP for eval / new Function.
    expect(consoleErrors).toEqual([]);
    expect(await loginStatus(email, 'short')).toBe(401);
  });

  it('registers, then the questionnaire lands on the new site’s setup page', async () => {
    const sent = registrationRequests(page);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Your site').fill('ada.example.com');
    await page.getByLabel(/I accept the Terms of Service/).check();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/onboarding');
    expect(sent).toHaveLength(1);
    const body = JSON.parse(sent[0]!) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Ada Lovelace',
      email,
      terms: true,
      pricing_table: 8, // product.md#validation default
      plan: 'basic',
      campaign_hash: null,
      site_url: 'ada.example.com',
      locale: 'en',
      is_cs_lite: false,
    });
    // product.md#roles-and-permissions signup experiments: the anonymous lookup's assignments ride along as
    // experiment_tag, the same for this visitor as the server's stable hash says.
    const anonymousId = body.persistent_anonymous_id as string;
    expect(anonymousId).toBeTruthy();
    const lookup = (await (
      await fetch(`${app.url}/api/v1/experiments/anonymous/${anonymousId}`)
    ).json()) as { assignments: { name: string; variant: string }[] };
    expect(lookup.assignments.length).toBeGreaterThan(0);
    expect(body.experiment_tag).toBe(
      lookup.assignments
        .map((a) => `${a.name}:${a.variant}`)
        .sort()
        .join(','),
    );

    await page.getByRole('heading', { name: 'Tell us about you' }).waitFor();
    await checkA11y(page, 'onboarding');
    await page.getByLabel('Launch surveys').check();
    await page.getByLabel('Beginner').check();
    await page.getByLabel('Prioritizing initiatives').check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(/\/sites\/\d+\/setup$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await checkA11y(page, 'setup page after onboarding');
    const siteId = Number(new URL(page.url()).pathname.split('/')[2]);
    const user = await userByEmail(email);
    expect(user).toBeDefined();
    // The answers are the user's attributes: the personalization call reads them back (product.md#calls).
    const answer = await page.request.get(
      `${app.url}/api/v1/activation/users/${user!.id}/sites/${siteId}/personalization`,
    );
    expect(await answer.json()).toEqual({ goal: 'surveys', expertise: 'beginner' });
    const jobs = await dbQuery((db) =>
      db
        .selectFrom('app_state_settings')
        .select(['value'])
        .where('user_id', '=', user!.id)
        .where('namespace', '=', 'user_attributes')
        .where('key', '=', 'jobs_to_be_done')
        .executeTakeFirst(),
    );
    expect(jobs?.value).toBe('prioritizing');
  });

  it('logs out, and logging in with ?next= goes there', async () => {
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await openApp(page, `${app.url}/login?next=${encodeURIComponent('/profile/details')}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/details');
  });
});

describe('the logout parameter', () => {
  it('signs the current user out before the register form shows (product.md#screens-and-routes logout)', async () => {
    const { context, page } = await newPage();
    const login = await page.request.post(`${app.url}/api/v1/session`, {
      headers: APP_CLIENT_HEADERS,
      data: { email: 'demo@example.com', password: 'demo-password' },
    });
    expect(login.status()).toBe(200);
    await openApp(page, `${app.url}/register?logout=1`);
    await page.getByLabel('Full name').waitFor();
    expect((await page.request.get(`${app.url}/api/v1/session`)).status()).toBe(401);
    await context.close();
  });
});

describe('a campaign link', () => {
  it('names the campaign and the new account gets it', async () => {
    const { context, page } = await newPage();
    await openApp(page, `${app.url}/register?c=trial-org-1-10`);
    const offer = page.getByRole('complementary', { name: 'Your offer' });
    await expect(offer.textContent()).resolves.toBe(
      'Trial for organizations of 1-10 people15 days of Business, free',
    );

    const email = 'grace@example.com';
    await fillRegisterForm(page, { name: 'Grace Hopper', email });
    const [campaignCall] = await Promise.all([
      page.waitForResponse((r) =>
        /\/api\/v1\/accounts\/\d+\/campaigns\?device=desktop$/.test(r.url()),
      ),
      page.getByRole('button', { name: 'Sign up', exact: true }).click(),
    ]);
    // product.md#calls POST …/campaigns {campaign_hash, source}: answered success.
    expect(campaignCall.request().postDataJSON()).toEqual({
      campaign_hash: 'trial-org-1-10',
      source: 'signup',
    });
    expect(await campaignCall.json()).toMatchObject({ success: true });
    await page.waitForURL((url) => url.pathname === '/onboarding');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    // No site URL was given: no site yet, and the new admin adds one ("no dead end for
    // a new account"), not a no-site-access page that tells them to ask themselves.
    await page.waitForURL((url) => /^\/organizations\/\d+\/add-site$/.test(url.pathname));
    await page.getByRole('heading', { name: 'Add your first site' }).waitFor();
    await checkA11y(page, 'add your first site after onboarding');

    const user = await userByEmail(email);
    const rows = await dbQuery(async (db) => {
      const link = await db
        .selectFrom('account_users')
        .select('account_id')
        .where('user_id', '=', user!.id)
        .executeTakeFirstOrThrow();
      return {
        campaigns: await db
          .selectFrom('account_campaigns')
          .select(['campaign_hash', 'source', 'device'])
          .where('account_id', '=', link.account_id)
          .execute(),
        account: await db
          .selectFrom('accounts')
          .select('plan')
          .where('id', '=', link.account_id)
          .executeTakeFirstOrThrow(),
        skipped: await db
          .selectFrom('app_state_settings')
          .select(['key', 'value'])
          .where('user_id', '=', user!.id)
          .where('namespace', '=', 'user_attributes')
          .orderBy('key')
          .execute(),
      };
    });
    // One campaign per account (the registration itself already attaches a valid one).
    expect(rows.campaigns).toEqual([
      expect.objectContaining({ campaign_hash: 'trial-org-1-10', device: 'desktop' }),
    ]);
    expect(rows.account.plan).toBe('business');
    expect(rows.skipped).toEqual([
      { key: 'expertise', value: 'skip' },
      { key: 'goal', value: 'skipped' },
    ]);
    await context.close();
  });
});

describe('Google sign-on (product.md#states-and-transitions "Signup SSO")', () => {
  const email = 'katherine@example.com';
  beforeAll(async () => {
    // Outside production without GOOGLE_CLIENT_ID the server runs its local OpenID provider
    // and offers Google sign-in (server/src/sso/config.ts); the buttons depend on it.
    const settings = (await (await fetch(`${app.url}/api/v1/settings`)).json()) as {
      ssoProviders: string[];
    };
    expect(settings.ssoProviders).toContain('google');
  });

  /** Click the Google button, sign in on the local provider's page, wait for the popup to close. */
  async function throughPopup(page: Page, button: string, as = email) {
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: button }).click(),
    ]);
    await popup.getByLabel('Email').waitFor();
    await checkA11y(popup, 'local OpenID provider sign-in');
    await popup.getByLabel('Email').fill(as);
    await popup.getByLabel('Name (optional)').fill('Katherine Johnson');
    // The callback page posts to this window and closes itself (before click() may return).
    await Promise.all([
      popup.waitForEvent('close'),
      popup.getByRole('button', { name: 'Sign in' }).click(),
    ]);
  }

  it('signs up through the popup against the local OpenID provider → onboarding', async () => {
    const { context, page } = await newPage();
    await openApp(page, `${app.url}/register`);
    await throughPopup(page, 'Sign up with Google');
    await page.waitForURL((url) => url.pathname === '/onboarding');
    expect((await userByEmail(email))?.name).toBe('Katherine Johnson');
    await context.close();
  });

  it('signs the same user in from /login and goes to next', async () => {
    const { context, page } = await newPage();
    await openApp(page, `${app.url}/login?next=${encodeURIComponent('/profile/details')}`);
    await throughPopup(page, 'Continue with Google');
    await page.waitForURL((url) => url.pathname === '/profile/details');
    await context.close();
  });

  it('never opens a password account by its email, and says so', async () => {
    // demo@example.com is the seeded password account; the development provider lets anyone
    // type it, and never says the email is verified.
    const { context, page } = await newPage();
    await openApp(page, `${app.url}/login`);
    await throughPopup(page, 'Continue with Google', 'demo@example.com');
    const toast = page.getByRole('alert').filter({ hasText: 'already has an account' });
    await expect(toast.locator('.toast-text').textContent()).resolves.toContain(
      'Sign in with your email and password instead.',
    );
    await checkA11y(page, 'danger toast');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect((await page.request.get(`${app.url}/api/v1/session`)).status()).toBe(401);
    await context.close();
  });

  it('says so when the account is suspended (product.md#errors), and signs nobody in', async () => {
    const user = await userByEmail(email);
    await dbQuery(async (db) => {
      const link = await db
        .selectFrom('account_users')
        .select('account_id')
        .where('user_id', '=', user!.id)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('accounts')
        .set({ suspended_at: Math.floor(Date.now() / 1000) })
        .where('id', '=', link.account_id)
        .execute();
    });
    const { context, page } = await newPage();
    await openApp(page, `${app.url}/login`);
    await throughPopup(page, 'Continue with Google');
    const toast = page.getByRole('alert').filter({ hasText: 'suspended' });
    await expect(toast.locator('.toast-text').textContent()).resolves.toBe(
      'This account has been suspended. Please contact support to sign in with Google.',
    );
    expect(new URL(page.url()).pathname).toBe('/login');
    expect((await page.request.get(`${app.url}/api/v1/session`)).status()).toBe(401);
    await context.close();
  });
});

describe('messages that are not the popup’s own change nothing ("postMessage")', () => {
  const forgedData = {
    name: 'Mallory',
    email: 'mallory@example.com',
    provider: 'google',
    sso_token: 'forged-token',
    locale: 'en',
  };
  /** A well-formed message of each of the five actions of product.md#states-and-transitions. */
  const valid = [
    { action: 'signup', data: forgedData },
    { action: 'login' },
    { action: 'mfa_login' },
    { action: 'partial_login_enforce_mfa' },
    { action: 'sso-error', error: 'suspended' },
  ];
  /** Each action malformed (an extra member, a missing or wrong one), plus shapeless data. */
  const malformed: unknown[] = [
    { action: 'signup' },
    { action: 'signup', data: { ...forgedData, sso_token: undefined } },
    { action: 'login', next: '//evil.example' },
    { action: 'mfa_login', data: 'x' },
    { action: 'partial_login_enforce_mfa', error: 42 },
    { action: 'sso-error', error: 'something-else' },
    { action: 'unknown-action' },
    JSON.stringify({ action: 'login' }),
    'login',
    null,
    [valid[1]],
  ];

  /** Posts each message from `from` (a page) to the register page, in page context. */
  async function postAll(from: Page, messages: unknown[], target: 'self' | 'opener') {
    await from.evaluate(
      `(() => {
        const messages = ${JSON.stringify(messages)};
        const to = ${target === 'self' ? 'window' : 'window.opener'};
        if (!to) throw new Error('no window to post to');
        for (const m of messages) to.postMessage(m, '*');
      })()`,
    );
  }

  it('ignores other windows, other origins and malformed payloads; the popup itself is heard', async () => {
    const { context, page } = await newPage();
    const sent = registrationRequests(page);
    await openApp(page, `${app.url}/register`);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Sign up with Google' }).click(),
    ]);
    await popup.getByLabel('Email').waitFor();
    const users = async () =>
      dbQuery(async (db) => {
        const row = await db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        return Number(row.n);
      });
    const usersBefore = await users();

    // 1. The right origin, but not the popup: the register page posts to itself.
    await postAll(page, valid, 'self');
    // 2. The popup's genuine window and origin, but malformed payloads.
    await postAll(popup, malformed, 'opener');
    // 3. The popup window navigated to another origin (localhost instead of 127.0.0.1) — a
    //    page of the local provider, which keeps the opener (it sends no COOP).
    const otherOrigin = app.url.replace('127.0.0.1', 'localhost');
    await Promise.all([
      popup.waitForURL((url) => url.origin === otherOrigin),
      // Renderer-initiated, as a hostile redirect would be (an address-bar navigation may
      // start a fresh browsing context group without the opener).
      popup.evaluate(
        `location.href = ${JSON.stringify(`${otherOrigin}/oidc/.well-known/openid-configuration`)}`,
      ),
    ]);
    await postAll(popup, valid, 'opener');

    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(await page.locator('.toast').count()).toBe(0);
    expect(sent).toEqual([]);
    expect(await users()).toBe(usersBefore);
    expect((await page.request.get(`${app.url}/api/v1/session`)).status()).toBe(401);

    // Control: the same listener does act on the genuine popup at the app's origin, so the
    // silence above is the filter at work, not a deaf page.
    await Promise.all([
      popup.waitForURL((url) => url.origin === app.url),
      popup.evaluate(
        `location.href = ${JSON.stringify(`${app.url}/oidc/.well-known/openid-configuration`)}`,
      ),
    ]);
    await postAll(popup, [{ action: 'sso-error', error: 'suspended' }], 'opener');
    await page.getByRole('alert').filter({ hasText: 'suspended' }).waitFor();
    await context.close();
  });
});

describe('without a sign-in provider (npm start runs no development sign-in)', () => {
  let plain: RunningApp;
  beforeAll(async () => {
    plain = await startApp({ seed: false, env: { SSO_DEV_PROVIDER: '0' } });
  });
  afterAll(() => plain?.stop());

  it.each([
    ['/login', 'Continue with Google'],
    ['/register', 'Sign up with Google'],
  ])('%s shows the Google button disabled, saying it is not configured', async (path, name) => {
    const { context, page } = await newPage();
    await openApp(page, `${plain.url}${path}`);
    const button = page.getByRole('button', { name });
    await expect(button.isDisabled()).resolves.toBe(true);
    const note = page.locator(`#${await button.getAttribute('aria-describedby')}`);
    await expect(note.textContent()).resolves.toBe(
      'Google sign-in is not configured on this server.',
    );
    await page.screenshot({
      path: join(SCREENSHOTS, `google-not-configured${path.replace('/', '-')}.png`),
    });
    await context.close();
  });
});
