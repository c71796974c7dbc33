/**
 * `npm run dev`'s edit → see it loop (product.md#validation): run for real — generator watch, API
 * server and Vite on free ports over a throw-away copy of the project (tests/support/devServers.ts;
 * the checkout is never edited) — with the demo user signed in in Chromium:
 * - an invalid manifest save shows the diagnostics over the page (file:line:col, the hint),
 *   announced (role=alert), while the app keeps its last valid version; a reload keeps it up;
 *   the next valid save clears it and the change shows;
 * - a translation edit under locales/ shows without a restart;
 * - a widget added to a declared analysis page shows in the studio's list of pages;
 * - a save of app.yaml caught half-written leaves the page working on the last valid version;
 * - a language added in app.yaml (with its translations) shows in the open page's selector, the
 *   API server restarting under it, with no error on the page and nothing restarted by hand.
 * Needs no build: it is the development setup.
 */
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument, type YAMLSeq } from 'yaml';
import type { SemanticLayer } from '../../contracts/analysis';
import { SERVER_STATUS_FILE } from '../../contracts/devServerStatus';
import { startDevServers, type DevServers } from '../support/devServers';
import { menuLabel } from '../support/manifestFacts';
import { checkA11y, launchBrowser, signedInPage } from './browser';

const SIDEBAR = 'manifests/menus/sidebar-feature.yaml';
const DASHBOARD_ITEM = `        route: dashboard.index
        params: { siteId: '@site' }
`;
const gate = (effect: string) =>
  `${DASHBOARD_ITEM}        gates:\n          - { when: { variant: [lite] }, effect: ${effect} }\n`;

let dev: DevServers;
let browser: Browser;
let page: Page;

const DASHBOARD = menuLabel('dashboard.index');
/** The sidebar's Dashboard item, its label edited or not ("Dashboard (edited)"). */
const dashboardLinks = () =>
  page.getByRole('link', {
    name: new RegExp(`^${DASHBOARD.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  });
const selector = () => page.locator('select.language-selector');
const overlay = () => page.getByRole('alert').filter({ hasText: 'manifest error' });

beforeAll(async () => {
  dev = await startDevServers();
  browser = await launchBrowser();
  page = await signedInPage(browser, dev.url, {
    email: 'demo@example.com',
    password: 'demo-password',
  });
  await page.goto(`${dev.url}/`);
  await dashboardLinks().first().waitFor({ timeout: 30_000 });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
});

describe('npm run dev: edit → see it', () => {
  it('an invalid save shows its diagnostics over the last valid app', async () => {
    dev.edit(SIDEBAR, DASHBOARD_ITEM, gate('hiden'));
    await overlay().waitFor({ timeout: 10_000 });
    // A save is a truncate and then a write: on a busy machine the watcher may first read the
    // emptied file and report that, then the written one. What the overlay settles on counts.
    await expect
      .poll(() => overlay().textContent(), { timeout: 20_000 })
      .toMatch(/manifests\/menus\/sidebar-feature\.yaml:\d+:\d+/);
    expect(await overlay().textContent()).toContain('hint: did you mean "hidden"?');
    // The page underneath is the last valid version, still working.
    expect(await dashboardLinks().count()).toBe(1);
    await checkA11y(page, 'diagnostics overlay');
    // A page loaded while the error stands shows it too.
    await page.reload();
    await overlay().waitFor({ timeout: 10_000 });
  });

  it('the next valid save clears it and shows the change', async () => {
    dev.edit(SIDEBAR, gate('hiden'), gate('hidden'));
    await overlay().waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => dashboardLinks().count(), { timeout: 10_000 }).toBe(0);
    dev.edit(SIDEBAR, gate('hidden'), DASHBOARD_ITEM);
    await expect.poll(() => dashboardLinks().count(), { timeout: 10_000 }).toBe(1);
  });

  it('"Hide" puts the overlay away until the next report', async () => {
    dev.edit(SIDEBAR, DASHBOARD_ITEM, gate('hiden'));
    await overlay().waitFor({ timeout: 10_000 });
    await overlay().getByRole('button', { name: 'Hide' }).click();
    await overlay().waitFor({ state: 'detached' });
    dev.edit(SIDEBAR, gate('hiden'), DASHBOARD_ITEM);
  });

  it('a translation edit shows without a restart', async () => {
    dev.edit(
      'locales/en/nav.json',
      `"dashboard": "${DASHBOARD}"`,
      `"dashboard": "${DASHBOARD} (edited)"`,
    );
    await page
      .getByRole('link', { name: `${DASHBOARD} (edited)`, exact: true })
      .waitFor({ timeout: 10_000 });
  });

  it('a widget added to a declared analysis page shows in the studio', async () => {
    // Whichever page is declared first, and the layer's first measure: a number widget fits any.
    const pages = join(dev.root, 'manifests/analysis-pages');
    const file = join(
      pages,
      readdirSync(pages)
        .filter((f) => f.endsWith('.yaml'))
        .sort()[0]!,
    );
    const saved = readFileSync(file, 'utf8');
    const doc = parseDocument(saved);
    const pageId = String(doc.getIn(['page', 'id']));
    const layer = JSON.parse(
      readFileSync(join(dev.root, 'generated/bundle/semantic-layer.json'), 'utf8'),
    ) as SemanticLayer;
    await page.goto(`${dev.url}/studio`);
    const rows = page.locator(`[data-analysis-page="${pageId}"] tbody tr[data-widget]`);
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const before = await rows.count();
    const added = { id: 'studio-live-check', type: 'number', measures: [layer.measures[0]!.id] };
    (doc.getIn(['page', 'widgets']) as YAMLSeq).add(doc.createNode(added));
    writeFileSync(file, doc.toString());
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(before + 1);
    writeFileSync(file, saved);
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(before);
    // Back where the other steps look at the sidebar (the studio draws one per persona).
    await page.goto(`${dev.url}/`);
    await dashboardLinks().first().waitFor({ timeout: 30_000 });
  }, 90_000);

  it('a save of app.yaml caught half-written keeps the page working', async () => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const appYaml = join(dev.root, 'manifests/app.yaml');
    const whole = readFileSync(appYaml, 'utf8');
    await page.evaluate('window.__beforeSave = true');
    // An editor's save caught half-way: the file ends mid-line. The last valid app stays.
    writeFileSync(appYaml, whole.slice(0, whole.indexOf('sets:') + 12));
    await overlay().waitFor({ timeout: 20_000 });
    expect(await selector().count()).toBe(1);
    expect(await dashboardLinks().count()).toBe(1);
    expect(await page.evaluate('window.__beforeSave')).toBe(true);
    // The rest of the save: unchanged output, the overlay goes, nothing reloads.
    writeFileSync(appYaml, whole);
    await overlay().waitFor({ state: 'detached', timeout: 20_000 });
    expect(await selector().count()).toBe(1);
    expect(errors).toEqual([]);
  }, 90_000);

  it('a language added in app.yaml shows in the selector of the open page', async () => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const locales = join(dev.root, 'locales');
    // Its name in every language first, then its texts (German ones stand in for a translator's),
    // then the declaration: the order a product manager following the docs would save in.
    for (const language of readdirSync(locales)) {
      dev.edit(
        `locales/${language}/app.json`,
        '"languages": {',
        '"languages": {\n    "nl": "Nederlands",',
      );
    }
    cpSync(join(locales, 'de'), join(locales, 'nl'), { recursive: true });
    // One save of app.yaml: one restart of the API server, and one reload once it is back.
    // (The translations saved just before may reload the page first, on the old server.)
    const started = () => statSync(join(dev.root, SERVER_STATUS_FILE), { throwIfNoEntry: false });
    const before = started()?.mtimeMs ?? 0;
    const appYaml = join(dev.root, 'manifests/app.yaml');
    writeFileSync(
      appYaml,
      readFileSync(appYaml, 'utf8')
        .replace(
          '    - { code: it, name: app:languages.it }\n',
          '    - { code: it, name: app:languages.it }\n    - { code: nl, name: app:languages.nl }\n',
        )
        .replace('default: [en, de, pt-BR, es, fr]', 'default: [en, de, pt-BR, es, fr, nl]'),
    );
    // The API server that accepts the new language is the restarted one.
    await expect.poll(() => (started()?.mtimeMs ?? 0) > before, { timeout: 60_000 }).toBe(true);
    await expect
      .poll(() => selector().locator('option').allTextContents(), { timeout: 30_000 })
      .toContain('Nederlands');
    expect(await dashboardLinks().count()).toBe(1);
    await selector().selectOption({ label: 'Nederlands' });
    await expect.poll(() => page.evaluate('document.documentElement.lang')).toBe('nl');
    expect(errors).toEqual([]);
  }, 90_000);
});
