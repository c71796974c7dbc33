/**
 * Plans and subscriptions in Chromium, test mode ("Catalog and plans"): on the plans
 * page an admin upgrades Observe from basic to plus (confirmation dialog saying no payment is
 * taken) and the top bar's sessions widget then shows the plus limit (10,000 a day × the days of
 * the UTC month, runtime/rules/tracking/sessionUsage.ts); the subscriptions list cancels, then
 * keeps, the subscription; invoices and payment details show what test mode recorded; axe finds
 * nothing serious or critical on any billing page (openApp / checkA11y).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCount } from '../../runtime/rules/format/intlFormat';
import { monthlySessionLimit, usageMonth } from '../../runtime/rules/tracking/sessionUsage';
import { hashPassword } from '../../server/src/auth/password';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona } from '../../server/src/seed/persona';
import { startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser, openApp, signedInPage } from './browser';

const PASSWORD = 'billing-e2e-password';
const EMAIL = 'billing-admin@example.com';
const days = usageMonth(Date.now()).days;

let app: RunningApp;
let browser: Browser;
let page: Page;
let siteId = 0;

beforeAll(async () => {
  app = await startApp({ seed: false });
  browser = await launchBrowser();
  const db = openDatabase(app.dataDir);
  try {
    const persona = await seedPersona(db, {
      email: EMAIL,
      passwordHash: await hashPassword(PASSWORD),
      account: { name: 'Billing e2e', variant: 'default', admin: true },
      organizations: [
        { name: 'Billing org', access: 'admin', sites: [{ name: 'Billing shop', plan: 'basic' }] },
      ],
    });
    siteId = persona.organizations[0]!.sites[0]!.id;
  } finally {
    await db.destroy();
  }
  page = await signedInPage(browser, app.url, { email: EMAIL, password: PASSWORD });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** The sessions widget (the responses widget beside it shares its classes, not data-widget). */
const widgetCount = () =>
  page.locator('.top-bar [data-widget="session-sampling"] .usage-widget-count');

describe('upgrading Observe in test mode', () => {
  it('starts on basic: the widget shows the basic limit', async () => {
    await openApp(page, `${app.url}/sites/${siteId}/overview`);
    await expect
      .poll(() => widgetCount().textContent())
      .toBe(`0 / ${formatCount(monthlySessionLimit(2000, days), 'en')}`);
  });

  it('the plans page: products side by side, scale is contact sales, the current plan marked', async () => {
    await openApp(page, `${app.url}/checkout?siteId=${siteId}`);
    await page.getByRole('heading', { name: 'Observe' }).waitFor();
    await expect(page.getByTestId('billing-test-mode').textContent()).resolves.toContain(
      'Test mode — no payment is taken',
    );
    await expect(page.getByTestId('plan-observe-basic').textContent()).resolves.toContain(
      'Current plan',
    );
    await expect(page.getByTestId('plan-ask-scale').textContent()).resolves.toContain(
      'Contact sales',
    );
    // Ask business: the allowance steps of product.md#constants-and-limits, 500 → 100,000 responses.
    const steps = page.getByTestId('plan-ask-business').getByRole('combobox');
    await expect(steps.locator('option').first().textContent()).resolves.toBe(
      '500 responses per month',
    );
    await expect(steps.locator('option').last().textContent()).resolves.toBe(
      '100,000 responses per month',
    );
    await checkA11y(page, 'plans');
  });

  it('choosing plus asks to confirm (test mode), then says it is done', async () => {
    await page
      .getByTestId('plan-observe-plus')
      .getByRole('button', { name: 'Choose Plus' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('no payment is taken');
    await checkA11y(page, 'confirm dialog');
    await dialog.getByRole('button', { name: 'Confirm change' }).click();
    await page.getByRole('status').filter({ hasText: 'Observe is now on Plus.' }).waitFor();
    // The card follows once the subscriptions are fetched again (after the confirmation).
    await page
      .getByTestId('plan-observe-plus')
      .getByRole('button', { name: 'Current plan', disabled: true })
      .waitFor();
  });

  it('the top bar’s sessions widget shows the plus limit', async () => {
    await openApp(page, `${app.url}/sites/${siteId}/overview`);
    await expect
      .poll(() => widgetCount().textContent())
      .toBe(`0 / ${formatCount(monthlySessionLimit(10_000, days), 'en')}`);
  });
});

describe('cancel, then keep', () => {
  it('the subscriptions list shows Observe plus with its renewal', async () => {
    await openApp(page, `${app.url}/settings/subscriptions?siteId=${siteId}`);
    const row = page.getByTestId('subscription-observe');
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Plus');
    await expect(row.textContent()).resolves.toContain('Renews on');
  });

  it('cancel: the plan stays until the period end', async () => {
    await page
      .getByTestId('subscription-observe')
      .getByRole('link', { name: 'Cancel — Observe' })
      .click();
    await page.waitForURL(/\/cancel-subscription\?/);
    await page.getByRole('button', { name: 'Cancel subscription' }).waitFor();
    await checkA11y(page, 'cancel');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('status').filter({ hasText: 'Observe will end on' }).waitFor();
  });

  it('revert: kept on plus', async () => {
    await openApp(page, `${app.url}/settings/subscriptions?siteId=${siteId}`);
    const row = page.getByTestId('subscription-observe');
    await expect.poll(() => row.textContent()).toContain('Ends on');
    await row.getByRole('link', { name: 'Keep subscription — Observe' }).click();
    await page.waitForURL(/\/revert-cancellation\?/);
    await page.getByRole('button', { name: 'Keep my subscription' }).waitFor();
    await checkA11y(page, 'revert');
    await page.getByRole('button', { name: 'Keep my subscription' }).click();
    await page.getByRole('status').filter({ hasText: 'Observe stays on Plus.' }).waitFor();
    await openApp(page, `${app.url}/settings/subscriptions?siteId=${siteId}`);
    await expect
      .poll(() => page.getByTestId('subscription-observe').textContent())
      .toContain('Renews on');
  });
});

describe('the other billing pages', () => {
  it('invoices list the test invoice', async () => {
    await openApp(page, `${app.url}/settings/invoices`);
    await expect.poll(() => page.getByRole('table').textContent()).toContain('Test — not charged');
    await expect(page.getByRole('table').textContent()).resolves.toContain('$39');
  });

  it('payment details show the test card', async () => {
    await openApp(page, `${app.url}/settings/payment-details`);
    await expect
      .poll(() => page.getByTestId('payment-method').textContent())
      .toContain('Test card');
  });

  it.each([
    ['downgrade', '/downgrade-subscription', 'Downgrade'],
    ['yearly offer', '/yearly-discount-offer', 'Switch to annual billing'],
    ['revert offer', '/revert-cancellation-offer', undefined],
    ['reactivation offer', '/reactivation-offer/winback-2026', undefined],
  ])('the %s page opens and passes axe', async (_name, path, button) => {
    await openApp(page, `${app.url}${path}?siteId=${siteId}&product=observe`);
    if (button) await page.getByRole('button', { name: button }).waitFor();
  });
});
