/**
 * Help and support in the browser (product.md#screens-and-routes help menu "get help … product updates with
 * counter", product.md#calls "chatbot embed … user name, email, site id"): the product-updates counter in the
 * help menu and following it clears it (kept across a reload); get help opens the contact form
 * (a dialog: who sends and from which site shown, inline errors when empty, sent → a reference),
 * the message and its confirmation arrive over SMTP, the focus goes back to the help button; the
 * standalone sidebar's go-back link carries the site's research project and the cross-sell
 * account (product.md#calls lookups). axe on the open menu and every dialog state.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password';
import { linkCrossSellAccount } from '../../server/src/data/sisterProducts';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona } from '../../server/src/seed/persona';
import { SUPPORT_ADDRESS } from '../../server/src/support/supportInbox';
import { firstSiteId, signInDemo, startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser, openApp, signedInPage } from './browser';

const STANDALONE = { email: 'voc-support@example.com', password: 'standalone-password' };
let app: RunningApp;
let browser: Browser;
let siteId: number;
let standaloneSite: number;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  siteId = await firstSiteId(app, await signInDemo(app));
  const db = openDatabase(app.dataDir);
  try {
    const voc = await seedPersona(db, {
      email: STANDALONE.email,
      passwordHash: await hashPassword(STANDALONE.password),
      account: { name: 'VoC standalone', variant: 'standalone' },
      organizations: [{ name: 'VoC org', access: 'admin', sites: [{ name: 'VoC site' }] }],
    });
    standaloneSite = voc.organizations[0]!.sites[0]!.id;
    await linkCrossSellAccount(db, voc.accountId, 4242);
  } finally {
    await db.destroy();
  }
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function openHelp(page: Page) {
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'Get help' }).waitFor();
}

describe('help menu', () => {
  it('counts unseen product updates until product updates is opened', async () => {
    const page = await signedInPage(browser, app.url, {
      email: 'demo@example.com',
      password: 'demo-password',
    });
    await openApp(page, `${app.url}/sites/${siteId}/dashboard`);
    await openHelp(page);
    const count = page.getByTestId('product-updates-count');
    await count.waitFor();
    expect(Number(await count.innerText())).toBeGreaterThan(0);
    const updates = page.getByRole('menuitem', { name: 'Product updates' });
    expect(await updates.getAttribute('aria-describedby')).toBeTruthy();
    await checkA11y(page, 'help menu with the product-updates counter');
    // An outside link: it opens in a new tab (whatever that tab can reach here).
    const [tab] = await Promise.all([page.context().waitForEvent('page'), updates.click()]);
    await tab.close();
    await page.reload();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    const answered = page.waitForResponse((r) => r.url().includes('/product-updates'));
    await openHelp(page);
    // The list has answered and shows no count any more.
    expect((await (await answered).json()).unseen).toBe(0);
    await expect(count.count()).resolves.toBe(0);
    await page.context().close();
  });

  it('get help: the contact form sends to support, and the message is in the inbox', async () => {
    const page = await signedInPage(browser, app.url, {
      email: 'demo@example.com',
      password: 'demo-password',
    });
    await openApp(page, `${app.url}/sites/${siteId}/dashboard`);
    await openHelp(page);
    await page.getByRole('menuitem', { name: 'Get help' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact support' });
    await dialog.waitFor();
    await expect(dialog.getByText('demo@example.com').count()).resolves.toBe(1);
    await checkA11y(page, 'contact form');

    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog.getByText('This field is required').count()).resolves.toBe(2);
    await checkA11y(page, 'contact form with errors');

    const subject = `Heatmap stays empty ${Date.now()}`;
    await dialog.getByLabel('Subject').fill(subject);
    await dialog
      .getByLabel('Message')
      .fill('Since this morning the heatmap of the home page is empty.');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    const saved = page.getByTestId('support-sent');
    await saved.waitFor();
    // An SMTP server is configured: the dialog says the message is being e-mailed, not "sent".
    await expect.poll(() => saved.textContent()).toContain('is being e-mailed to support');
    await checkA11y(page, 'contact form sent');
    await page.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Help');

    const toSupport = await app.mailTo(SUPPORT_ADDRESS);
    expect(toSupport.subject).toContain(subject);
    expect(toSupport.text).toContain(`Site: ${siteId}`);
    expect((await app.mailTo('demo@example.com')).subject).toContain(subject);
    await page.context().close();
  });
});

describe('the standalone sidebar (product.md#screens-and-routes, product.md#calls sister-product lookups)', () => {
  it('links back to the sister product with the site’s project and the cross-sell account', async () => {
    const page = await signedInPage(browser, app.url, STANDALONE);
    await openApp(page, `${app.url}/sites/${standaloneSite}/surveys/list`);
    const back = page.locator('nav [data-item="go-back"]');
    await expect
      .poll(() => back.getAttribute('href'))
      .toMatch(/[?&]project=\d+.*[&?]account=4242|[?&]account=4242.*[&?]project=\d+/);
    await page.context().close();
  });
});
