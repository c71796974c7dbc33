/**
 * The session-limit banner and the top bar's session widget in Chromium (product.md#states-and-transitions
 * "Session-limit banner: shown when usage percentage equals 100 with usage-based pricing on a
 * data page; hidden elsewhere; not dismissible", product.md#errors, product.md#constants-and-limits "Top bar height 56 plus 48 per extra
 * banner", "Counts display plain below 2000, then k, then m").
 *
 * Sites are filled with visitor sessions of this month written straight into the database
 * (server/src/data/visitorSessionSeed.ts): a basic site's limit is 2000 sessions a day times the
 * days of the UTC month (runtime/rules/tracking/sessionUsage.ts), so "full" holds exactly that,
 * "almost" 99 % of it and "small" 1234.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCount, formatShortDate } from '../../runtime/rules/format/intlFormat';
import {
  monthlySessionLimit,
  resetInstant,
  usageMonth,
} from '../../runtime/rules/tracking/sessionUsage';
import { hashPassword } from '../../server/src/auth/password';
import { seedVisitorSessions } from '../../server/src/data/visitorSessionSeed';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona } from '../../server/src/seed/persona';
import { ROOT, startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser, openApp, signedInPage } from './browser';

const PASSWORD = 'session-limit-password';
const SCREENSHOTS = join(ROOT, 'test-results');
const month = usageMonth(Date.now());
/** Basic: 2000 sessions a day (product.md#constants-and-limits) for every day of this month. */
const LIMIT = monthlySessionLimit(2000, month.days);
const ALMOST = (LIMIT * 99) / 100; // a whole number: LIMIT is a multiple of 100
const SMALL = 1234;
/** product.md#errors: the reset date as "MMM D" (English here), counted in UTC like the month. */
const RESET_DATE = formatShortDate(resetInstant(month.nextResetDate), 'en', 'UTC');

let app: RunningApp;
let browser: Browser;
const sites = { full: 0, almost: 0, small: 0, flaglessFull: 0 };

beforeAll(async () => {
  app = await startApp({ seed: false });
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
  const passwordHash = await hashPassword(PASSWORD);
  const db = openDatabase(app.dataDir);
  try {
    const payer = await seedPersona(db, {
      email: 'payer@example.com',
      passwordHash,
      // product.md#roles-and-permissions "usage-based pricing": an account flag (manifests/access.yaml).
      account: {
        name: 'Usage payer',
        variant: 'default',
        admin: true,
        features: ['usage-based-pricing'],
      },
      organizations: [
        {
          name: 'Payer org',
          access: 'admin',
          permissions: [],
          sites: [
            { name: 'Full shop', plan: 'basic' },
            { name: 'Almost shop', plan: 'basic' },
            { name: 'Small shop', plan: 'basic' },
          ],
        },
      ],
    });
    const [full, almost, small] = payer.organizations[0]!.sites;
    sites.full = full!.id;
    sites.almost = almost!.id;
    sites.small = small!.id;
    const flagless = await seedPersona(db, {
      email: 'flagless@example.com',
      passwordHash,
      account: { name: 'Plan payer', variant: 'default', admin: true },
      organizations: [
        { name: 'Flagless org', access: 'admin', sites: [{ name: 'Busy shop', plan: 'basic' }] },
      ],
    });
    sites.flaglessFull = flagless.organizations[0]!.sites[0]!.id;

    // Sessions of this month that have ended (none is in progress), started a minute ago or at
    // the month's first instant, whichever is later.
    const startedAt = Math.max(month.start, Date.now() - 60_000);
    const sessions = (n: number) =>
      Array.from({ length: n }, () => ({ startedAt, endedAt: startedAt }));
    await seedVisitorSessions(db, sites.full, sessions(LIMIT));
    await seedVisitorSessions(db, sites.almost, sessions(ALMOST));
    await seedVisitorSessions(db, sites.small, sessions(SMALL));
    await seedVisitorSessions(db, sites.flaglessFull, sessions(LIMIT));
  } finally {
    await db.destroy();
  }
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const signIn = (email: string) => signedInPage(browser, app.url, { email, password: PASSWORD });

const banner = (page: Page) => page.locator('.session-limit-banner');
const widgetCount = (page: Page) =>
  page.locator('.top-bar [data-widget="session-sampling"] .usage-widget-count');
const height = async (page: Page, selector: string) =>
  (await page.locator(selector).boundingBox())?.height;

/**
 * Opens a page and waits for the month's usage to arrive (the widget draws it): only then can
 * the absence of the banner mean anything.
 */
async function openWithUsage(page: Page, path: string): Promise<void> {
  await openApp(page, `${app.url}${path}`);
  await widgetCount(page).waitFor();
}

describe('the session-limit banner (usage-based pricing)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signIn('payer@example.com');
  });
  afterAll(() => page.context().close());

  it('at 100 % on a data page: paused, the session count, the reset date, an upsell link; the top bar grows by 48 px', async () => {
    await openWithUsage(page, `/sites/${sites.full}/overview`);
    await banner(page).waitFor();
    const text = await banner(page).textContent();
    expect(text).toContain('Data collection has paused');
    expect(text).toContain(`all ${formatCount(LIMIT, 'en')} sessions`); // e.g. "62k"
    expect(text).toContain(`resumes on ${RESET_DATE}`); // e.g. "Mar 1"
    const upsell = banner(page).getByRole('link', { name: 'Upgrade your plan' });
    await expect(upsell.getAttribute('href')).resolves.toBe('/checkout');
    // Not dismissible: nothing in it closes it.
    await expect(banner(page).getByRole('button').count()).resolves.toBe(0);
    // product.md#constants-and-limits: 56 px, plus 48 for the banner; the bar's own row keeps 56.
    await expect.poll(() => height(page, '.shell-top')).toBe(104);
    expect(await height(page, '.session-limit-banner')).toBe(48);
    expect(await height(page, '.top-bar')).toBe(56);
    // The sidebar starts under the grown top bar.
    const sidebar = await page.getByRole('navigation', { name: 'Sidebar' }).boundingBox();
    expect(sidebar?.y).toBeGreaterThanOrEqual(104);
    await checkA11y(page, 'session-limit banner');
    await page.screenshot({ path: join(SCREENSHOTS, 'session-limit-banner.png') });
  });

  it('the widget shows the month’s usage in product.md#constants-and-limits’s count format', async () => {
    const limit = formatCount(LIMIT, 'en');
    await expect(widgetCount(page).textContent()).resolves.toBe(`${limit} / ${limit}`);
    await expect(
      page.locator('.top-bar [data-widget="session-sampling"]').textContent(),
    ).resolves.toContain(`Sessions this month: ${limit} of ${limit} used`);
  });

  it('the upsell link opens the checkout', async () => {
    await banner(page).getByRole('link', { name: 'Upgrade your plan' }).click();
    await page.waitForURL(`${app.url}/checkout`);
  });

  it('not on a settings page of the same site: no banner, 56 px', async () => {
    await openWithUsage(page, `/sites/${sites.full}/settings`);
    await expect(banner(page).count()).resolves.toBe(0);
    expect(await height(page, '.shell-top')).toBe(56);
    // The usage is the same: only the page decides.
    const limit = formatCount(LIMIT, 'en');
    await expect(widgetCount(page).textContent()).resolves.toBe(`${limit} / ${limit}`);
  });

  it('going from a data page to a settings page in the app takes the banner away, and back', async () => {
    await openWithUsage(page, `/sites/${sites.full}/overview`);
    await banner(page).waitFor();
    await page.evaluate('window.__sameDocument = true');
    // The top bar's integrations link: a settings page (the remembered site stays current).
    await page.locator('.top-bar').getByRole('link', { name: 'Integrations' }).click();
    await page.waitForURL(`${app.url}/settings/integrations`);
    await banner(page).waitFor({ state: 'detached' });
    await expect.poll(() => height(page, '.shell-top')).toBe(56);
    await page.goBack();
    await page.waitForURL(`${app.url}/sites/${sites.full}/overview`);
    await banner(page).waitFor();
    await expect.poll(() => height(page, '.shell-top')).toBe(104);
    expect(await page.evaluate('window.__sameDocument')).toBe(true);
  });

  it('not at 99 % on a data page; the widget says 99 % of the limit', async () => {
    await openWithUsage(page, `/sites/${sites.almost}/overview`);
    await expect(banner(page).count()).resolves.toBe(0);
    expect(await height(page, '.shell-top')).toBe(56);
    await expect(widgetCount(page).textContent()).resolves.toBe(
      `${formatCount(ALMOST, 'en')} / ${formatCount(LIMIT, 'en')}`, // e.g. "61.4k / 62k"
    );
  });

  it('counts below 2000 are plain', async () => {
    await openWithUsage(page, `/sites/${sites.small}/overview`);
    await expect(widgetCount(page).textContent()).resolves.toBe(
      `1234 / ${formatCount(LIMIT, 'en')}`,
    );
    await expect(banner(page).count()).resolves.toBe(0);
  });
});

describe('without usage-based pricing', () => {
  it('no banner at 100 % on a data page; the widget still shows the usage', async () => {
    const page = await signIn('flagless@example.com');
    await openWithUsage(page, `/sites/${sites.flaglessFull}/overview`);
    await expect(banner(page).count()).resolves.toBe(0);
    expect(await height(page, '.shell-top')).toBe(56);
    const limit = formatCount(LIMIT, 'en');
    await expect(widgetCount(page).textContent()).resolves.toBe(`${limit} / ${limit}`);
    await page.context().close();
  });
});
