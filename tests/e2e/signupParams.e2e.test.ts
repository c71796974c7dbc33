/**
 * End to end, one row per signup URL parameter: open the register (or login) page with it, do
 * what a visitor does, and check what the parameter changed — the account the server stored,
 * where the user lands, or what the page offers. The shell of a lite signup is checked after
 * the table, next to the seeded demo account's default shell.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/open';
import { issueSsoToken } from '../../server/src/data/ssoTokens';
import { signupBundle } from '../../server/src/signup/signupBundle';
import { ROOT, startApp, type RunningApp } from '../support/appServer';
import { menuLabel } from '../support/manifestFacts';
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

async function withDb<T>(read: (db: ReturnType<typeof openDatabase>) => Promise<T>): Promise<T> {
  const db = openDatabase(app.dataDir);
  try {
    return await read(db);
  } finally {
    await db.destroy();
  }
}

/** The new user's ids: user, account and first site. */
function idsOf(email: string) {
  return withDb((db) =>
    db
      .selectFrom('users')
      .innerJoin('account_users', 'account_users.user_id', 'users.id')
      .innerJoin('accounts', 'accounts.id', 'account_users.account_id')
      .innerJoin('organizations', 'organizations.account_id', 'accounts.id')
      .leftJoin('sites', 'sites.organization_id', 'organizations.id')
      .select([
        'users.id as userId',
        'users.pricing_table as pricingTable',
        'accounts.id as accountId',
        'accounts.variant as variant',
        'sites.id as siteId',
      ])
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow(),
  );
}

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

/** Fills the register form and submits it; resolves on the onboarding page. */
async function signUp(page: Page, email: string): Promise<void> {
  await page.getByLabel('Full name').fill('Param Visitor');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password').fill('correct horse battery staple');
  await page.getByLabel('Your site').fill('params.example.com');
  await page.getByLabel(/I accept the Terms of Service/).check();
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/onboarding');
}

async function skipOnboarding(page: Page): Promise<URL> {
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.waitForURL((url) => url.pathname !== '/onboarding');
  return new URL(page.url());
}

const emailForm = (page: Page) => page.getByLabel('Work email');
const emailInstead = (page: Page) => page.getByText('Sign up with email instead');

/** The page leads with Google: the form waits behind a disclosure that opens, by keyboard too. */
async function expectGoogleFirst(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign up with Google' }).waitFor();
  expect(await emailForm(page).isVisible()).toBe(false);
  await emailInstead(page).focus();
  await page.keyboard.press('Enter');
  await emailForm(page).waitFor();
  await checkA11y(page, 'register leading with Google, e-mail form opened');
}

interface Row {
  parameter: string;
  /** The query of the register page, given a fresh email for this row. */
  query: (email: string) => Promise<string> | string;
  run: (page: Page, email: string, context: BrowserContext) => Promise<void>;
}

const rows: Row[] = [
  {
    parameter: 'signup_method=google: Google leads, the e-mail form waits in a disclosure',
    query: () => 'signup_method=google',
    run: (page) => expectGoogleFirst(page),
  },
  {
    parameter: 'signup_method=email: the e-mail form is open',
    query: () => 'signup_method=email',
    run: async (page) => {
      await emailForm(page).waitFor();
      expect(await emailInstead(page).count()).toBe(0);
    },
  },
  {
    parameter: 'auth_provider=google: as signup_method=google',
    query: () => 'auth_provider=google',
    run: (page) => expectGoogleFirst(page),
  },
  {
    parameter: 'sso_provider=google: as signup_method=google',
    query: () => 'sso_provider=google',
    run: (page) => expectGoogleFirst(page),
  },
  {
    parameter: 'c: the campaign is the account’s',
    query: () => {
      const campaign = signupBundle(ROOT).campaigns.find((x) => x.enabled);
      if (!campaign) throw new Error('the catalog declares no enabled campaign');
      return `c=${encodeURIComponent(campaign.hash)}`;
    },
    run: async (page, email) => {
      const hash = new URL(page.url()).searchParams.get('c');
      await signUp(page, email);
      const { accountId } = await idsOf(email);
      const row = await withDb((db) =>
        db
          .selectFrom('account_campaigns')
          .select('campaign_hash')
          .where('account_id', '=', accountId)
          .executeTakeFirst(),
      );
      expect(row?.campaign_hash).toBe(hash);
    },
  },
  {
    parameter: 'utm_content: kept with the tracked campaign parameters',
    query: () => 'utm_content=hero-cta',
    run: async (page, email) => {
      await signUp(page, email);
      const { userId } = await idsOf(email);
      const rows = await withDb((db) =>
        db
          .selectFrom('signup_attribution')
          .select(['parameter', 'value'])
          .where('user_id', '=', userId)
          .execute(),
      );
      expect(rows).toContainEqual({ parameter: 'utm_content', value: 'hero-cta' });
    },
  },
  {
    parameter: 'survey_template_id: kept, and the user lands on the template gallery',
    query: () => 'survey_template_id=4242',
    run: async (page, email) => {
      await signUp(page, email);
      const landed = await skipOnboarding(page);
      const { userId, siteId } = await idsOf(email);
      expect(landed.pathname).toBe(`/sites/${siteId}/survey-templates`);
      const kept = await withDb((db) =>
        db
          .selectFrom('app_state_settings')
          .select('value')
          .where('user_id', '=', userId)
          .where('namespace', '=', 'survey_templates')
          .where('key', '=', 'survey_template_id')
          .executeTakeFirst(),
      );
      expect(kept?.value).toBe('4242');
    },
  },
  {
    parameter: 'pricing_table: stored with the user',
    query: () => 'pricing_table=12',
    run: async (page, email) => {
      await signUp(page, email);
      expect((await idsOf(email)).pricingTable).toBe(12);
    },
  },
  {
    parameter: 'cs_lite: the account is a lite one',
    query: () => 'cs_lite=1',
    run: async (page, email) => {
      await signUp(page, email);
      expect((await idsOf(email)).variant).toBe('lite');
    },
  },
  {
    parameter: 'logout: whoever was signed in is signed out, and the form shows',
    query: () => 'logout=1',
    run: async (page, _email, context) => {
      await emailForm(page).waitFor();
      const session = await context.request.get(`${app.url}/api/v1/session`, {
        headers: APP_CLIENT_HEADERS,
      });
      expect(session.status()).toBe(401);
    },
  },
  {
    parameter: 'next: the user lands there after signup',
    query: () => `next=${encodeURIComponent('/profile/details')}`,
    run: async (page, email) => {
      await signUp(page, email);
      expect((await skipOnboarding(page)).pathname).toBe('/profile/details');
    },
  },
  {
    parameter: 'ssotk: the Google sign-in behind it becomes the account in one click',
    query: async (email) => {
      const token = await withDb((db) =>
        issueSsoToken(db, {
          provider: 'google',
          subject: `subject-${email}`,
          email,
          name: 'Token Holder',
          picture: null,
          locale: 'en',
        }),
      );
      return `ssotk=${token}&sso_provider=google`;
    },
    run: async (page, email) => {
      await page.getByText(`Signed in with Google as Token Holder (${email})`).waitFor();
      await page.getByRole('button', { name: 'Create my account' }).click();
      await page.waitForURL((url) => url.pathname === '/onboarding');
      const { userId } = await idsOf(email);
      const identity = await withDb((db) =>
        db
          .selectFrom('user_identities')
          .select(['provider', 'subject'])
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      );
      expect(identity).toEqual({ provider: 'google', subject: `subject-${email}` });
    },
  },
];

describe('every signup URL parameter has its effect', () => {
  it.each(rows.map((row, i) => [row.parameter, row, i] as const))('%s', async (_name, row, i) => {
    const { context, page } = row.parameter.startsWith('logout')
      ? await demoSignedIn()
      : await newPage();
    const email = `param.${i}@example.com`;
    await openApp(page, `${app.url}/register?${await row.query(email)}`);
    await row.run(page, email, context);
    await context.close();
  });

  it('next on the login page: the user lands there after signing in', async () => {
    const { context, page } = await newPage();
    await openApp(page, `${app.url}/login?next=${encodeURIComponent('/profile/details')}`);
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/profile/details');
    await context.close();
  });
});

async function demoSignedIn(): Promise<{ context: BrowserContext; page: Page }> {
  const page = await signedInPage(browser, app.url, {
    email: 'demo@example.com',
    password: 'demo-password',
  });
  return { context: page.context(), page };
}

/** Whether each lite-hidden entry of the shell is there, read from the sidebar and both menus. */
async function liteHiddenEntries(page: Page) {
  await page.getByRole('navigation').first().waitFor();
  const highlights = await page
    .getByRole('link', { name: menuLabel('highlights.collection'), exact: true })
    .count();
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
  const referrals = await page.getByRole('menuitem', { name: 'Referrals', exact: true }).count();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menu').waitFor();
  const courses = await page.getByRole('menuitem', { name: 'Explore courses' }).count();
  await page.keyboard.press('Escape');
  return { highlights, referrals, courses };
}

describe('the shell of a lite signup', () => {
  it('the default account (seeded demo) shows Highlights, Referrals and Explore courses', async () => {
    const { context, page } = await demoSignedIn();
    const { siteId } = await idsOf('demo@example.com');
    await openApp(page, `${app.url}/sites/${siteId}/dashboard`);
    expect(await liteHiddenEntries(page)).toEqual({ highlights: 1, referrals: 1, courses: 1 });
    await context.close();
  });

  it('/register?cs_lite=1 creates a lite account: the shell hides all three', async () => {
    const { context, page } = await newPage();
    const email = 'lite.visitor@example.com';
    await openApp(page, `${app.url}/register?cs_lite=1`);
    await signUp(page, email);
    await openApp(page, `${app.url}/sites/${(await idsOf(email)).siteId}/dashboard`);
    expect(await liteHiddenEntries(page)).toEqual({ highlights: 0, referrals: 0, courses: 0 });
    await checkA11y(page, 'lite account shell');
    await context.close();
  });
});
