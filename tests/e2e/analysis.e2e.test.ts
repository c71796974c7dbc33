/**
 * The analysis pages in Chromium, on the demo site's 30 days of traffic: the dashboard draws
 * the default template's widgets with figures (a chart with its table alternative, a table),
 * at 1280 and 390 px; the range and the comparison change the figures and stay in the address;
 * the trends explorer splits and filters by keyboard. Axe on each. The widgets expected are
 * read from the manifests' bundles, so a product manager's edit of the page keeps this passing.
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
const dashboard = bundle<{ pages: AnalysisPageDeclaration[] }>('analysis-pages').pages.find(
  (p) => p.template?.default,
)!;

/** A widget's heading as the page shows it: its title, else its first measure's name. */
function headingOf(widget: WidgetDeclaration): string {
  if (widget.title) return textOf(widget.title);
  return textOf(layer.measures.find((m) => m.id === widget.measures[0])!.label);
}

let app: RunningApp;
let browser: Browser;
let page: Page;
let demoSite: string;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  page = await signedInPage(browser, app.url, {
    email: 'demo@example.com',
    password: 'demo-password',
  });
  // The demo site: any empty state's "Explore demo site" opens it.
  await openApp(page, `${app.url}/`);
  const link = page.getByRole('link', { name: menuLabel('dashboard.index'), exact: true }).first();
  const ownSite = /\/sites\/(\d+)\//.exec((await link.getAttribute('href')) ?? '')?.[1];
  await openApp(page, `${app.url}/sites/${ownSite}/heatmap/list`);
  await waitInteractive(page);
  await page.getByRole('button', { name: 'Explore demo site' }).first().click();
  await page.waitForURL((url) => !url.pathname.startsWith(`/sites/${ownSite}/`));
  demoSite = new URL(page.url()).pathname.split('/')[2]!;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const region = (name: string) => page.getByRole('region', { name, exact: true });

async function openDashboard(query = '') {
  await openApp(page, `${app.url}/sites/${demoSite}/dashboard${query}`);
  await waitInteractive(page);
  await page.getByRole('heading', { name: textOf(dashboard.title) }).waitFor();
}

describe('the dashboard', () => {
  it('draws every widget of the default template with figures, at 1280 and 390 px', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openDashboard();
    for (const widget of dashboard.widgets) {
      const card = region(headingOf(widget));
      await card.waitFor();
      if (widget.type === 'number')
        await expect.poll(() => card.locator('.analysis-number-value').textContent()).toMatch(/\d/);
      if (widget.type === 'table' || widget.type === 'bar')
        await expect.poll(() => card.getByRole('row').count()).toBeGreaterThan(1);
      if (widget.type === 'time-series') {
        await card.locator('canvas').first().waitFor();
        const show = card.getByRole('button', { name: textOf('analysis:chart.show-table') });
        await show.press('Enter');
        await expect.poll(() => card.getByRole('row').count()).toBeGreaterThan(7);
      }
    }
    await checkA11y(page, 'the dashboard with data, 1280 px');
    await page.screenshot({
      path: join(ROOT, 'test-results', 'dashboard-1280.png'),
      fullPage: true,
    });
    await page.setViewportSize({ width: 390, height: 800 });
    await checkA11y(page, 'the dashboard with data, 390 px');
    await page.screenshot({
      path: join(ROOT, 'test-results', 'dashboard-390.png'),
      fullPage: true,
    });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('compares with the previous period, and keeps range and comparison in the address', async () => {
    await openDashboard();
    const numbers = dashboard.widgets.filter((w) => w.type === 'number');
    await page.getByRole('button', { name: textOf('reports:page.range.last-7-days') }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('range')).toBe('last-7-days');
    // The box is drawn from the address, which a busy machine may update a moment after the
    // click, so the test waits for the address rather than for the box to flip at once.
    const compare = page.getByRole('checkbox', { name: textOf('reports:page.compare') });
    if (!(await compare.isChecked())) await compare.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('compare')).toBe('1');
    await expect.poll(() => compare.isChecked()).toBe(true);
    // Every number says how it changed against the 7 days before.
    for (const widget of numbers)
      await region(headingOf(widget)).locator('.analysis-change').waitFor();
    await page.reload();
    await waitInteractive(page);
    const pressed = page.getByRole('button', { name: textOf('reports:page.range.last-7-days') });
    await expect.poll(() => pressed.getAttribute('aria-pressed')).toBe('true');
    expect(await compare.isChecked()).toBe(true);
    await checkA11y(page, 'the dashboard, last 7 days against the 7 before');
  });
});

describe('trends', () => {
  it('splits a measure by a dimension and filters it, by keyboard', async () => {
    await openApp(page, `${app.url}/sites/${demoSite}/trends`);
    await waitInteractive(page);
    const device = layer.dimensions.find((d) => d.field === 'device')!;
    const measure = page.getByRole('combobox', { name: textOf('reports:trends.measure') });
    await measure.focus();
    await measure.selectOption({ label: textOf(layer.measures[0]!.label) });
    const split = page.getByRole('combobox', { name: textOf('reports:trends.split') });
    await split.selectOption({ label: textOf(device.label) });
    await expect.poll(() => new URL(page.url()).searchParams.get('split')).toBe(device.id);
    const table = page.getByRole('table').last();
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(2);
    // A filter: device is mobile, typed and added with Enter.
    await page
      .getByRole('combobox', { name: textOf('reports:trends.filter-dimension') })
      .selectOption({ label: textOf(device.label) });
    const value = page.getByRole('textbox', { name: textOf('reports:trends.filter-value') });
    await value.fill('mobile');
    await value.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('filters')).toContain('mobile');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    expect(await table.getByRole('row').nth(1).textContent()).toContain(
      textOf('measures:values.device.mobile'),
    );
    await checkA11y(page, 'trends split by device, filtered to phones');
  });
});

describe('impact', () => {
  it('compares the days before and after a change and says how sure the difference is', async () => {
    await openApp(page, `${app.url}/sites/${demoSite}/impact`);
    await waitInteractive(page);
    const change = page.getByRole('textbox', { name: textOf('reports:impact.change') });
    // A week ago, a week a side: inside the demo site's 30 days.
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    await change.fill(weekAgo);
    await page
      .getByRole('combobox', { name: textOf('reports:impact.days') })
      .selectOption({ value: '7' });
    await expect.poll(() => new URL(page.url()).searchParams.get('change')).toBe(weekAgo);
    const verdicts = ['increase', 'decrease', 'unclear'].map((v) =>
      textOf(`reports:impact.verdict.${v}`),
    );
    const verdict = page.getByRole('region', { name: textOf('reports:impact.verdict-heading') });
    await expect
      .poll(async () => {
        const text = (await verdict.textContent()) ?? '';
        return verdicts.some((v) => text.includes(v));
      })
      .toBe(true);
    await checkA11y(page, 'impact of a change a week ago');
  });
});
