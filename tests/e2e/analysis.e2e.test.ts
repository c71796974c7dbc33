/**
 * The analysis pages in Chromium, on the demo site's 30 days of traffic: the dashboard draws
 * the default template's widgets with figures (a chart with its table alternative, a table),
 * at 1280 and 390 px; the range and the comparison change the figures and stay in the address;
 * the trends explorer splits and filters by keyboard; a table row opens the trend of its value;
 * on the read-only demo site a trend cannot be saved to a dashboard. Axe on each. The widgets expected are
 * read from the manifests' bundles, so a product manager's edit of the page keeps this passing.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WidgetFilter } from '../../contracts/analysis';
import { ROOT, startApp, type RunningApp } from '../support/appServer';
import { textOf } from '../support/manifestFacts';
import { checkA11y, launchBrowser, openApp, signedInPage, waitInteractive } from './browser';
import { declaredPages, layer, widgetHeading } from './analysisBundles';
import { reachDemoSite } from './demoSite';

const dashboard = declaredPages.find((p) => p.template?.default)!;

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
  ({ demoSite } = await reachDemoSite(page, app.url));
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
      const card = region(widgetHeading(widget));
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
      await region(widgetHeading(widget)).locator('.analysis-change').waitFor();
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

/** An English text with its variables filled in. */
function say(key: string, values: Record<string, string> = {}): string {
  return Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{{${name}}}`, value),
    textOf(key),
  );
}

describe('table rows', () => {
  it('open the trend of their value, keeping the range, by keyboard', async () => {
    // A table of the default template whose dimensions can be filtered, else the trends
    // explorer's own table of a split: the rule is the same, whatever the manifests hold.
    const declared = dashboard.widgets.find(
      (w) =>
        w.type === 'table' &&
        (w.by ?? []).every((id) => layer.dimensions.find((d) => d.id === id)?.field),
    );
    const device = layer.dimensions.find((d) => d.field === 'device')!;
    const measureId = declared?.measures[0] ?? layer.measures[0]!.id;
    const measure = layer.measures.find((m) => m.id === measureId)!;
    const dimensionId = declared?.by?.[0] ?? device.id;
    if (declared) {
      await openDashboard('?range=last-7-days');
    } else {
      await openApp(
        page,
        `${app.url}/sites/${demoSite}/trends?range=last-7-days&measure=${measureId}&split=${device.id}`,
      );
    }
    const table = declared
      ? region(widgetHeading(declared)).getByRole('table')
      : page.getByRole('table').last();
    const link = table.getByRole('row').nth(1).getByRole('link');
    await link.waitFor();
    const name = (await link.getAttribute('aria-label')) ?? '';
    const value = (await link.textContent()) ?? '';
    expect(name).toBe(say('reports:table.trend-link', { value, measure: textOf(measure.label) }));
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await checkA11y(page, `a table with links to trends, ${width} px`);
      await table.screenshot({ path: join(ROOT, 'test-results', `table-links-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/sites/${demoSite}/trends`);
    const address = new URL(page.url()).searchParams;
    expect(address.get('measure')).toBe(measureId);
    expect(address.get('range')).toBe('last-7-days');
    const filters = JSON.parse(address.get('filters') ?? '[]') as WidgetFilter[];
    expect(filters).toHaveLength(1);
    expect(filters[0]).toMatchObject({ dimension: dimensionId, operator: 'is' });
    // The explorer reads the filter back: it lists it, and the range button is the one pressed.
    await page
      .getByRole('group', { name: textOf('reports:trends.filters') })
      .getByRole('listitem')
      .first()
      .waitFor();
    const pressed = page.getByRole('button', { name: textOf('reports:page.range.last-7-days') });
    await expect.poll(() => pressed.getAttribute('aria-pressed')).toBe('true');
    await checkA11y(page, 'the trend a table row opened');
  });

  it('on the read-only demo site, "Save to a dashboard" is disabled and says why', async () => {
    await openApp(page, `${app.url}/sites/${demoSite}/trends`);
    const save = page.getByRole('button', { name: textOf('reports:trends.save.open') });
    await save.waitFor();
    expect(await save.isDisabled()).toBe(true);
    await page.getByText(textOf('reports:trends.save.not-allowed')).waitFor();
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
