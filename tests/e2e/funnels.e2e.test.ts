/**
 * The funnels page in Chromium: a site with page views opens the funnel editor (the demo shop's
 * example steps); a 3-step funnel is built with the keyboard alone — an empty step refused inline
 * first — and the conversion of each step shows, in the address for a reload; axe on each state.
 * The rows are written directly (sessions of the last hour and their page views).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password';
import { openDatabase } from '../../server/src/db/open';
import { pageIds, pageKey } from '../../server/src/data/sitePages';
import { seedVisitorSessions } from '../../server/src/data/visitorSessionSeed';
import { seedPersona } from '../../server/src/seed/persona';
import { startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser, openApp, signedInPage } from './browser';

const PASSWORD = 'funnel-e2e-password';
const SHOTS = process.env.FUNNEL_SCREENSHOTS;
let app: RunningApp;
let browser: Browser;
let page: Page;
let siteId: number;

/** Three sessions: home → shoes → cart, home → shoes, home. */
const VISITS = [['/', '/shoes', '/cart'], ['/', '/shoes'], ['/']];

async function seedTraffic(db: ReturnType<typeof openDatabase>): Promise<void> {
  const now = Date.now();
  const url = (path: string) => `https://shop.example.com${path}`;
  const pages = await pageIds(
    db,
    ['/', '/shoes', '/cart'].map((p) => ({ siteId, url: url(p) })),
    now,
  );
  for (const [i, paths] of VISITS.entries()) {
    const key = `funnel-e2e-${i}`;
    const start = now - 30 * 60_000 + i * 60_000;
    await seedVisitorSessions(db, siteId, [
      { startedAt: start, sessionKey: key, pageUrl: url(paths[0]!) },
    ]);
    await db
      .insertInto('tracking_events')
      .values(
        paths.map((path, j) => ({
          site_id: siteId,
          session_key: key,
          type: 'page-view' as const,
          at: start + j * 60_000,
          received_at: start + j * 60_000,
          page_id: pages.get(pageKey(siteId, url(path)))!,
        })),
      )
      .execute();
  }
}

beforeAll(async () => {
  app = await startApp({ seed: false });
  browser = await launchBrowser();
  const db = openDatabase(app.dataDir);
  let userId: number;
  try {
    const persona = await seedPersona(db, {
      email: 'funnels@example.com',
      passwordHash: await hashPassword(PASSWORD),
      account: { name: 'Funnels', variant: 'default', admin: true },
      organizations: [{ name: 'Funnel org', access: 'admin', sites: [{ name: 'Shoe shop' }] }],
    });
    siteId = persona.organizations[0]!.sites[0]!.id;
    userId = persona.userId;
    await seedTraffic(db);
  } finally {
    await db.destroy();
  }
  page = await signedInPage(browser, app.url, { email: 'funnels@example.com', password: PASSWORD });
  // The getting-started guide stays out of the way (it is tested in its own file).
  await page.request.post(`${app.url}/api/v1/users/${userId}/app-state`, {
    headers: { origin: app.url },
    data: {
      namespace: 'atv_getting_started_guide',
      key: 'skipped',
      value: 'true',
      site_id: siteId,
    },
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const stepRows = () => page.locator('.funnel-table tbody tr');

async function typeInto(label: string, text: string) {
  await page.getByLabel(label).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text);
}

describe('the funnels page', () => {
  it('builds a 3-step funnel by keyboard and shows each step’s conversion', async () => {
    await openApp(page, `${app.url}/sites/${siteId}/funnels`);
    // The demo shop's example: five steps, answered.
    await page.getByLabel('Step 5: page path').waitFor();
    await expect.poll(() => stepRows().count()).toBe(5);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/funnels-1280.png`, fullPage: true });

    for (const step of [5, 4]) {
      await page.getByRole('button', { name: `Remove step ${step}` }).focus();
      await page.keyboard.press('Enter');
      // Focus does not fall to the page: it lands on the row now last.
      const previous = page.getByLabel(`Step ${step - 1}: page path`);
      await expect.poll(() => previous.evaluate((el) => el === document.activeElement)).toBe(true);
    }
    await typeInto('Step 2: page path', '');
    await page.keyboard.press('Enter');
    const problem = page.getByText('Enter a page path.');
    await problem.waitFor();
    expect(await page.getByLabel('Step 2: page path').getAttribute('aria-invalid')).toBe('true');
    await checkA11y(page, 'a step refused');

    await page.getByLabel('Step 1: how the page matches').focus();
    await page.keyboard.press('Home'); // "Is exactly"
    await typeInto('Step 2: page path', '/shoes');
    await typeInto('Step 3: page path', '/cart');
    await page.keyboard.press('Enter');
    await expect.poll(() => stepRows().count()).toBe(3);
    await expect
      .poll(() => page.locator('.funnel-result figcaption').textContent())
      .toContain('1 of 3 sessions (33.3%) reached the last step');
    const cells = async (row: number) =>
      (await stepRows().nth(row).locator('th, td').allTextContents()).slice(0, 4);
    expect(await cells(0)).toEqual(['1. Is exactly /', '3', '100.0%', '—']);
    expect((await cells(1)).slice(1)).toEqual(['2', '66.7%', '1']);
    expect((await cells(2)).slice(1)).toEqual(['1', '33.3%', '1']);
    const link = stepRows().nth(1).getByRole('link', { name: 'Sessions at step 2' });
    const href = new URL((await link.getAttribute('href'))!, app.url);
    expect(href.pathname).toBe(`/sites/${siteId}/playbacks/list`);
    expect(href.searchParams.get('step')).toBe('2');
    expect(JSON.parse(href.searchParams.get('funnel')!)).toHaveLength(3);
    await checkA11y(page, 'a funnel answered');

    // The funnel is in the address: a reload shows it again.
    expect(JSON.parse(new URL(page.url()).searchParams.get('steps')!)).toEqual([
      { match: 'exact', value: '/' },
      { match: 'startsWith', value: '/shoes' },
      { match: 'startsWith', value: '/cart' },
    ]);
    await openApp(page, page.url());
    await expect.poll(() => stepRows().count()).toBe(3);

    // Broken down by device: one row per device with its sessions at each step.
    await page.getByLabel('Break down by').selectOption('device');
    const byDevice = page.getByRole('region', { name: 'Sessions at each step by Device' });
    await byDevice.locator('tbody tr').first().waitFor();
    expect(
      (await byDevice.locator('tbody tr').first().locator('td').allTextContents()).slice(0, 3),
    ).toEqual(['3', '2', '1']);
    await checkA11y(page, 'a funnel by device');
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/funnels-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
