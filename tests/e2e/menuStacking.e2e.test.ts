/**
 * End to end, in Chromium: below 1400 px the getting-started sidebar floats over the page, and
 * every top-bar menu still opens above it — its last item takes a real click (Playwright refuses
 * a click another element would receive). One case per width × menu. The language selector is
 * a native select and, while the guide is open, help is the guide's own button: neither is a
 * menu drawn by the page.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona } from '../../server/src/seed/persona';
import { startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser, openApp, signedInPage } from './browser';

const PASSWORD = 'stacking-password';
let app: RunningApp;
let browser: Browser;
let siteId: number;

beforeAll(async () => {
  app = await startApp({ seed: false });
  browser = await launchBrowser();
  const db = openDatabase(app.dataDir);
  try {
    const persona = await seedPersona(db, {
      email: 'stacking@example.com',
      passwordHash: await hashPassword(PASSWORD),
      account: { name: 'Stacking', variant: 'default', admin: true },
      organizations: [
        { name: 'Stacking org', access: 'admin', sites: [{ name: 'First' }, { name: 'Second' }] },
      ],
    });
    siteId = persona.organizations[0]!.sites[0]!.id;
  } finally {
    await db.destroy();
  }
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Each top-bar menu: its button, the last item of what it opens, and what clicking it does. */
const MENUS: {
  menu: string;
  button: RegExp;
  last: (page: Page) => Locator;
  done: (page: Page) => Promise<unknown>;
}[] = [
  {
    menu: 'account',
    button: /^Account$/,
    last: (page) => page.getByRole('menuitem', { name: 'Sign out' }),
    done: (page) => page.waitForURL((url) => url.pathname === '/login'),
  },
  {
    menu: 'site selector',
    button: /^Select a site/,
    last: (page) => page.locator('.site-panel').locator('a, button, [role="option"]').last(),
    done: (page) => page.locator('.site-panel').waitFor({ state: 'detached' }),
  },
];

const CASES = [1024, 1280].flatMap((width) => MENUS.map((menu) => ({ width, ...menu })));

describe('top-bar menus stack above the getting-started sidebar', () => {
  it.each(CASES)('$width px: the $menu menu’s last item is clickable', async (c) => {
    const page = await signedInPage(browser, app.url, {
      email: 'stacking@example.com',
      password: PASSWORD,
    });
    await page.setViewportSize({ width: c.width, height: 800 });
    await openApp(page, `${app.url}/sites/${siteId}/playbacks/list`);
    const guide = page.getByTestId('getting-started-sidebar');
    await guide.waitFor();
    expect(await guide.getAttribute('data-floating')).toBe('true');

    await page.getByRole('button', { name: c.button }).first().click();
    const last = c.last(page);
    await last.waitFor();
    await checkA11y(page, `${c.menu} menu open at ${c.width} px`);
    await last.click({ timeout: 3000 });
    await c.done(page);
    await page.context().close();
  });
});
