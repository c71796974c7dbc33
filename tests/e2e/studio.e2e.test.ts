/**
 * `/studio`: the persona matrix. startApp() runs the server outside development
 * (NODE_ENV=test), so previews need the `preview` permission: a previewer seeded with it opens
 * the matrix, chooses lite, standalone and default-admin, and sees highlights — which
 * `lodestar explain menu --variant lite` hides (predicate not-lite) — marked hidden in the lite
 * column and shown in the default-admin one; focusing an item's state shows its reason. The
 * seeded demo user, without the permission, gets the no-access page. Below the matrix, every
 * declared analysis page (invariants over generated/bundle/analysis-pages.json: each listed,
 * with as many widget rows as it declares, each widget's measures by their English labels),
 * linked to the demo site once the demo tour made one. Screenshots at 1280 and 390 px.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/auth/password';
import { openDatabase } from '../../server/src/db/open';
import { seedPersona } from '../../server/src/seed/persona';
import type { AnalysisPageDeclaration, SemanticLayer } from '../../contracts/analysis';
import { routeList } from '../../generated/routes';
import type { ResolvedItem } from '../../runtime/rules/menus/resolveMenu';
import { ROOT, startApp, type RunningApp } from '../support/appServer';
import { textOf } from '../support/manifestFacts';
import { checkA11y, launchBrowser, openApp, signedInPage, waitInteractive } from './browser';

const bundle = <T>(name: string) =>
  JSON.parse(readFileSync(join(ROOT, 'generated/bundle', `${name}.json`), 'utf8')) as T;
const layer = bundle<SemanticLayer>('semantic-layer');
const declaredPages = bundle<{ pages: AnalysisPageDeclaration[] }>('analysis-pages').pages;

const PASSWORD = 'studio-password';
const EMAIL = 'studio@example.com';
const SETTLE = { timeout: 10_000 };
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp(); // with the demo seed: demo@example.com has no preview permission
  browser = await launchBrowser();
  const db = openDatabase(app.dataDir);
  try {
    await seedPersona(db, {
      email: EMAIL,
      passwordHash: await hashPassword(PASSWORD),
      account: { name: 'Studio', variant: 'default', admin: true },
      organizations: [
        {
          name: 'Studio org',
          access: 'admin',
          permissions: ['preview', 'surveys-create', 'feedbacks-create'],
          sites: [{ name: 'studio-shop.example' }],
        },
      ],
    });
  } finally {
    await db.destroy();
  }
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** The state `explain menu --json` gives a sidebar item for the lite persona of personas.yaml. */
function explainedForLite(id: string): string | undefined {
  const args = [
    'explain',
    'menu',
    '--placement=sidebar',
    '--mode=feature',
    '--variant=lite',
    '--flag=cs_lite',
    '--permission=feedbacks-create',
    '--permission=surveys-create',
    '--org-access=admin',
    '--account-admin',
    '--analytics-access',
    '--plan=basic',
    '--tracking=active',
    '--locale=en',
    '--json',
  ];
  const out = execFileSync(process.execPath, [join(ROOT, 'bin/lodestar.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const items = (JSON.parse(out) as { items: ResolvedItem[] }).items;
  return items.find((i) => i.id === id)?.state;
}

describe('/studio', () => {
  it('shows each chosen persona’s menus with every item’s state and reason', async () => {
    expect(explainedForLite('highlights')).toBe('hidden');
    const page = await signedInPage(browser, app.url, { email: EMAIL, password: PASSWORD });
    await openApp(page, `${app.url}/studio`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), SETTLE)
      .toBe('Persona studio');

    // The first four personas are on by default; choose lite, standalone and default-admin.
    const picker = page.getByRole('group', { name: 'Personas' });
    await expect.poll(() => picker.getByRole('checkbox', { checked: true }).count()).toBe(4);
    // Clicks, not setChecked: a box is controlled by the address, which the router updates
    // after the click's event, so the box reads its old state for a moment; the URL is awaited.
    for (const id of ['default-admin', 'lite', 'standalone'])
      expect(await picker.getByLabel(id, { exact: true }).isChecked()).toBe(true);
    await picker.getByLabel('cross-sell', { exact: true }).click();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('personas'))
      .toBe('default-admin,lite,standalone');
    await expect.poll(() => page.locator('[data-persona]').count()).toBe(3);

    const item = (persona: string, id: string) =>
      page.locator(`[data-persona="${persona}"] [data-placement="sidebar"] li[data-item="${id}"]`);
    await expect
      .poll(() => item('lite', 'highlights').getAttribute('data-state'), SETTLE)
      .toBe('hidden');
    await expect
      .poll(() => item('default-admin', 'highlights').getAttribute('data-state'))
      .toBe('shown');
    // The shown item is drawn by the shell's own entry; the hidden one is listed, greyed.
    expect(await item('default-admin', 'highlights').locator('a.menu-item').count()).toBe(1);
    expect(await item('lite', 'highlights').locator('a.menu-item').count()).toBe(0);

    // Keyboard: focusing the state shows the reason, `explain menu`'s words among it: whichever
    // declaration hides the item (a gate or the variant's hidden features), it names the variant.
    const state = item('lite', 'highlights')
      .getByRole('button', { name: /hidden$/ })
      .first();
    await state.focus();
    const tooltip = page.getByRole('tooltip');
    await expect.poll(() => tooltip.textContent(), SETTLE).toContain('variant lite');
    await page.keyboard.press('Escape');

    await checkA11y(page, 'studio');
    await page.context().close();
  });

  it('lists every declared analysis page with its routes and widgets', async () => {
    const page = await signedInPage(browser, app.url, { email: EMAIL, password: PASSWORD });
    await openApp(page, `${app.url}/studio`);
    await waitInteractive(page);
    const section = page.locator('[data-studio="analysis-pages"]');
    await section.getByRole('heading', { level: 2, name: textOf('studio:pages.title') }).waitFor();
    await expect
      .poll(() => section.locator('[data-analysis-page]').count())
      .toBe(declaredPages.length);
    for (const declared of declaredPages) {
      const card = section.locator(`[data-analysis-page="${declared.id}"]`);
      expect(await card.getByRole('heading', { level: 3 }).textContent()).toContain(
        textOf(declared.title),
      );
      const rows = card.locator('tbody tr[data-widget]');
      expect(await rows.count()).toBe(declared.widgets.length);
      for (const widget of declared.widgets) {
        const cells = await card.locator(`tbody tr[data-widget="${widget.id}"]`).textContent();
        for (const id of widget.measures)
          expect(cells).toContain(textOf(layer.measures.find((m) => m.id === id)!.label));
      }
      // Every route declared to show the page is listed with its path.
      for (const route of routeList.filter(
        (r) => r.shows && 'analysis' in r.shows && r.shows.analysis === declared.id,
      ))
        expect(await card.locator(`[data-route="${route.name}"]`).textContent()).toContain(
          route.path,
        );
    }
    // No demo site yet: no page links there.
    expect(await section.getByRole('link').count()).toBe(0);

    // The demo tour adds the demo site to the user's sites: each route that needs only a site
    // now opens on it, and the link leads to the page drawing it.
    const tour = await page.request.post(`${app.url}/api/v1/activation/product_tour/users`, {
      headers: { origin: app.url },
    });
    expect([201, 409]).toContain(tour.status());
    const { demoSiteId } = (await tour.json()) as { demoSiteId: number };
    await openApp(page, `${app.url}/studio`);
    await waitInteractive(page);
    const links = section.getByRole('link');
    await expect.poll(() => links.count(), SETTLE).toBeGreaterThan(0);
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    for (const href of hrefs) expect(href).toMatch(new RegExp(`^/sites/${demoSiteId}/`));

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await checkA11y(page, `studio analysis pages, ${width} px`);
      await section.screenshot({ path: join(ROOT, 'test-results', `studio-pages-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // The keyboard reaches the first link and follows it to the page on the demo site.
    await links.first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/sites/${demoSiteId}/`));
    expect(new URL(page.url()).pathname).toBe(hrefs[0]);
    await page.context().close();
  });

  it('is the no-access page for a user who may not preview', async () => {
    const page = await signedInPage(browser, app.url, {
      email: 'demo@example.com',
      password: 'demo-password',
    });
    await openApp(page, `${app.url}/studio`);
    await expect.poll(() => page.getByTestId('status-forbidden').count(), SETTLE).toBe(1);
    expect(await page.locator('[data-persona]').count()).toBe(0);
    await page.context().close();
  });
});
