/**
 * Every offered language in Chromium: switching from the selector redraws the shell
 * (sidebar, top bar, menus, the window title) in place, without a navigation; a reload is
 * server-rendered in that language; register and login speak `?locale=`; a failed save keeps
 * the language and says so with the danger toast of product.md#errors (profile:language.update-error).
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

const PASSWORD = 'languages-password';
const SCREENSHOTS = join(ROOT, 'test-results');
let app: RunningApp;
let browser: Browser;
let siteId: number;

beforeAll(async () => {
  app = await startApp({ seed: false });
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
  const db = openDatabase(app.dataDir);
  try {
    const seeded = await seedPersona(db, {
      email: 'polyglot@example.com',
      passwordHash: await hashPassword(PASSWORD),
      // The alternative set of product.md#constants-and-limits (with ja): manifests/app.yaml alternativeWhen.
      account: {
        name: 'Polyglot',
        variant: 'default',
        admin: true,
        features: ['alternative_languages'],
      },
      organizations: [
        { name: 'Polyglot org', access: 'admin', permissions: [], sites: [{ name: 'Shop' }] },
      ],
    });
    siteId = seeded.organizations[0]!.sites[0]!.id;
  } finally {
    await db.destroy();
  }
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signIn(): Promise<Page> {
  const page = await signedInPage(browser, app.url, {
    email: 'polyglot@example.com',
    password: PASSWORD,
  });
  await openApp(page, `${app.url}/sites/${siteId}/overview`);
  return page;
}

const selector = (page: Page) => page.locator('select.language-selector');
const sidebarItem = (page: Page, id: string) =>
  page.locator(`nav.sidebar [data-item="${id}"]`).first();

/** Chooses a language and waits until the sidebar speaks it; the page must not be reloaded. */
async function switchTo(page: Page, language: string, recordings: string) {
  await page.evaluate('window.__sameDocument = true');
  await selector(page).selectOption(language);
  await expect.poll(() => sidebarItem(page, 'recordings').textContent()).toBe(recordings);
  await expect.poll(() => page.evaluate('document.documentElement.lang')).toBe(language);
  expect(await page.evaluate('window.__sameDocument')).toBe(true);
}

describe('switching the language', () => {
  let page: Page;
  /** Translation files the page asked for since the last look. */
  const fetched: string[] = [];
  const takeFetched = () => fetched.splice(0);
  beforeAll(async () => {
    page = await signIn();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/locales/')) fetched.push(path);
    });
  });
  afterAll(() => page.context().close());

  it('offers the alternative set to this account, and development languages off production', async () => {
    const offered = await selector(page)
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(offered.slice(0, 5)).toEqual(['en', 'de', 'es', 'ja', 'fr']);
    expect(offered).toContain('cimode'); // NODE_ENV=test: product.md#constants-and-limits "dev mode adds … it and cimode"
  });

  it('to de: sidebar, top bar, menus and the window title, without a navigation', async () => {
    takeFetched();
    await switchTo(page, 'de', menuLabel('playbacks.index', 'de'));
    // Only German files: a complete language needs no English fallback.
    const files = takeFetched();
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => !f.startsWith('/locales/de/'))).toEqual([]);
    await expect(page.getByRole('navigation', { name: 'Seitenleiste' }).count()).resolves.toBe(1);
    await expect.poll(() => page.title()).toBe('Übersicht · Lodestar');
    await page.getByRole('button', { name: 'Hilfe' }).click();
    await page.getByRole('menu', { name: 'Hilfe' }).waitFor();
    await checkA11y(page, 'de, help menu open');
    await page.keyboard.press('Escape');
    await page.screenshot({ path: join(SCREENSHOTS, 'languages-de.png') });
  });

  it('to ja, then a reload is server-rendered in ja before any script runs', async () => {
    await switchTo(page, 'ja', menuLabel('playbacks.index', 'ja'));
    await expect.poll(() => page.title()).toBe('概要 · Lodestar');
    await page.getByRole('button', { name: 'ヘルプ' }).waitFor();
    await checkA11y(page, 'ja');
    await page.screenshot({ path: join(SCREENSHOTS, 'languages-ja.png') });
    // The saved choice: the server's page is already Japanese (no flash of English).
    const html = await (
      await page.request.get(page.url(), { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain('<html lang="ja" data-language="server"');
    expect(html).toContain(menuLabel('playbacks.index', 'ja'));
    expect(html).not.toContain('>Recordings<');
    takeFetched();
    await page.reload();
    await waitInteractive(page);
    expect(takeFetched().filter((f) => !f.startsWith('/locales/ja/'))).toEqual([]);
    expect(await sidebarItem(page, 'recordings').textContent()).toBe(
      menuLabel('playbacks.index', 'ja'),
    );
  });

  it('a failed save shows the danger toast in the current language and keeps it', async () => {
    await page.route('**/api/v1/users/*/locale', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'internal', message: 'Failed.' }),
      }),
    );
    await selector(page).selectOption('fr');
    const toast = page.getByRole('alert').filter({ hasText: '言語を変更できませんでした' });
    await toast.waitFor();
    await checkA11y(page, 'language error toast');
    expect(await page.evaluate('document.documentElement.lang')).toBe('ja');
    await expect.poll(() => selector(page).inputValue()).toBe('ja');
    expect(await sidebarItem(page, 'recordings').textContent()).toBe(
      menuLabel('playbacks.index', 'ja'),
    );
    await page.unroute('**/api/v1/users/*/locale');
    // Back to English for whoever opens this account next.
    await switchTo(page, 'en', menuLabel('playbacks.index'));
  });
});

describe('signed-out pages in the visitor language', () => {
  it('register and login in de via ?locale=de', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openApp(page, `${app.url}/register?locale=de`);
    // The headline of the signup source (product.md#calls register/source), in German too.
    await page.getByRole('heading', { name: 'Erstellen Sie Ihr kostenloses Konto' }).waitFor();
    await page.getByRole('button', { name: 'Registrieren', exact: true }).waitFor();
    expect(await page.evaluate('document.documentElement.lang')).toBe('de');
    await page.screenshot({ path: join(SCREENSHOTS, 'languages-register-de.png') });
    // Signing up from this page stores German as the new user's language.
    await page.getByLabel('Vollständiger Name').fill('Erika Mustermann');
    await page.getByLabel('Geschäftliche E-Mail-Adresse').fill('erika@example.com');
    await page.getByLabel('Passwort').fill('ein-langes-passwort');
    await page.getByLabel('Ihre Website').fill('erika.example.com');
    await page.getByLabel(/Ich akzeptiere die Nutzungsbedingungen/).check();
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/onboarding');
    const session = await page.request.get(`${app.url}/api/v1/session`);
    expect((await session.json()).user.locale).toBe('de');
    await context.clearCookies();
    await openApp(page, `${app.url}/login?locale=de`);
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    await context.close();
  });

  it('the browser language (Accept-Language) when it is offered', async () => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    const answer = await page.goto(`${app.url}/login`);
    // The server drew it in Spanish, its <title> too, before any script ran.
    expect(await answer!.text()).toContain('<title>Iniciar sesión · Lodestar</title>');
    await openApp(page, `${app.url}/login`);
    expect(await page.evaluate('document.documentElement.lang')).toBe('es');
    await expect(page.title()).resolves.toBe('Iniciar sesión · Lodestar');
    await context.close();
  });
});
