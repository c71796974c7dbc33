/**
 * End to end: a signup URL parameter changes the account it creates. `/register?cs_lite=1` →
 * register → the signed-in shell is the lite one: no Highlights in the sidebar, no Referrals in
 * the account menu, no Explore courses in the help menu. The seeded demo account (default
 * variant) shows all three on the same page, so the absence is the variant's doing.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/open';
import { startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser, openApp, signedInPage } from './browser';

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

async function siteOf(email: string): Promise<number> {
  const db = openDatabase(app.dataDir);
  try {
    const row = await db
      .selectFrom('users')
      .innerJoin('account_users', 'account_users.user_id', 'users.id')
      .innerJoin('organizations', 'organizations.account_id', 'account_users.account_id')
      .innerJoin('sites', 'sites.organization_id', 'organizations.id')
      .select('sites.id')
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    return row.id;
  } finally {
    await db.destroy();
  }
}

/** Whether each lite-hidden entry of the shell is there, read from the sidebar and both menus. */
async function liteHiddenEntries(page: Page) {
  await page.getByRole('navigation').first().waitFor();
  const highlights = await page.getByRole('link', { name: 'Highlights', exact: true }).count();
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

describe('signup URL parameters', () => {
  it('the default account (seeded demo) shows Highlights, Referrals and Explore courses', async () => {
    const page = await signedInPage(browser, app.url, {
      email: 'demo@example.com',
      password: 'demo-password',
    });
    await openApp(page, `${app.url}/sites/${await siteOf('demo@example.com')}/dashboard`);
    expect(await liteHiddenEntries(page)).toEqual({ highlights: 1, referrals: 1, courses: 1 });
    await page.context().close();
  });

  it('/register?cs_lite=1 creates a lite account: the shell hides all three', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const email = 'lite.visitor@example.com';
    await openApp(page, `${app.url}/register?cs_lite=1`);
    await page.getByLabel('Full name').fill('Lite Visitor');
    await page.getByLabel('Work email').fill(email);
    await page.getByLabel('Password').fill('correct horse battery staple');
    await page.getByLabel('Your site').fill('lite.example.com');
    await page.getByLabel(/I accept the Terms of Service/).check();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/onboarding');

    await openApp(page, `${app.url}/sites/${await siteOf(email)}/dashboard`);
    expect(await liteHiddenEntries(page)).toEqual({ highlights: 0, referrals: 0, courses: 0 });
    await checkA11y(page, 'lite account shell');
    await context.close();
  });
});
