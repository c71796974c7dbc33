/**
 * Installation as one fact of the site, live in every open tab: two tabs of one browser on two
 * pages of a site without data (the recordings list and the dashboard) both show the install
 * calls to action and the not-installed notice; when a customer's page sends its first events,
 * both drop them without a reload and within the polling interval, the sidebar offers "Get
 * started", the top bar's usage counts the new sessions, and the dashboard shows the post-install
 * card. After a reload the recordings teaser draws one card per session in progress.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona } from '../../server/src/seed/persona';
import { ROOT, startApp, type RunningApp } from '../support/appServer';
import { menuLabel } from '../support/manifestFacts';
import { checkA11y, launchBrowser, openApp, signedInPage, waitInteractive } from './browser';

const PASSWORD = 'install-state-password';
const SCREENSHOTS = join(ROOT, 'test-results');
/** The site query polls every 10 s while not installed; the other tab hears at once. */
const WITHIN_POLL = { timeout: 15_000 };
let app: RunningApp;
let browser: Browser;
let siteId: number;

beforeAll(async () => {
  app = await startApp({ seed: false });
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
  const db = openDatabase(app.dataDir);
  try {
    const owner = await seedPersona(db, {
      email: 'waiting@example.com',
      passwordHash: await hashPassword(PASSWORD),
      account: { name: 'Waiting', variant: 'default', admin: true },
      organizations: [
        {
          name: 'Waiting org',
          access: 'admin',
          permissions: [],
          sites: [{ name: 'Waiting shop', url: 'https://shop.example.com', lastDataAt: null }],
        },
      ],
    });
    siteId = owner.organizations[0]!.sites[0]!.id;
  } finally {
    await db.destroy();
  }
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A page view of a visitor's session, as the snippet on the customer's page sends it. */
async function pageView(session: string): Promise<void> {
  const answer = await fetch(`${app.url}/api/v1/sites/${siteId}/tracking-events`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'https://shop.example.com',
      'sec-fetch-site': 'cross-site',
      'user-agent':
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    },
    body: JSON.stringify({
      type: 'session-start',
      session,
      visitor: `visitor-${session}`,
      newVisitor: true,
      url: 'https://shop.example.com/pricing',
      language: 'de-DE',
      at: Date.now(),
    }),
  });
  expect(answer.status).toBe(202);
}

const installButtons = (page: Page) =>
  page.getByRole('button', { name: 'Install tracking code', exact: true });
/** The not-installed notice, or the full overlay of the setup experiment's treatment. */
const notice = (page: Page) =>
  page.locator('[data-testid="empty-state-notice"], [data-testid="empty-state-overlay"]');
const usageCount = (page: Page) =>
  page.locator('.top-bar [data-widget="session-sampling"] .usage-widget-count');
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });

async function open(page: Page, path: string): Promise<void> {
  await openApp(page, `${app.url}/sites/${siteId}/${path}`);
  await waitInteractive(page);
  await page.getByTestId('empty-state').waitFor();
  await usageCount(page).waitFor();
}

describe('installation, live in every open tab', () => {
  it('both tabs drop the install calls to action without a reload; a reload shows the teaser', async () => {
    const recordings = await signedInPage(browser, app.url, {
      email: 'waiting@example.com',
      password: PASSWORD,
    });
    const dashboard = await recordings.context().newPage();
    await open(recordings, 'playbacks/list');
    await open(dashboard, 'dashboard');
    for (const page of [recordings, dashboard]) {
      await installButtons(page).first().waitFor();
      await sidebar(page).getByRole('link', { name: 'Set up' }).waitFor();
      await expect(usageCount(page).textContent()).resolves.toMatch(/^0 \//);
    }
    await notice(recordings).first().waitFor();
    await checkA11y(recordings, 'recordings, not installed');
    await checkA11y(dashboard, 'dashboard, not installed');
    for (const page of [recordings, dashboard]) await page.evaluate('window.__sameDocument = true');

    await pageView('sessionInstall01');
    await pageView('sessionInstall02');

    for (const page of [recordings, dashboard]) {
      await sidebar(page)
        .getByRole('link', { name: menuLabel('overview.index') })
        .waitFor(WITHIN_POLL);
      await expect.poll(() => installButtons(page).count(), WITHIN_POLL).toBe(0);
      await expect.poll(() => notice(page).count(), WITHIN_POLL).toBe(0);
      await expect.poll(() => usageCount(page).textContent(), WITHIN_POLL).toMatch(/^2 \//);
      expect(await page.evaluate('window.__sameDocument')).toBe(true);
    }
    await dashboard.getByTestId('post-install-card').waitFor(WITHIN_POLL);
    await checkA11y(dashboard, 'dashboard, installed');
    await dashboard.screenshot({ path: join(SCREENSHOTS, 'installState-dashboard.png') });

    await recordings.reload();
    await waitInteractive(recordings);
    const teaser = recordings.getByTestId('sessions-teaser');
    await teaser.getByText('2 active sessions right now').waitFor(WITHIN_POLL);
    await expect
      .poll(() => teaser.locator('.empty-state-teaser-card').count(), WITHIN_POLL)
      .toBe(2);
    expect(await installButtons(recordings).count()).toBe(0);
    await checkA11y(recordings, 'recordings, sessions in progress');
    await recordings.screenshot({ path: join(SCREENSHOTS, 'installState-recordings.png') });
  }, 120_000);
});
