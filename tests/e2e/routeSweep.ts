/**
 * The route sweep, one file per language and width (English at 1280 px, German at 390 px, side
 * by side): every route of the generated route table, opened signed in as the demo user. A route
 * fails on a console error, a request that failed other than an expected 4xx (an id the demo
 * does not have, a page the user may not open), or a page wider than its window. Path parameters come from the demo data: the demo site's and
 * organization's ids, any other id a number the demo does not have (its page must say so
 * without an error). One browser; one signed-in context per language and width, its page reused
 * and moved from route to route by the app's router.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeList, type RouteDefinition } from '../../generated/routes';
import { firstSiteId, signInDemo, startApp, type RunningApp } from '../support/appServer';
import { checkA11y, launchBrowser } from './browser';

/** An id no demo record has. */
const UNKNOWN_ID = '999999';

/**
 * Findings of this sweep that belong to work under way elsewhere; each still runs and must
 * fail (`it.fails`), so a fix shows up as a test to move out of this list.
 */
const KNOWN_FAILURES: Record<string, string> = {};

let app: RunningApp;
let browser: Browser;
let ids: { siteId: number; orgId: number; userId: number };
let session: string;

function urlOf(route: RouteDefinition): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'siteId') return String(ids.siteId);
    if (name === 'orgId' || name === 'organizationId') return String(ids.orgId);
    return UNKNOWN_ID;
  });
  return `${app.url}${path}`;
}

async function setLanguage(locale: string): Promise<void> {
  const answer = await fetch(`${app.url}/api/v1/users/${ids.userId}/locale`, {
    method: 'PUT',
    headers: {
      cookie: `lodestar_session=${session}`,
      'content-type': 'application/json',
      origin: app.url,
    },
    body: JSON.stringify({ locale }),
  });
  if (!answer.ok) throw new Error(`setting the language ${locale} answered ${answer.status}`);
}

/** What went wrong while the page loaded, collected from the page's events. */
interface Findings {
  problems: string[];
}

function watch(page: Page, findings: Findings): void {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The browser logs every 4xx answer as an error; those are judged as requests below.
    if (
      /^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())
    )
      return;
    findings.problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => findings.problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A navigation that replaced the page aborts what the old one still loaded.
    if (reason.includes('ERR_ABORTED')) return;
    findings.problems.push(`request failed: ${request.method()} ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500)
      findings.problems.push(`answered ${response.status()}: ${response.url()}`);
  });
}

/**
 * The first route of a context is loaded whole; the next ones the way a user moves in the app,
 * through the router (history and popstate), which keeps the sweep to a few minutes. Full loads
 * of the pages, their server drawing and hydration, are the other end-to-end files' subject.
 */
async function open(page: Page, url: string): Promise<void> {
  if (!page.url().startsWith(app.url)) {
    await page.goto(url, { timeout: 45_000 });
    return;
  }
  const { pathname, search } = new URL(url);
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, pathname + search);
}

/** Waits until the app is interactive and nothing is loading any more. */
async function settle(page: Page): Promise<void> {
  await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 30_000 });
  await page
    .waitForFunction(
      () =>
        !document.querySelector('[aria-busy="true"], .page-loading') &&
        !!document.querySelector('main, h1, [role="alert"]'),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined); // a page that never settles is judged by what it shows now
}

/** Sweeps every route in one language at one width; axe runs in English at 1280 px. */
export function sweep(language: 'en' | 'de', width: 1280 | 390): void {
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    session = await signInDemo(app);
    const headers = { cookie: `lodestar_session=${session}` };
    const me = (await (await fetch(`${app.url}/api/v1/session`, { headers })).json()) as {
      user: { id: number };
    };
    const orgs = (await (
      await fetch(`${app.url}/api/v1/users/${me.user.id}/organizations`, { headers })
    ).json()) as { id: number }[];
    ids = { siteId: await firstSiteId(app, session), orgId: orgs[0]!.id, userId: me.user.id };
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  describe(`route sweep, ${language} at ${width} px`, () => {
    let context: BrowserContext;
    let page: Page;
    const findings: Findings = { problems: [] };

    beforeAll(async () => {
      await setLanguage(language);
      context = await browser.newContext({ viewport: { width, height: 800 } });
      await context.addCookies([
        { name: 'lodestar_session', value: session, url: app.url, httpOnly: true },
      ]);
      page = await context.newPage();
      watch(page, findings);
    });
    afterAll(async () => {
      await context?.close();
    });

    for (const route of routeList) {
      const known = KNOWN_FAILURES[route.name];
      const test = known ? it.fails : it;
      test(`${route.name} (${route.path})`, { timeout: 90_000 }, async () => {
        findings.problems = [];
        await open(page, urlOf(route));
        await settle(page);
        const overflow = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          inner: window.innerWidth,
        }));
        if (overflow.scroll > overflow.inner)
          findings.problems.push(
            `page ${overflow.scroll} px wide in a ${overflow.inner} px window`,
          );
        if (language === 'en' && width === 1280) await checkA11y(page, route.name);
        expect(findings.problems, `${route.name} at ${page.url()}`).toEqual([]);
      });
    }
  });
}
