/**
 * Keyboard only, in Chromium against the built app: signing in, every sidebar item
 * (disabled ones included: they must be reachable to tell why), the sidebar toggle, and the top
 * bar's site selector (a non-modal dialog), help and account menus (WAI-ARIA menus: arrow keys,
 * Home / End, typeahead) and language selector (a native select) — reached with Tab / Shift+Tab,
 * operated with Enter / Space / arrow keys where the widget promises them, closed with Escape,
 * focus returned to the control that opened them. No mouse. The open menus and dialog are
 * checked by axe too.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { hashPassword } from '../../server/src/auth/password';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona, type PersonaOptions } from '../../server/src/seed/persona';
import { ROOT, startApp, type RunningApp } from '../support/appServer';
import { routeTitle } from '../support/manifestFacts';
import { checkA11y, launchBrowser, openApp, waitInteractive } from './browser';
import { focused, focusStart, press, pressUntil } from './keys';

const PASSWORD = 'keyboard-password';
const SCREENSHOTS = join(ROOT, 'test-results');

let app: RunningApp;
let browser: Browser;
const sites: Record<string, number> = {};

beforeAll(async () => {
  app = await startApp({ seed: false });
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
  const passwordHash = await hashPassword(PASSWORD);
  const personas: PersonaOptions[] = [
    {
      email: 'keys@example.com',
      passwordHash,
      account: { name: 'Keys account', variant: 'default', admin: true },
      organizations: [
        {
          name: 'Acme Retail',
          access: 'admin',
          permissions: ['surveys-create'],
          sites: [{ name: 'Acme shop' }, { name: 'Acme blog' }],
        },
        { name: 'Globex', access: 'write', sites: [{ name: 'Globex main' }] },
      ],
    },
    {
      // Without surveys-create: the standalone sidebar's "new survey" is disabled (product.md#roles-and-permissions).
      email: 'voc-keys@example.com',
      passwordHash,
      account: { name: 'VoC keys', variant: 'standalone', admin: false },
      organizations: [
        { name: 'VoC org', access: 'write', permissions: [], sites: [{ name: 'VoC site' }] },
      ],
    },
  ];
  const db = openDatabase(app.dataDir);
  try {
    for (const persona of personas) {
      const seeded = await seedPersona(db, persona);
      for (const org of seeded.organizations)
        for (const site of org.sites) sites[site.name] = site.id;
    }
  } finally {
    await db.destroy();
  }
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });

/** The ids of the entries a list draws (menu entries carry data-item), in document order. */
async function entries(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(`${selector} [data-item]`)
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-item') ?? ''));
}

/** Signs in on /login with the keyboard only: the email field has the focus first. */
async function signIn(email: string, next: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // The help menu's links leave for other sites: answered here, never fetched.
  await context.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>outside</title>' }),
  );
  const page = await context.newPage();
  await openApp(page, `${app.url}/login?next=${encodeURIComponent(next)}`);
  await pressUntil(page, 'Tab', 'input:email');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('input:password');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === next);
  await sidebar(page).locator('[data-item]').first().waitFor();
  await waitInteractive(page);
  return page;
}

describe('the sidebar by keyboard', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signIn('keys@example.com', `/sites/${sites['Acme shop']}/overview`);
  });
  afterAll(() => page.context().close());

  it.each([
    ['feature', () => `/sites/${sites['Acme shop']}/overview`],
    ['settings', () => '/settings/organizations'],
    ['profile', () => '/profile/details'],
  ])(
    '%s sidebar: Tab reaches every item in order after the top bar, Shift+Tab walks back',
    async (mode, path) => {
      await openApp(page, `${app.url}${path()}`);
      await expect(sidebar(page).getAttribute('data-mode')).resolves.toBe(mode);
      const items = (await entries(page, 'nav[aria-label="Sidebar"]')).map((id) => `sidebar:${id}`);
      expect(items.length).toBeGreaterThan(3);
      await focusStart(page);
      const forward = await pressUntil(page, 'Tab', 'button:Collapse sidebar');
      // The top bar first (logo, site selector, its links and menus), then the sidebar in order.
      expect(forward[0]).toMatch(/^a:/);
      expect(forward.filter((f) => f.startsWith('sidebar:'))).toEqual(items);
      const backward = await press(page, 'Shift+Tab', items.length);
      expect(backward).toEqual([...items].reverse());
    },
  );

  it('the first Tab shows a skip link; Enter moves the focus to the main content', async () => {
    await openApp(page, `${app.url}/sites/${sites['Acme shop']}/overview`);
    await focusStart(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(skip.evaluate((el) => el.getBoundingClientRect().top >= 0)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('content');
  });

  it('Enter opens the page of the focused item, which becomes the current one', async () => {
    await openApp(page, `${app.url}/sites/${sites['Acme shop']}/overview`);
    await focusStart(page);
    await pressUntil(page, 'Tab', 'sidebar:heatmaps');
    await page.screenshot({ path: join(SCREENSHOTS, 'keyboard-sidebar-focus.png') });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/heatmap\/list$/);
    await page.locator('main h1', { hasText: routeTitle('heatmaps.list') }).waitFor();
    await expect(
      sidebar(page).locator('[data-item="heatmaps"]').getAttribute('aria-current'),
    ).resolves.toBe('page');
    expect(await focused(page)).toBe('sidebar:heatmaps');
    await checkA11y(page, 'after a keyboard navigation');
  });

  it('the toggle collapses and expands with Enter and Space, items still reachable', async () => {
    await focusStart(page);
    await pressUntil(page, 'Tab', 'button:Collapse sidebar');
    await page.keyboard.press('Enter');
    await expect(sidebar(page).getAttribute('data-collapsed')).resolves.toBe('true');
    expect(await focused(page)).toBe('button:Expand sidebar');
    await checkA11y(page, 'sidebar collapsed');
    // Collapsed, the items show their mark only, and are still on the way.
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toMatch(/^sidebar:/);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(sidebar(page).getAttribute('data-collapsed')).resolves.toBe('false');
    expect(await focused(page)).toBe('button:Collapse sidebar');
  });

  it('a disabled item is reachable (its reason is its description) and Enter does nothing', async () => {
    const voc = await signIn('voc-keys@example.com', `/sites/${sites['VoC site']}/overview`);
    const disabled = sidebar(voc).locator('[aria-disabled="true"][data-item]');
    await expect(disabled.count()).resolves.toBeGreaterThan(0);
    const id = (await disabled.first().getAttribute('data-item'))!;
    await expect(disabled.first().getAttribute('title')).resolves.toBeTruthy();
    const items = (await entries(voc, 'nav[aria-label="Sidebar"]')).map((i) => `sidebar:${i}`);
    await focusStart(voc);
    const forward = await pressUntil(voc, 'Tab', 'button:Collapse sidebar');
    expect(forward.filter((f) => f.startsWith('sidebar:'))).toEqual(items);
    await focusStart(voc);
    await pressUntil(voc, 'Tab', `sidebar:${id}`);
    const before = voc.url();
    await voc.keyboard.press('Enter');
    await voc.waitForTimeout(200);
    expect(voc.url()).toBe(before);
    await voc.context().close();
  });
});

describe('the top bar by keyboard', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signIn('keys@example.com', `/sites/${sites['Acme shop']}/overview`);
  });
  afterAll(() => page.context().close());

  it('site selector: Enter opens the dialog on its search box, Tab and arrow keys walk the sites, Escape closes', async () => {
    const trigger = 'button:Select a site: Acme shop';
    await focusStart(page);
    await pressUntil(page, 'Tab', trigger);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Select a site' });
    await dialog.getByRole('button', { name: 'Globex main' }).waitFor();
    expect(await focused(page)).toBe('input:Search organizations and sites');
    await checkA11y(page, 'site selector open');
    // Tab through every site and back to the search box.
    const names = ['Acme shop', 'Acme blog', 'Globex main'].map((n) => `button:${n}`);
    expect(await press(page, 'Tab', 3)).toEqual(names);
    expect(await press(page, 'Shift+Tab', 3)).toEqual([
      'button:Acme blog',
      'button:Acme shop',
      'input:Search organizations and sites',
    ]);
    // Arrow keys move like a list: down through the sites, End (the add-new-site link at the
    // foot, product.md#roles-and-permissions) / Home, up to the search box.
    expect(await press(page, 'ArrowDown', 3)).toEqual(names);
    expect(await press(page, 'Home', 1)).toEqual(['button:Acme shop']);
    expect(await press(page, 'End', 1)).toEqual(['a:+ Add new site']);
    expect(await press(page, 'ArrowUp', 4)).toEqual([
      'button:Globex main',
      'button:Acme blog',
      'button:Acme shop',
      'input:Search organizations and sites',
    ]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe(trigger);
  });

  it('site selector: type to search, Tab to a site, Enter opens it; the focus stays on the selector', async () => {
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Select a site' });
    await dialog.waitFor();
    await page.keyboard.type('blog');
    await dialog.getByRole('button', { name: 'Globex main' }).waitFor({ state: 'detached' });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button:Acme blog');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/sites/${sites['Acme blog']}/overview$`));
    await dialog.waitFor({ state: 'detached' });
    // The selector names the new site once it has loaded.
    await expect.poll(() => focused(page)).toBe('button:Select a site: Acme blog');
  });

  it('help menu: Enter opens it on its first item, arrow keys / Home / End / typeahead move, Escape closes', async () => {
    await focusStart(page);
    await pressUntil(page, 'Tab', 'button:Help');
    await page.keyboard.press('Enter');
    const help = page.locator('[data-menu="help-menu"]');
    const menu = page.getByRole('menu', { name: 'Help' });
    // The menu library and the open menu are their own chunk: the menu arrives a moment later.
    await menu.locator('[data-item]').first().waitFor();
    await expect(
      help.getByRole('button', { name: 'Help' }).getAttribute('aria-expanded'),
    ).resolves.toBe('true');
    const items = await entries(page, '[data-menu="help-menu"] [role="menu"]');
    expect(items.length).toBeGreaterThan(2);
    await expect(menu.getByRole('menuitem').count()).resolves.toBe(items.length);
    // The first item has the focus; "Get help" is built: an enabled action.
    await expect.poll(() => focused(page)).toBe(`menu:${items[0]}`);
    const first = menu.locator(`[data-item="${items[0]}"]`);
    await expect(first.getAttribute('aria-disabled')).resolves.toBeNull();
    await checkA11y(page, 'help menu open');
    const all = items.map((i) => `menu:${i}`);
    // Down through every item, wrapping to the first; up wraps to the last.
    expect(await press(page, 'ArrowDown', items.length)).toEqual([...all.slice(1), all[0]]);
    expect(await press(page, 'ArrowUp', 1)).toEqual([all.at(-1)]);
    expect(await press(page, 'Home', 1)).toEqual([all[0]]);
    expect(await press(page, 'End', 1)).toEqual([all.at(-1)]);
    // Tab does not leave an open menu (the arrow keys move in it).
    expect(await press(page, 'Tab', 1)).toEqual([all.at(-1)]);
    // Typeahead: the first item whose label starts with the letters typed.
    await page.keyboard.press('Home');
    await page.keyboard.type('b');
    expect(await focused(page)).toBe('menu:browse-guides');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('button:Help');

    // ArrowDown opens it too; Enter on an outside link opens it in a new tab and closes the menu.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toBe(`menu:${items[0]}`);
    await pressUntil(page, 'ArrowDown', 'menu:browse-guides', items.length);
    await page.screenshot({ path: join(SCREENSHOTS, 'keyboard-help-menu.png') });
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.keyboard.press('Enter'),
    ]);
    await tab.close();
    await menu.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('button:Help');
  });

  it('Enter on get help opens the contact form, Escape closes it back to Help; the menu closes when the focus leaves it', async () => {
    await page.keyboard.press('Space');
    const menu = page.getByRole('menu', { name: 'Help' });
    await menu.waitFor();
    await expect.poll(() => focused(page)).toBe('menu:get-help');
    // get help opens support (the contact form dialog), the focus inside it.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Contact support' });
    await dialog.waitFor();
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')))
      .toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('button:Help');
    await page.keyboard.press('Space');
    await menu.waitFor();
    await expect.poll(() => focused(page)).toBe('menu:get-help');
    // Non-modal: the focus may go elsewhere (a click, a screen reader), and the menu closes.
    await page.getByRole('combobox', { name: 'Language' }).focus();
    await menu.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('select:Language');
  });

  it('language selector: the arrow keys choose a language, which the interface takes', async () => {
    await focusStart(page);
    // Found by its class: its name changes with the language.
    const select = page.locator('select.language-selector');
    // The next tests name the top bar's controls in English: a failure here must not leave the
    // page in German for them.
    onTestFinished(async () => {
      if ((await select.inputValue()) === 'en') return;
      await select.selectOption('en');
      await expect.poll(() => page.evaluate('document.documentElement.lang')).toBe('en');
    });
    await pressUntil(page, 'Tab', 'select:Language');
    await expect(select.inputValue()).resolves.toBe('en');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => select.inputValue()).toBe('de');
    await expect.poll(() => page.evaluate('document.documentElement.lang')).toBe('de');
    await expect.poll(() => select.getAttribute('aria-busy')).toBeNull(); // saved
    // Still focused, and now named in German.
    expect(await focused(page)).toBe('select:Sprache');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => select.inputValue()).toBe('en');
    await expect.poll(() => page.evaluate('document.documentElement.lang')).toBe('en');
  });

  it('account menu: Enter opens it, arrow keys / Home / End walk it, Escape closes, Enter opens a page', async () => {
    await focusStart(page);
    await pressUntil(page, 'Tab', 'button:Account');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Account' });
    await menu.locator('[data-item]').first().waitFor();
    const items = await entries(page, '[data-menu="account-menu"] [role="menu"]');
    expect(items).toContain('logout');
    await expect(menu.getByRole('menuitem').count()).resolves.toBe(items.length);
    // Its group of settings pages is a labelled group of menu items.
    await expect(menu.getByRole('group').count()).resolves.toBeGreaterThan(0);
    await checkA11y(page, 'account menu open');
    const all = items.map((i) => `menu:${i}`);
    await expect.poll(() => focused(page)).toBe(all[0]);
    expect(await press(page, 'ArrowDown', items.length - 1)).toEqual(all.slice(1));
    expect(await press(page, 'Home', 1)).toEqual([all[0]]);
    expect(await press(page, 'End', 1)).toEqual([all.at(-1)]);
    expect(await press(page, 'ArrowUp', items.length - 1)).toEqual(all.slice(0, -1).reverse());
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('button:Account');

    await page.keyboard.press('Space');
    await menu.waitFor();
    await expect.poll(() => focused(page)).toBe(all[0]);
    await pressUntil(page, 'ArrowDown', 'menu:profile-details', items.length);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/profile/details');
    await menu.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('button:Account');
    await checkA11y(page, 'profile page, opened from the account menu');
  });

  it('account menu: Sign out by keyboard', async () => {
    await page.keyboard.press('Enter');
    await pressUntil(page, 'ArrowDown', 'menu:logout');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/login');
    await waitInteractive(page);
  });
});
