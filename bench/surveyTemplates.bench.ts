/**
 * The survey template gallery, against the built app:
 *  - keystroke → filtered grid with 200 templates: the main-thread work of one input event in
 *    the search box (React's render and commit, then the style and layout of the new grid, the
 *    work before the frame can be painted), median and p95 over a typed word, next to the floor
 *    measured in the same page: the same event on an input nobody listens to, plus a layout;
 *  - the gallery's lazy JS: what opening the gallery loads beyond the overview's whole load.
 * The 200 templates are the library's 52 repeated with new ids (the answer of the templates
 * call is replaced in the browser), so the grid has the size the issue names.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { browserLabel, launchBrowser } from '../tests/e2e/browser';
import {
  ROOT,
  firstSiteId,
  signInDemo,
  startApp,
  type RunningApp,
} from '../tests/support/appServer';
import { median } from './stats';

const CLIENT = join(ROOT, 'dist', 'client');
const gz = (name: string) => gzipSync(readFileSync(join(CLIENT, name)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB (${bytes} B)`;
const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!;

/** Types `word` one key at a time; per key, the event's work and the floor's, in ms. */
const TYPE_AND_TIME = `async (word) => {
  const input = document.getElementById('template-search');
  const floor = document.createElement('input');
  document.body.append(floor);
  const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
  const work = [], base = [];
  for (let round = 0; round < 5; round++) {
    for (let i = 1; i <= word.length; i++) {
      await frame();
      let t = performance.now();
      set.call(input, word.slice(0, i));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      void document.body.offsetHeight;
      work.push(performance.now() - t);
      await frame();
      t = performance.now();
      set.call(floor, word.slice(0, i));
      floor.dispatchEvent(new Event('input', { bubbles: true }));
      void document.body.offsetHeight;
      base.push(performance.now() - t);
    }
    set.call(input, '');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  floor.remove();
  return { work, base };
}`;

async function openGallery(browser: Browser, app: RunningApp, session: string, sitePath: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'lodestar_session', value: session, url: app.url }]);
  const page = await context.newPage();
  await page.route('**/api/survey-templates/templates', async (route) => {
    const answer = (await (await route.fetch()).json()) as {
      survey_templates: { entry_id: number; survey_id: number; title: string }[];
    };
    const base = answer.survey_templates;
    const many = Array.from({ length: 200 }, (_, i) => {
      const t = base[i % base.length]!;
      return { ...t, entry_id: 100_000 + i, survey_id: 900_000 + i, title: `${t.title} ${i}` };
    });
    await route.fulfill({ json: { survey_templates: many } });
  });
  await page.goto(`${app.url}${sitePath}/survey-templates`);
  await page.getByTestId('template-grid').waitFor();
  await page.waitForLoadState('networkidle');
  return { context, page };
}

async function scriptsOf(browser: Browser, app: RunningApp, session: string, url: string) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'lodestar_session', value: session, url: app.url }]);
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const scripts = (await page.evaluate(
    `performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.endsWith('.js'))`,
  )) as string[];
  await context.close();
  return scripts;
}

export async function runSurveyTemplateBenchmarks(): Promise<void> {
  const app = await startApp();
  const browser = await launchBrowser();
  console.log(`\nSurvey template gallery — built app, ${await browserLabel(browser)}`);
  try {
    const session = await signInDemo(app);
    const sitePath = `/sites/${await firstSiteId(app, session)}`;
    const { context, page } = await openGallery(browser, app, session, sitePath);
    const cards = await page.locator('.template-card').count();
    const { work, base } = (await page.evaluate(`(${TYPE_AND_TIME})('feedback')`)) as {
      work: number[];
      base: number[];
    };
    await context.close();
    console.log(
      `keystroke → filtered grid (${cards} cards shown of 200), main-thread work before paint  median ${median(work).toFixed(2)} ms, p95 ${p95(work).toFixed(2)} ms   target ≤ 16 ms; floor (an input nobody listens to + layout) median ${median(base).toFixed(2)} ms`,
    );

    const overview = new Set(
      await scriptsOf(browser, app, session, `${app.url}${sitePath}/overview`),
    );
    const gallery = (
      await scriptsOf(browser, app, session, `${app.url}${sitePath}/survey-templates`)
    ).filter((s) => !overview.has(s));
    const size = gallery.reduce((sum, s) => sum + gz(s), 0);
    console.log(
      `gallery page lazy JS beyond the overview, gzip -9  ${kb(size)} in ${gallery.length} files   target ≤ 30 KB`,
    );
    console.log(
      `  ${gallery.map((s) => `${s.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '')} ${gz(s)}`).join(', ')}`,
    );
  } finally {
    await browser.close();
    await app.stop();
  }
}
