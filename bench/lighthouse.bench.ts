/**
 * Lighthouse in the bench: the `lighthouse` npm package, driving the same Chromium
 * as the end-to-end tests, on `/login`, a signed-in site overview and the floor page (the
 * smallest React + router + query + i18next page, bench/floor), mobile and desktop. Prints the
 * category scores and the paint figures next to the targets; nothing here asserts a score.
 *
 * Lighthouse 12: 13 needs Node ≥ 22.19, and the project runs on Node 20.19+ (`engines`).
 * Each run starts from an empty HTTP cache; the session cookie is set in the browser's profile
 * (Lighthouse then keeps storage: its own reset would sign the overview out).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, resolveChromium } from '../tests/e2e/browser';
import {
  firstSiteId,
  freePort,
  signInDemo,
  startApp,
  type RunningApp,
} from '../tests/support/appServer';
import { buildFloor, serveFloor } from './app.bench';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const FORM_FACTORS = ['mobile', 'desktop'] as const;

interface Scores {
  categories: Record<(typeof CATEGORIES)[number], number>;
  fcp: string;
  lcp: string;
  tbt: string;
  cls: string;
}

async function audit(
  context: BrowserContext,
  port: number,
  url: string,
  formFactor: (typeof FORM_FACTORS)[number],
): Promise<Scores> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: true,
  };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const shown = (id: string) => audits[id]?.displayValue ?? '?';
  return {
    categories: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcp: shown('first-contentful-paint'),
    lcp: shown('largest-contentful-paint'),
    tbt: shown('total-blocking-time'),
    cls: shown('cumulative-layout-shift'),
  };
}

export async function runLighthouseBenchmarks(): Promise<void> {
  const { version } = (await import('lighthouse/package.json', { with: { type: 'json' } }))
    .default as { version: string };
  let app: RunningApp | undefined;
  let floor: Server | undefined;
  let context: BrowserContext | undefined;
  const profile = mkdtempSync(join(tmpdir(), 'lodestar-lighthouse-'));
  try {
    app = await startApp();
    const session = await signInDemo(app);
    const siteId = await firstSiteId(app, session);
    await buildFloor();
    const floorPort = await freePort();
    floor = await serveFloor(floorPort);
    const chosen = await resolveChromium();
    const port = await freePort();
    context = await chromium.launchPersistentContext(profile, {
      executablePath: chosen.executablePath,
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
      ...(chosen.env ? { env: chosen.env } : {}),
    });
    await context.addCookies([{ name: 'lodestar_session', value: session, url: app.url }]);

    console.log(`\nLighthouse ${version} (${chosen.description}), each run from an empty cache\n`);
    const pages = [
      { name: '/login', url: `${app.url}/login`, target: true },
      { name: 'signed-in overview', url: `${app.url}/sites/${siteId}/overview`, target: true },
      { name: 'floor page', url: `http://127.0.0.1:${floorPort}/`, target: false },
    ];
    for (const { name, url, target } of pages) {
      for (const formFactor of FORM_FACTORS) {
        const s = await audit(context, port, url, formFactor);
        const c = s.categories;
        const goal =
          target && formFactor === 'mobile'
            ? '   target performance ≥ 95, accessibility 100, best practices ≥ 95'
            : target
              ? '   target accessibility 100, best practices ≥ 95'
              : '';
        console.log(
          `${`${name}, ${formFactor}`.padEnd(30)} performance ${c.performance}, accessibility ${c.accessibility}, best practices ${c['best-practices']}, SEO ${c.seo}  (FCP ${s.fcp}, LCP ${s.lcp}, TBT ${s.tbt}, CLS ${s.cls})${goal}`,
        );
      }
    }
  } finally {
    await context?.close();
    floor?.close();
    await app?.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}
