/**
 * The settings pages ("Settings pages"; product.md#screens-and-routes settings sidebar, product.md#records-and-their-fields SAML role options,
 * product.md#validation site URL rules, product.md#roles-and-permissions): rename a site; add a site with good and bad addresses (IPv6 cases);
 * session capture off → the recordings page shows its "disabled" empty state; the SSO form's
 * 14 roles, each described but "other"; a member's access changed and the member removed;
 * integrations, user lookup, preferences, user attributes; add-site hidden for cross-sell and
 * standalone (product.md#roles-and-permissions), shown for lite. axe on every page (openApp and the steps' checkA11y).
 * The steps live in settingsFixtures.ts.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password';
import { openDatabase } from '../../server/src/db/open';
import { startApp, type RunningApp } from '../support/appServer';
import { launchBrowser, signedInPage } from './browser';
import {
  addSite,
  addSiteVisibility,
  captureOff,
  otherPages,
  renameSite,
  seedSettingsCast,
  ssoForm,
  teamMember,
  type SettingsCast,
} from './settingsFixtures';

const PASSWORD = 'settings-password';
let app: RunningApp;
let browser: Browser;
let cast: SettingsCast;

beforeAll(async () => {
  app = await startApp({ seed: false });
  browser = await launchBrowser();
  const db = openDatabase(app.dataDir);
  try {
    cast = await seedSettingsCast(db, await hashPassword(PASSWORD));
  } finally {
    await db.destroy();
  }
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const signIn = (email: string) => signedInPage(browser, app.url, { email, password: PASSWORD });

describe('settings pages', () => {
  it('renames a site, adds one with good and bad addresses, turns capture off and on', async () => {
    const page = await signIn(cast.adminEmail);
    await renameSite(page, app.url, cast);
    await captureOff(page, app.url, cast);
    await addSite(page, app.url, cast);
    await page.context().close();
  });

  it('saves the SSO form with its 14 described roles', async () => {
    const page = await signIn(cast.adminEmail);
    await ssoForm(page, app.url);
    await page.context().close();
  });

  it('changes a member’s access and removes the member', async () => {
    const page = await signIn(cast.adminEmail);
    await teamMember(page, app.url, cast);
    await page.context().close();
  });

  it('integrations, user lookup, preferences and user attributes', async () => {
    const page = await signIn(cast.adminEmail);
    await otherPages(page, app.url, cast);
    await page.context().close();
  });

  it.each([
    ['cross-sell', 0],
    ['standalone', 0],
    ['lite', 1],
  ] as const)(
    'add a site for a %s account: %i link(s) (product.md#roles-and-permissions)',
    async (variant, links) => {
      const page = await signIn(cast.variantEmails[variant]);
      expect(await addSiteVisibility(page, app.url)).toBe(links);
      await page.context().close();
    },
  );
});
