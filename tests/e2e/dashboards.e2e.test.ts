/**
 * The team's dashboards in Chromium, as the demo user on their own site (the demo site is read
 * only, so nobody makes dashboards there): create one from a template, add a widget from the
 * gallery, move it, rename the dashboard and delete it — each change saved at once and read
 * back from the page. Axe on each page, screenshots at 1280 and 390 px. The template and its
 * widgets are read from the manifests' bundles.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnalysisPageDeclaration,
  SemanticLayer,
  WidgetDeclaration,
} from '../../contracts/analysis';
import { ROOT, startApp, type RunningApp } from '../support/appServer';
import { menuLabel, textOf } from '../support/manifestFacts';
import { checkA11y, launchBrowser, openApp, signedInPage, waitInteractive } from './browser';

const bundle = <T>(name: string) =>
  JSON.parse(readFileSync(join(ROOT, 'generated/bundle', `${name}.json`), 'utf8')) as T;
const layer = bundle<SemanticLayer>('semantic-layer');
const templates = bundle<{ pages: AnalysisPageDeclaration[] }>('analysis-pages').pages.filter(
  (p) => p.template,
);
const template = templates[0]!;
const gallery = templates.find((p) => p.template?.default) ?? template;

/** An English text of the dashboards namespace with its variables filled in. */
function say(key: string, values: Record<string, string> = {}): string {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{{${name}}}`, value),
    textOf(`dashboards:${key}`),
  );
}

function titleOf(widget: WidgetDeclaration): string {
  if (widget.title) return textOf(widget.title);
  return textOf(layer.measures.find((m) => m.id === widget.measures[0])!.label);
}

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
  await openApp(page, `${app.url}/`);
  const link = page.getByRole('link', { name: menuLabel('dashboard.index'), exact: true }).first();
  site = /\/sites\/(\d+)\//.exec((await link.getAttribute('href')) ?? '')![1]!;
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
      name: say('gallery.add-named', { name: titleOf(added) }),
    });
    await addButton.waitFor();
    await shoot('dashboards-gallery');
    await addButton.click();
    await page
      .getByRole('status')
      .filter({ hasText: say('gallery.added', { name: titleOf(added) }) })
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

  it('says so for a template that does not exist', async () => {
    await openApp(page, `${app.url}/sites/${site}/dashboard/new/no-such-template`);
    await waitInteractive(page);
    await page.getByRole('heading', { name: say('from-template.unknown-title') }).waitFor();
    await checkA11y(page, 'an unknown template');
  });
});
