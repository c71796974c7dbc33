/**
 * The product managers' walk-throughs of docs/product-managers.md work as written: their YAML is
 * taken from the document itself, saved into a throw-away copy of the project with the texts they
 * ask for in every language, and `npm run dev` started over it (tests/support/devServers.ts):
 * - "add a route with an empty state": the new address shows the page's title and the empty state;
 * - "add a question to the onboarding questionnaire": the question shows on /onboarding, its
 *   answer is saved with the others and reads back under Settings → User attributes;
 * - "add a page of charts": the new address shows the three widgets over the demo site's traffic.
 * No code is touched, and the manifests validate (no error overlay).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, parseDocument } from 'yaml';
import { ROOT } from '../support/appServer';
import { startDevServers, type DevServers } from '../support/devServers';
import { checkA11y, launchBrowser, openApp, signedInPage } from './browser';
import { ownSiteId, reachDemoSite } from './demoSite';

const SCREENSHOTS = join(ROOT, 'test-results');
const GUIDE = readFileSync(join(ROOT, 'docs/product-managers.md'), 'utf8');

/** The ```yaml blocks of one section of the guide, in order, without their indentation. */
function yamlBlocks(heading: string): string[] {
  const start = GUIDE.indexOf(`### ${heading}`);
  if (start < 0) throw new Error(`docs/product-managers.md has no section "${heading}"`);
  const end = GUIDE.indexOf('\n### ', start + 4);
  const section = GUIDE.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/^( *)```yaml\n([\s\S]*?)^\1```/gm)].map(([, indent, body]) =>
    body!
      .split('\n')
      .map((line) => line.slice(indent!.length))
      .join('\n'),
  );
}

/** Inserts `lines` right after the line `after` of a file, indented like the list under it. */
function insertUnder(file: string, after: string, lines: string): void {
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(`\n${after}\n`);
  if (at < 0) throw new Error(`${file}: no line "${after}"`);
  const head = at + after.length + 2;
  const indented = lines
    .trimEnd()
    .split('\n')
    .map((line) => `  ${line}\n`)
    .join('');
  writeFileSync(file, text.slice(0, head) + indented + text.slice(head));
}

/** Sets `texts` (dotted key → text) in one namespace file of every language. */
function translate(root: string, namespace: string, texts: Record<string, string>): void {
  for (const language of readdirSync(join(root, 'locales'))) {
    const file = join(root, 'locales', language, `${namespace}.json`);
    const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const [key, text] of Object.entries(texts)) {
      const path = key.split('.');
      let node = json;
      for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
      // A translator's text per language; English as written.
      node[path.at(-1)!] = language === 'en' ? text : `${text} (${language})`;
    }
    writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  }
}

function addRouteWithEmptyState(root: string): void {
  const [feature, emptyStateFile, route] = yamlBlocks(
    'A walk-through: add a route with an empty state',
  );
  insertUnder(join(root, 'manifests/empty-states/common.yaml'), 'features:', feature!);
  writeFileSync(join(root, 'manifests/empty-states/forms-analytics.yaml'), emptyStateFile!);
  insertUnder(join(root, 'manifests/routes.yaml'), 'routes:', route!);
  translate(root, 'routes', { 'forms-analytics.index': 'Form analytics' });
  translate(root, 'empty-states', {
    'forms-analytics.title': 'See where visitors give up on your forms',
    'forms-analytics.text': 'Form analytics shows which fields visitors leave empty.',
  });
}

function addOnboardingQuestion(root: string): void {
  const [question] = yamlBlocks('A walk-through: add a question to the onboarding questionnaire');
  const added = parse(question!) as {
    schema: { properties: Record<string, unknown> };
    uiSchema: Record<string, unknown>;
  };
  const file = join(root, 'manifests/forms/onboarding.yaml');
  const document = parseDocument(readFileSync(file, 'utf8'));
  const forms = document.get('forms') as { items: { get(key: string): unknown }[] };
  const index = forms.items.findIndex((form) => form.get('id') === 'onboarding');
  for (const [name, field] of Object.entries(added.schema.properties)) {
    document.setIn(['forms', index, 'schema', 'properties', name], field);
  }
  for (const [name, value] of Object.entries(added.uiSchema)) {
    document.setIn(['forms', index, 'uiSchema', name], value);
  }
  writeFileSync(file, document.toString());
  translate(root, 'forms', {
    'onboarding.fields.teamSize.title': 'How large is your team?',
    'onboarding.team.solo': 'Just me',
    'onboarding.team.small': 'A small team',
    'onboarding.team.large': 'A large team',
  });
}

function addPageOfCharts(root: string): void {
  const [page, route] = yamlBlocks('A walk-through: add a page of charts');
  writeFileSync(join(root, 'manifests/analysis-pages/acquisition.yaml'), page!);
  insertUnder(join(root, 'manifests/routes.yaml'), 'routes:', route!);
  translate(root, 'routes', { 'acquisition.index': 'Acquisition' });
  translate(root, 'reports', {
    'acquisition.title': 'Where visits come from',
    'acquisition.by-source': 'Sessions by UTM source',
    'acquisition.referrers': 'Referring domains',
  });
}

let dev: DevServers;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  dev = await startDevServers((root) => {
    addRouteWithEmptyState(root);
    addOnboardingQuestion(root);
    addPageOfCharts(root);
  });
  browser = await launchBrowser();
  page = await signedInPage(browser, dev.url, {
    email: 'demo@example.com',
    password: 'demo-password',
  });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
});

const overlay = () => page.getByRole('alert').filter({ hasText: 'manifest error' });

describe("the product managers' walk-throughs, as written", () => {
  it('a route with an empty state shows its title and the empty state', async () => {
    const siteId = await ownSiteId(page, dev.url);
    await openApp(page, `${dev.url}/sites/${siteId}/forms-analytics`);
    await page.getByRole('heading', { name: 'Form analytics' }).waitFor();
    await page.getByText('See where visitors give up on your forms').waitFor();
    expect(await overlay().count()).toBe(0);
    await checkA11y(page, 'a route added from manifests, showing an empty state');
    await page.screenshot({ path: join(SCREENSHOTS, 'walk-through-route.png') });
  });

  it('an onboarding question shows, is saved with the others and reads back', async () => {
    await openApp(page, `${dev.url}/onboarding`);
    await page.getByText('How large is your team?').waitFor();
    await checkA11y(page, 'the questionnaire with a question added from manifests');
    await page.screenshot({ path: join(SCREENSHOTS, 'walk-through-question.png'), fullPage: true });
    await page.getByRole('radio', { name: 'See heatmaps' }).check();
    await page.getByRole('radio', { name: 'Expert' }).check();
    await page.getByRole('radio', { name: 'A small team' }).check();
    const saved = page.waitForResponse(
      (answer) => answer.request().method() === 'PUT' && answer.url().includes('/answers'),
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    expect((await saved).status()).toBe(200);
    await openApp(page, `${dev.url}/settings/user-attributes`);
    // The stored answers fill the form once they have come.
    await expect
      .poll(() => page.getByRole('radio', { name: 'A small team' }).isChecked())
      .toBe(true);
    expect(await overlay().count()).toBe(0);
  });

  it('a page of charts shows its three widgets over the demo site', async () => {
    // The demo site has 30 days of traffic; any empty state's button opens it.
    const { demoSite } = await reachDemoSite(page, dev.url);
    await openApp(page, `${dev.url}/sites/${demoSite}/acquisition`);
    await page.getByRole('heading', { name: 'Where visits come from' }).waitFor();
    for (const name of ['Sessions', 'Sessions by UTM source', 'Referring domains'])
      await page.getByRole('region', { name, exact: true }).waitFor();
    const sessions = page.getByRole('region', { name: 'Sessions', exact: true });
    await expect
      .poll(() => sessions.locator('.analysis-number-value').textContent())
      .toMatch(/[1-9]/);
    await page.getByRole('region', { name: 'Referring domains' }).getByRole('table').waitFor();
    expect(await overlay().count()).toBe(0);
    await checkA11y(page, 'a page of charts added from manifests');
    await page.screenshot({ path: join(SCREENSHOTS, 'walk-through-charts.png'), fullPage: true });
  });
});
