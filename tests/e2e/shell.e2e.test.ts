/**
 * End to end, in Chromium against the built app served by the real server
 * with a real SQLite database: sign in as the seeded demo user, walk the sidebar in its three
 * modes, see items hide / disable / lock for other seeded personas (product.md#screens-and-routes, product.md#roles-and-permissions), the sidebar
 * collapse below 991 px (product.md#constants-and-limits), the site selector search (product.md#validation), and the 404 page.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona, type PersonaOptions } from '../../server/src/seed/persona';
import { ROOT, startApp, type RunningApp } from '../support/appServer';
import { routeTitle } from '../support/manifestFacts';
import { checkA11y, launchBrowser, openApp } from './browser';

const PASSWORD = 'persona-password';
const SCREENSHOTS = join(ROOT, 'test-results');

let app: RunningApp;
let browser: Browser;
const sites: Record<string, number> = {};

async function persona(options: Omit<PersonaOptions, 'password' | 'passwordHash'>, hash: string) {
  const db = openDatabase(app.dataDir);
  try {
    const seeded = await seedPersona(db, { ...options, passwordHash: hash });
    for (const org of seeded.organizations)
      for (const site of org.sites) sites[`${options.email}/${site.name}`] = site.id;
  } finally {
    await db.destroy();
  }
}

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  const hash = await hashPassword(PASSWORD);
  const site = (name: string, extra = {}) => ({
    name,
    url: `https://${name.toLowerCase().replace(/\W+/g, '-')}.example.com`,
    ...extra,
  });
  await persona(
    {
      email: 'lite@example.com',
      account: { name: 'Lite account', variant: 'lite', admin: false },
      organizations: [
        {
          name: 'Lite org',
          access: 'read',
          permissions: [],
          sites: [site('Lite site', { analyticsAccess: false })],
        },
      ],
    },
    hash,
  );
  await persona(
    {
      email: 'standalone@example.com',
      account: { name: 'VoC account', variant: 'standalone', admin: false },
      organizations: [
        { name: 'VoC org', access: 'write', permissions: [], sites: [site('VoC site')] },
      ],
    },
    hash,
  );
  await persona(
    {
      email: 'multi@example.com',
      account: { name: 'Agency', variant: 'default', admin: true },
      organizations: [
        {
          name: 'Acme Retail',
          access: 'admin',
          permissions: ['surveys-create'],
          sites: [site('Acme shop'), site('Acme blog')],
        },
        {
          name: 'Globex',
          access: 'write',
          permissions: [],
          sites: [site('Globex main', { lastDataAt: null })],
        },
      ],
    },
    hash,
  );
  mkdirSync(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signIn(email: string, password: string, next?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await openApp(page, `${app.url}${next ?? '/'}`);
  await page.waitForURL(/\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await sidebar(page).waitFor();
  await checkA11y(page, 'signed in');
  return page;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });
const item = (page: Page, id: string) => sidebar(page).locator(`[data-item="${id}"]`);

describe('signing in', () => {
  it('sends a signed-out visitor to /login with next, and back there after sign-in', async () => {
    const page = await signIn('demo@example.com', 'demo-password', '/profile/details');
    expect(new URL(page.url()).pathname).toBe('/profile/details');
    await page.context().close();
  });

  it('shows an inline error for a wrong password and stays on /login', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openApp(page, `${app.url}/login`);
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(
      /wrong email or password/i,
    );
    await checkA11y(page, 'wrong password');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});

describe('the shell for the demo user (default variant)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signIn('demo@example.com', 'demo-password');
  });
  afterAll(() => page.context().close());

  it('lands on the site overview with the feature sidebar', async () => {
    expect(new URL(page.url()).pathname).toMatch(/^\/sites\/\d+\/overview$/);
    await expect(sidebar(page).getAttribute('data-mode')).resolves.toBe('feature');
    await expect(item(page, 'get-started').getAttribute('aria-current')).resolves.toBe('page');
    await expect(item(page, 'highlights').count()).resolves.toBe(1);
    // the window title names the page; every item has its icon (generated/icons.css).
    await expect(page.title()).resolves.toBe('Overview · Lodestar');
    await expect(item(page, 'heatmaps').getAttribute('data-icon')).resolves.toBe('flame');
    const mask = await item(page, 'heatmaps').evaluate(
      (el) => getComputedStyle(el, '::before').maskImage,
    );
    expect(mask).toMatch(/^url\("data:image\/svg\+xml/);
    await page.screenshot({ path: join(SCREENSHOTS, 'shell-default.png') });
  });

  it('walks the feature sidebar: a click opens the page, which names itself honestly', async () => {
    await item(page, 'heatmaps').click();
    await page.waitForURL(/\/heatmap\/list$/);
    // The address changes before React has drawn the new page: wait for its heading.
    await page.locator('main h1', { hasText: routeTitle('heatmaps.list') }).waitFor();
    await expect(page.locator('main h1').textContent()).resolves.toContain(
      routeTitle('heatmaps.list'),
    );
    // Its empty state, never a fake chart.
    await page.getByTestId('empty-state').waitFor();
    await expect(item(page, 'heatmaps').getAttribute('aria-current')).resolves.toBe('page');
    await checkA11y(page, 'after a sidebar click');
  });

  it('switches to the settings sidebar on settings routes and the profile sidebar on profile routes', async () => {
    await openApp(page, `${app.url}/settings/organizations`);
    await sidebar(page).waitFor();
    await expect(sidebar(page).getAttribute('data-mode')).resolves.toBe('settings');
    await expect(item(page, 'preferences').count()).resolves.toBe(1); // the demo user is account admin
    await openApp(page, `${app.url}/profile/details`);
    await sidebar(page).waitFor();
    await expect(sidebar(page).getAttribute('data-mode')).resolves.toBe('profile');
    await expect(sidebar(page).getByRole('link', { name: 'Language' }).count()).resolves.toBe(1);
  });

  it('collapses with the toggle, and auto-collapses below 991 px with the toggle hidden', async () => {
    await openApp(page, `${app.url}/sites/${await firstSiteId(page)}/overview`);
    await sidebar(page).waitFor();
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(
      page.getByRole('button', { name: 'Expand sidebar' }).getAttribute('aria-expanded'),
    ).resolves.toBe('false');
    await checkA11y(page, 'sidebar collapsed');
    // the get-started progress stays in sight, compact, when collapsed.
    await expect(item(page, 'get-started').locator('.menu-badge').isVisible()).resolves.toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'shell-collapsed.png') });
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    // product.md#constants-and-limits: 220 px expanded (the sidebar column, border included).
    const column = page.locator('.sidebar-column');
    await expect(column.evaluate((el) => el.getBoundingClientRect().width)).resolves.toBe(220);
    await expect(page.locator('.shell').getAttribute('data-collapsed')).resolves.toBe('false');
    await page.setViewportSize({ width: 900, height: 800 });
    await page.waitForFunction(
      () => document.querySelector('.shell')?.getAttribute('data-collapsed') === 'true',
    );
    await expect(
      page.getByRole('button', { name: /(Collapse|Expand) sidebar/ }).count(),
    ).resolves.toBe(0);
    await checkA11y(page, '900 px wide');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('a phone-width window: the page never scrolls sideways; the top bar and the content scroll inside themselves', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    try {
      await openApp(page, `${app.url}/sites/${await firstSiteId(page)}/overview`);
      await sidebar(page).waitFor();
      const widths = () =>
        page.evaluate(() => {
          const end = document.querySelector<HTMLElement>('.top-bar-end')!;
          return {
            page: document.documentElement.scrollWidth,
            window: innerWidth,
            bar: end.scrollWidth,
            shown: end.clientWidth,
          };
        });
      const { page: pageWidth, window, bar, shown } = await widths();
      expect(pageWidth).toBe(window);
      expect(bar).toBeGreaterThan(shown); // what does not fit is there, a swipe away
      // The last item is reached (scrolled into view) and its menu opens over the page.
      await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
      await checkA11y(page, '390 px wide, account menu open');
      await page.keyboard.press('Escape');
      expect((await widths()).page).toBe(window);
      // Content wider than the window (a table of sites) scrolls inside the content area.
      await openApp(page, `${app.url}/settings/organizations`);
      await page.getByRole('heading', { name: 'Organizations and sites' }).waitFor();
      expect((await widths()).page).toBe(window);
      const content = await page
        .locator('#content')
        .evaluate((el) => ({ scroll: el.scrollWidth, shown: el.clientWidth }));
      expect(content.scroll).toBeGreaterThan(content.shown);
      await checkA11y(page, '390 px wide, a wide settings page');
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it('shows the 404 page for an unknown path and redirects a legacy path', async () => {
    const siteId = await firstSiteId(page);
    await openApp(page, `${app.url}/definitely/not/a/page`);
    await page.getByTestId('status-not-found').waitFor();
    await checkA11y(page, 'not found');
    await openApp(page, `${app.url}/sites/${siteId}/polls/old-report`);
    await page.waitForURL(new RegExp(`/sites/${siteId}/surveys/list$`));
  });

  it('a site the user cannot open: the no-site-access page and no sidebar', async () => {
    await openApp(page, `${app.url}/sites/999999/overview`);
    await page.getByTestId('status-no-site-access').waitFor();
    await expect(sidebar(page).count()).resolves.toBe(0);
    await checkA11y(page, 'no site access');
  });

  it('a signed-in visitor of /register goes home instead of the signup form', async () => {
    await page.goto(`${app.url}/register`);
    await page.waitForURL((url) => url.pathname.startsWith('/sites/'));
    await sidebar(page).waitFor();
  });
});

describe('variants and permissions from seeded data (product.md#roles-and-permissions)', () => {
  it('lite, read access, no analytics access: highlights hidden; trends, funnels, impact locked', async () => {
    const page = await signIn('lite@example.com', PASSWORD);
    await expect(item(page, 'highlights').count()).resolves.toBe(0);
    for (const id of ['trends', 'funnels', 'impact']) {
      await expect(item(page, id).getAttribute('aria-label')).resolves.toMatch(/locked/i);
    }
    await page.screenshot({ path: join(SCREENSHOTS, 'shell-lite.png') });
    // Preferences is for account admins only (product.md#roles-and-permissions): the lite user is not one.
    await openApp(page, `${app.url}/settings/organizations`);
    await sidebar(page).waitFor();
    await expect(item(page, 'preferences').count()).resolves.toBe(0);
    await page.context().close();
  });

  it('standalone voice of customer: its own sidebar, go-back link, new survey disabled without surveys-create', async () => {
    const page = await signIn('standalone@example.com', PASSWORD);
    await expect(item(page, 'heatmaps').count()).resolves.toBe(0);
    await expect(sidebar(page).locator('a[href^="http"]').count()).resolves.toBeGreaterThan(0);
    const newSurvey = sidebar(page).locator('[aria-disabled="true"]');
    await expect(newSurvey.count()).resolves.toBeGreaterThan(0);
    await expect(newSurvey.first().getAttribute('title')).resolves.toBeTruthy();
    await page.context().close();
  });

  it('a site without tracking data shows setup instead of get started', async () => {
    const page = await signIn('multi@example.com', PASSWORD);
    await openApp(page, `${app.url}/sites/${sites['multi@example.com/Globex main']}/overview`);
    await sidebar(page).waitFor();
    await expect(
      sidebar(page)
        .getByRole('link', { name: /set up/i })
        .count(),
    ).resolves.toBe(1);
    await page.context().close();
  });
});

describe('site selector (product.md#screens-and-routes top bar, product.md#validation search)', () => {
  it('fetches on open, searches organization or site names case-insensitively, says when nothing matches', async () => {
    const page = await signIn('multi@example.com', PASSWORD);
    await page.getByTestId('site-selector').click();
    const dialog = page.getByRole('dialog', { name: 'Select a site' });
    await dialog.waitFor();
    await expect(dialog.getByRole('button', { name: 'Globex main' }).count()).resolves.toBe(1);
    await checkA11y(page, 'site selector open');
    const search = dialog.getByRole('searchbox', { name: 'Search organizations and sites' });
    await search.fill('acme');
    await expect(dialog.getByRole('button', { name: 'Globex main' })).toBeDefined();
    await dialog.getByRole('button', { name: 'Globex main' }).waitFor({ state: 'detached' });
    await expect(dialog.getByRole('button', { name: 'Acme blog' }).count()).resolves.toBe(1);
    await page.screenshot({ path: join(SCREENSHOTS, 'shell-site-selector-open.png') });
    await search.fill('GLOBEX');
    await dialog.getByRole('button', { name: 'Globex main' }).waitFor();
    await search.fill('no such thing');
    await dialog.getByRole('status').waitFor();
    await checkA11y(page, 'site selector, nothing matches');
    const box = await dialog.evaluate((el) => el.getBoundingClientRect());
    expect(box.width).toBe(310);
    expect(box.height).toBeLessThanOrEqual(438);
    await search.fill('blog');
    await dialog.getByRole('button', { name: 'Acme blog' }).click();
    await page.waitForURL(new RegExp(`/sites/${sites['multi@example.com/Acme blog']}/`));
    await page.screenshot({ path: join(SCREENSHOTS, 'shell-site-selector.png') });
    await page.context().close();
  });
});

async function firstSiteId(page: Page): Promise<string> {
  const match = /\/sites\/(\d+)\//.exec(
    (await page.locator('a[href*="/sites/"]').first().getAttribute('href')) ?? '',
  );
  if (!match) throw new Error('no site link in the shell');
  return match[1]!;
}
