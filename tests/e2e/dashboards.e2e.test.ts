/**
 * The team's dashboards in Chromium, as the demo user on their own site (the demo site is read
 * only, so nobody makes dashboards there): create one from a template, add a widget from the
 * gallery, move it, rename the dashboard and delete it — each change saved at once and read
 * back from the page; a trend saved from the trends page, by keyboard, to a new dashboard and
 * again to that one. Axe on each page, screenshots at 1280 and 390 px. The template, its
 * widgets and the layer are read from the manifests' bundles.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldsOf, type WidgetDeclaration, type WidgetFilter } from '../../contracts/analysis';
import { APP_REQUEST_HEADER, APP_REQUEST_HEADER_VALUE } from '../../contracts/requestHeaders';
import { trendsPath } from '../../runtime/rules/analysis/trendAddress';
import { seedVisitorSessions } from '../../server/src/data/visitorSessionSeed';
import { openDatabase } from '../../server/src/db/open';
import { ROOT, startApp, type RunningApp } from '../support/appServer';
import { textOf } from '../support/manifestFacts';
import { checkA11y, launchBrowser, openApp, signedInPage, waitInteractive } from './browser';
import { declaredPages, layer, widgetHeading } from './analysisBundles';
import { ownSiteId } from './demoSite';

const templates = declaredPages.filter((p) => p.template);
const template = templates[0]!;
const gallery = templates.find((p) => p.template?.default) ?? template;

/** An English text with its variables filled in. */
function sayKey(key: string, values: Record<string, string> = {}): string {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{{${name}}}`, value),
    textOf(key),
  );
}

/** An English text of the dashboards namespace with its variables filled in. */
const say = (key: string, values: Record<string, string> = {}) =>
  sayKey(`dashboards:${key}`, values);

let app: RunningApp;
let browser: Browser;
let page: Page;
let site: string;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await signedInPage(browser, app.url, {
    email: 'demo@example.com',
    password: 'demo-password',
  });
  site = await ownSiteId(page, app.url);
  // The getting-started guide floats over the pages' right side; closed, it stays closed.
  const close = page
    .getByTestId('getting-started-sidebar')
    .getByRole('button', { name: 'Close the getting-started guide' });
  if (await close.isVisible()) await close.click();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function shoot(name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await checkA11y(page, `${name}, ${width} px`);
    await page.screenshot({
      path: join(ROOT, 'test-results', `${name}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const widgetIds = () =>
  page
    .locator('.analysis-grid > [data-widget]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-widget')));

describe('dashboards', () => {
  it('are made from a template, changed in place and deleted', async () => {
    await openApp(page, `${app.url}/sites/${site}/dashboard/new`);
    await waitInteractive(page);
    const name = textOf(template.title);
    await page.getByRole('button', { name: say('new.use-named', { name }) }).waitFor();
    await shoot('dashboards-new');
    await page.getByRole('button', { name: say('new.use-named', { name }) }).click();
    await page.waitForURL(/\/dashboard\/\d+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await expect.poll(widgetIds).toEqual(template.widgets.map((w) => w.id));
    await shoot('dashboards-view');

    // The gallery: one of the template's widgets added again, with an id of its own.
    await page.getByRole('link', { name: say('view.add') }).click();
    const added = gallery.widgets[0]!;
    const addButton = page.getByRole('button', {
      name: say('gallery.add-named', { name: widgetHeading(added) }),
    });
    await addButton.waitFor();
    await shoot('dashboards-gallery');
    await addButton.click();
    await page
      .getByRole('status')
      .filter({ hasText: say('gallery.added', { name: widgetHeading(added) }) })
      .waitFor();
    await page.getByRole('link', { name: say('gallery.back', { name }) }).click();
    const before = [...template.widgets.map((w) => w.id), `${added.id}-2`];
    await expect.poll(widgetIds).toEqual(before);

    // Moved one place earlier: saved, and so after a reload too.
    const last = page.locator(`[data-widget="${added.id}-2"]`);
    await last.getByRole('button', { name: say('widget.earlier') }).click();
    const moved = [...before.slice(0, -2), before.at(-1)!, before.at(-2)!];
    await expect.poll(widgetIds).toEqual(moved);
    await page.reload();
    await waitInteractive(page);
    await expect.poll(widgetIds).toEqual(moved);

    // Renamed inline: a blank name is refused in words, a real one saved.
    const field = page.getByRole('textbox', { name: say('rename.label') });
    await field.fill('  ');
    await page.getByRole('button', { name: say('rename.save') }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: say('rename.required') })
      .waitFor();
    await field.fill('Launch week');
    await page.getByRole('button', { name: say('rename.save') }).click();
    await page.getByRole('heading', { level: 1, name: 'Launch week' }).waitFor();

    // Deleted after the dialog: back on the site dashboard, no longer listed.
    await page.getByRole('button', { name: say('delete.button') }).click();
    const dialog = page.getByRole('dialog', { name: say('delete.title') });
    await dialog.waitFor();
    await checkA11y(page, 'the delete dialog');
    await dialog.getByRole('button', { name: say('delete.confirm') }).click();
    await page.waitForURL(new RegExp(`/sites/${site}/dashboard$`));
    await page.getByRole('heading', { name: say('index.title') }).waitFor();
    await page.getByRole('link', { name: say('index.new') }).waitFor();
    expect(await page.getByRole('link', { name: 'Launch week' }).count()).toBe(0);
    await shoot('dashboards-index');
  });

  it('hold a trend saved from the trends page, with its filter, by keyboard', async () => {
    // The own site gets a few visits of the last hours: its trends page then draws, and the
    // demo user may change its dashboards.
    const db = openDatabase(app.dataDir);
    try {
      const now = Date.now();
      await seedVisitorSessions(
        db,
        Number(site),
        ['mobile', 'desktop', 'mobile'].map((device, i) => ({
          startedAt: now - (i + 1) * 3_600_000,
          endedAt: now - (i + 1) * 3_600_000 + 60_000,
          device,
          pageUrl: `https://shop.example.com/${i}`,
        })),
      );
    } finally {
      await db.destroy();
    }
    const device = layer.dimensions.find((d) => d.field === 'device')!;
    const measure = layer.measures.find((m) => device.field! in fieldsOf(m.of))!;
    const filters: WidgetFilter[] = [{ dimension: device.id, operator: 'is', values: ['mobile'] }];
    await openApp(page, `${app.url}${trendsPath(Number(site), { measure: measure.id, filters })}`);
    const open = page.getByRole('button', { name: textOf('reports:trends.save.open') });
    await open.waitFor();
    const save = async (target: string, name?: string) => {
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: textOf('reports:trends.save.title') });
      await dialog.waitFor();
      const select = dialog.getByRole('combobox', {
        name: textOf('reports:trends.save.dashboard'),
      });
      await expect.poll(() => select.locator('option', { hasText: target }).count()).toBe(1);
      await select.selectOption({ label: target });
      if (name) {
        const field = dialog.getByRole('textbox', { name: textOf('reports:trends.save.name') });
        await field.fill('');
        await field.press('Enter');
        await dialog
          .getByRole('alert')
          .filter({ hasText: textOf('reports:trends.save.required') })
          .waitFor();
        await field.fill(name);
        await shoot('trends-save-dialog');
        await field.press('Enter');
      } else {
        await dialog
          .getByRole('button', { name: textOf('reports:trends.save.save') })
          .press('Enter');
      }
      await dialog.waitFor({ state: 'detached' });
    };
    await save(textOf('reports:trends.save.new'), 'Phones');
    const status = page
      .getByRole('status')
      .filter({ hasText: sayKey('reports:trends.save.saved', { name: 'Phones' }) });
    await status.waitFor();
    // The focus is back on the button, and the same trend goes to the dashboard just made.
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);
    await shoot('trends-saved');
    await save('Phones');
    await status.waitFor();

    await status
      .getByRole('link', { name: sayKey('reports:trends.save.open-dashboard', { name: 'Phones' }) })
      .click();
    await page.waitForURL(/\/dashboard\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Phones' }).waitFor();
    await expect.poll(widgetIds).toEqual(['trend', 'trend-2']);
    await page.locator('[data-widget="trend"] canvas').first().waitFor();
    await shoot('trends-saved-dashboard');
    const id = /\/dashboard\/(\d+)$/.exec(page.url())![1];
    const stored = (await (
      await page.request.get(`${app.url}/api/v1/sites/${site}/dashboards/${id}`)
    ).json()) as { widgets: WidgetDeclaration[] };
    for (const w of stored.widgets)
      expect(w).toMatchObject({ type: 'time-series', measures: [measure.id], filters });
  });

  it('draw a stored funnel and a before / after impact', async () => {
    // Two visits of the last hours on the own site: both see the home page, one the cart.
    const db = openDatabase(app.dataDir);
    const shop = 'https://shop.example.com';
    try {
      const now = Date.now();
      await seedVisitorSessions(
        db,
        Number(site),
        [['/', '/cart'], ['/']].map((paths, i) => ({
          startedAt: now - (i + 2) * 3_600_000,
          views: paths.map((p, j) => ({
            url: `${shop}${p}`,
            at: now - (i + 2) * 3_600_000 + j * 60_000,
          })),
        })),
      );
    } finally {
      await db.destroy();
    }
    const api = `${app.url}/api/v1/sites/${site}/dashboards`;
    const headers = { [APP_REQUEST_HEADER]: APP_REQUEST_HEADER_VALUE };
    const made = await page.request.post(api, { headers, data: { name: 'Checkout' } });
    expect(made.status()).toBe(201);
    const { id } = (await made.json()) as { id: number };
    const steps = [
      { match: 'exact', value: '/' },
      { match: 'exact', value: '/cart' },
    ];
    // And a count of the seven days before yesterday against yesterday and today.
    const sessions = layer.measures.find((m) => m.of === 'sessions' && m.aggregate === 'count')!;
    const change = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const widgets = [
      { id: 'checkout', type: 'funnel', measures: [], steps },
      { id: 'launch', type: 'impact', measures: [sessions.id], change, days: 7 },
    ];
    const put = await page.request.put(`${api}/${id}`, {
      headers,
      data: { name: 'Checkout', widgets },
    });
    expect(put.status()).toBe(200);
    await openApp(page, `${app.url}/sites/${site}/dashboard/${id}`);
    const widget = page.locator('[data-widget="checkout"]');
    await widget.getByRole('heading', { name: textOf('funnels:result.heading') }).waitFor();
    const table = widget.getByRole('table', { name: textOf('funnels:result.caption') });
    await table.waitFor();
    // A header row and one row per step.
    await expect.poll(() => table.getByRole('row').count()).toBe(steps.length + 1);
    const impact = page.locator('[data-widget="launch"]');
    await impact.getByText(textOf('reports:impact.caveat')).waitFor();
    expect(await impact.locator('dt').count()).toBe(2);
    await shoot('dashboards-funnel');
  });

  it('says so for a template that does not exist', async () => {
    await openApp(page, `${app.url}/sites/${site}/dashboard/new/no-such-template`);
    await waitInteractive(page);
    await page.getByRole('heading', { name: say('from-template.unknown-title') }).waitFor();
    await checkA11y(page, 'an unknown template');
  });
});
