/**
 * Server-rendered shell pages (runtime/app/ssr/renderPage.tsx) in
 * Chromium against the built app: the page is there without JavaScript, styled and
 * navigable by its links; with JavaScript the browser hydrates the very same nodes without a
 * mismatch, also for the preferences the server read from cookies (sidebar collapsed, the last
 * site, a narrow screen); no inline script is added; SERVER_RENDER=off and public pages leave
 * `#root` empty.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../server/src/security/contentSecurityPolicy';
import { firstSiteId, signInDemo, startApp, type RunningApp } from '../support/appServer';
import { menuLabel, routeTitle } from '../support/manifestFacts';
import { checkA11y, launchBrowser, openApp, waitInteractive } from './browser';

let app: RunningApp;
let browser: Browser;
let session: string;
let siteId: number;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  session = await signInDemo(app);
  siteId = await firstSiteId(app, session);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function page(
  options: {
    javaScript?: boolean;
    width?: number;
    cookies?: Record<string, string>;
    signedOut?: boolean;
  } = {},
) {
  const context: BrowserContext = await browser.newContext({
    javaScriptEnabled: options.javaScript ?? true,
    viewport: { width: options.width ?? 1280, height: 800 },
  });
  const cookies = {
    ...(options.signedOut ? {} : { lodestar_session: session }),
    ...options.cookies,
  };
  await context.addCookies(
    Object.entries(cookies).map(([name, value]) => ({ name, value, url: app.url })),
  );
  const tab = await context.newPage();
  const problems: string[] = [];
  tab.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  tab.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  // Marks the server's nodes before any script runs: hydration keeps them, a redraw does not.
  await tab.addInitScript(`new MutationObserver(() => {
    const nav = document.querySelector('nav[aria-label="Sidebar"]');
    if (nav && !window.__serverNav && !document.documentElement.hasAttribute('data-interactive')) {
      window.__serverNav = nav;
    }
  }).observe(document, { subtree: true, childList: true });`);
  return { tab, problems, close: () => context.close() };
}

const sidebar = (tab: Page) => tab.getByRole('navigation', { name: 'Sidebar' });

async function html(path: string, target = app, cookie = `lodestar_session=${session}`) {
  const response = await fetch(`${target.url}${path}`, {
    headers: { accept: 'text/html', cookie },
  });
  expect(response.status).toBe(200);
  return response.text();
}

describe('the server renders the login and register pages for a visitor', () => {
  it('answers /login drawn, with a payload that holds nobody’s data, and no inline script', async () => {
    const text = await html('/login?next=%2Fsites%2F1%2Foverview', app, '');
    expect(text).toMatch(/<div id="root"><!--\$--><main class="layout-bare">/);
    expect(text).toContain('<h1>Sign in</h1>');
    // the server-rendered <title> names the page, as the browser's would.
    expect(text).toContain('<title>Sign in · Lodestar</title>');
    // The register link keeps the page's `next`, as the browser's render does.
    expect(text).toContain('href="/register?next=%2Fsites%2F1%2Foverview"');
    const payload = JSON.parse(
      /<script type="application\/json" id="lodestar-bootstrap">(.*?)<\/script>/s.exec(text)![1]!,
    ) as Record<string, unknown>;
    expect(Object.keys(payload).sort()).toEqual([
      'rendered',
      'settings',
      'signedOut',
      'translations',
    ]);
    expect(Object.keys((payload.translations as Record<string, object>).en!)).toContain('forms');
    expect(inlineScriptHashes(text)).toEqual([]);
    expect(text).not.toContain('<!--$?-->');
  });

  it('answers /register drawn with its texts and form, from answers made for the visitor', async () => {
    const text = await html('/register?signup_method=google&c=no-such-campaign', app, '');
    expect(text).toMatch(/<div id="root"><!--\$--><main class="layout-bare">/);
    expect(text).toContain('<h1 id="register-title">');
    expect(text).toMatch(/<form[^>]*>/); // the manifest form, drawn by RJSF on the server
    const payload = JSON.parse(
      /<script type="application\/json" id="lodestar-bootstrap">(.*?)<\/script>/s.exec(text)![1]!,
    ) as { registerSource?: { source: string; locale: string }; campaign?: unknown };
    // The same source the page derives from its parameters; an unknown campaign is left out.
    expect(payload.registerSource).toMatchObject({ source: 'google', locale: 'en' });
    expect(payload.campaign).toBeUndefined();
    expect(inlineScriptHashes(text)).toEqual([]);
    expect(text).not.toContain('<!--$?-->');

    const live = await page({ signedOut: true });
    const fetched: string[] = [];
    live.tab.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await openApp(live.tab, `${app.url}/register`);
    await live.tab.getByRole('heading', { level: 1 }).waitFor();
    // Hydrated from the payload: its texts and settings are not asked again.
    expect(fetched).not.toContain('/api/v1/register/source');
    expect(fetched).not.toContain('/api/v1/settings');
    expect(live.problems).toEqual([]);
    await checkA11y(live.tab, 'register, server-rendered and hydrated');
    await live.close();
  });

  it('paints before any script runs, passes axe, and signs in once hydrated', async () => {
    const { tab, close } = await page({ signedOut: true });
    await tab.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await tab.goto(`${app.url}/login`);
    await tab.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await checkA11y(tab, 'login, server-rendered, no script run');
    await close();

    const live = await page({ signedOut: true });
    const fetched: string[] = [];
    live.tab.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await openApp(live.tab, `${app.url}/login`);
    // Hydrated from the payload: no settings or translation request before the sign-in.
    expect(fetched.filter((path) => /^\/(api|locales)\//.test(path))).toEqual([]);
    expect(live.problems).toEqual([]); // no hydration error: the server's page was taken over
    await live.tab.getByLabel('Email').fill('demo@example.com');
    await live.tab.getByLabel('Password').fill('demo-password');
    await live.tab.getByRole('button', { name: 'Sign in' }).click();
    await live.tab.waitForURL(/\/sites\/\d+\/overview$/);
    await live.close();
  });
});

describe('the server renders shell pages', () => {
  it('answers the overview with the shell drawn, the payload marked, and no inline script', async () => {
    const text = await html(`/sites/${siteId}/overview`);
    expect(text).toMatch(
      /<html lang="en" data-language="server" data-languages="[a-zA-Z -]+" data-locales="[\w-]+">/,
    );
    expect(text).toMatch(/<div id="root"><!--\$--><div class="shell"/);
    expect(text).toContain('<nav id="app-sidebar" class="sidebar" aria-label="Sidebar"');
    expect(text).toContain(`href="/sites/${siteId}/heatmap/list"`);
    expect(text).toContain('"rendered":{"language":"en","bundles":[');
    expect(text).toContain('<title>Overview · Lodestar</title>');
    // The page's own content too (the get-started steps: its largest text), in place
    // on the first render after a start, none of it left for an inline script to move.
    expect(text).toMatch(/<main [^>]*><!--\$--><section class="get-started-page"/);
    expect(text).not.toContain('<!--$?-->');
    expect(inlineScriptHashes(text)).toEqual([]);
    expect(text).not.toMatch(/\sstyle="/); // the CSP's style-src would refuse it
  });

  it('leaves #root empty for other public pages, signed-out visitors of shell pages and SERVER_RENDER=off', async () => {
    expect(await html('/login/sso', app, '')).toContain('<div id="root"></div>');
    expect(await html(`/sites/${siteId}/overview`, app, '')).toContain('<div id="root"></div>');
    const plain = await startApp({ env: { SERVER_RENDER: 'off' } });
    try {
      const text = await html(
        `/sites/${siteId}/overview`,
        plain,
        `lodestar_session=${await signInDemo(plain)}`,
      );
      expect(text).toContain('<div id="root"></div>');
      expect(text).toContain('<script type="application/json" id="lodestar-bootstrap">');
      expect(text).not.toContain('"rendered"');
      // Not drawn here: the browser names the page once it runs.
      expect(text).toContain('<title>Lodestar</title>');
    } finally {
      await plain.stop();
    }
  });

  it('shows the styled shell without JavaScript, and its links open server-rendered pages', async () => {
    const { tab, close } = await page({ javaScript: false });
    await tab.goto(`${app.url}/sites/${siteId}/overview`);
    await expect(sidebar(tab).isVisible()).resolves.toBe(true);
    // Laid out as the hydrated page will be: the stylesheet holds product.md#constants-and-limits sizes until the
    // shell sets the manifest's (the same numbers), so nothing moves when the app runs.
    // The content area's place and width; not its height, which is the page's own content.
    const place = (box: { x: number; y: number; width: number } | null) =>
      box && { x: box.x, y: box.y, width: box.width };
    const boxes = async (tab: Page) => ({
      sidebar: await sidebar(tab).boundingBox(),
      topBar: await tab.locator('.top-bar').boundingBox(),
      content: place(await tab.locator('main').boundingBox()),
    });
    const before = await boxes(tab);
    expect(before.topBar?.height).toBe(56);
    const live = await page();
    await openApp(live.tab, `${app.url}/sites/${siteId}/overview`);
    expect(await boxes(live.tab)).toEqual(before);
    await live.close();
    await sidebar(tab)
      .getByRole('link', { name: menuLabel('heatmaps.list'), exact: true })
      .click();
    await tab.waitForURL(`${app.url}/sites/${siteId}/heatmap/list`);
    await expect(tab.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      routeTitle('heatmaps.list'),
    );
    await close();
  });

  it('passes axe as the server drew it, before any script of the app runs', async () => {
    // axe needs JavaScript in the page: the app's scripts are refused instead.
    const { tab, close } = await page();
    await tab.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await tab.goto(`${app.url}/sites/${siteId}/overview`);
    await sidebar(tab).waitFor();
    expect(await tab.evaluate('document.documentElement.hasAttribute("data-interactive")')).toBe(
      false,
    );
    await checkA11y(tab, 'server-rendered, no script run');
    await close();
  });
});

describe('the browser hydrates what the server drew', () => {
  it('keeps the server nodes, reports no mismatch, and answers input', async () => {
    const { tab, problems, close } = await page();
    await openApp(tab, `${app.url}/sites/${siteId}/overview`);
    expect(
      await tab.evaluate(
        'window.__serverNav === document.querySelector(\'nav[aria-label="Sidebar"]\')',
      ),
    ).toBe(true);
    await tab.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebar(tab).getAttribute('data-collapsed')).resolves.toBe('true');
    // Client navigation, not a page load: the same sidebar node stays.
    await sidebar(tab)
      .getByRole('link', { name: menuLabel('playbacks.index'), exact: true })
      .click();
    await tab.getByRole('heading', { level: 1, name: routeTitle('playbacks.index') }).waitFor();
    expect(
      await tab.evaluate(
        'window.__serverNav === document.querySelector(\'nav[aria-label="Sidebar"]\')',
      ),
    ).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('hydrates a drawn page whole: its chunks and bundles are hinted, and hydration waits for them', async () => {
    const text = await html(`/sites/${siteId}/overview`);
    const payload = JSON.parse(
      /<script type="application\/json" id="lodestar-bootstrap">(.*?)<\/script>/s.exec(text)![1]!,
    ) as { rendered: { bundles?: string[] } };
    // The get-started page reads the guides bundle: the payload names it, the HTML preloads it.
    const guides = payload.rendered.bundles?.find((url) =>
      /^\/assets\/guides-[\w-]+\.json$/.test(url),
    );
    expect(guides).toBeDefined();
    expect(text).toContain(`<link rel="preload" as="fetch" crossorigin href="${guides}">`);
    expect(text).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/GetStartedPage-/);
    const hinted = [...text.matchAll(/(?:href|src)="(\/assets\/[\w-]+\.js)"/g)].map((m) => m[1]);

    const { tab, problems, close } = await page();
    await tab.addInitScript(`new MutationObserver(() => {
      if (window.__interactiveAt === undefined && document.documentElement.hasAttribute('data-interactive'))
        window.__interactiveAt = performance.now();
    }).observe(document, { attributes: true, subtree: true });`);
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await tab.route(`**${guides}`, async (route) => {
      await held;
      await route.continue();
    });
    await tab.goto(`${app.url}/sites/${siteId}/overview`);
    // Every chunk of the page is in and has had time to run, the guides bundle is still held:
    // the page is not taken over yet (before, the shell was, and the page's own part only on a
    // retry React holds back ~300 ms after the last commit).
    await tab.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some(
          (e) =>
            /\/GetStartedPage-[\w-]+\.js$/.test(e.name) &&
            (e as PerformanceResourceTiming).responseEnd > 0,
        ),
    );
    await tab.waitForTimeout(500);
    await expect(tab.locator('html[data-interactive]').count()).resolves.toBe(0);
    release();
    await waitInteractive(tab);
    expect(
      await tab.evaluate(
        'window.__serverNav === document.querySelector(\'nav[aria-label="Sidebar"]\')',
      ),
    ).toBe(true);
    // What the page ran before it answered input was all named by the HTML: no chunk was
    // discovered by a script that had to run first.
    const early = (await tab.evaluate(`performance.getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js') && e.startTime < window.__interactiveAt)
      .map((e) => new URL(e.name).pathname)`)) as string[];
    expect(early.filter((path) => !hinted.includes(path))).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('draws the remembered preferences on the server: collapsed sidebar, last site', async () => {
    const { tab, problems, close } = await page();
    await openApp(tab, `${app.url}/sites/${siteId}/overview`);
    await tab.getByRole('button', { name: 'Collapse sidebar' }).click();
    // A page without a site in its path: the server shows the site remembered by the visit.
    await tab.goto(`${app.url}/settings/organizations`);
    const served = await tab.evaluate('document.documentElement.outerHTML');
    await waitInteractive(tab);
    const cookies = Object.fromEntries(
      (await tab.context().cookies()).map((c) => [c.name, c.value]),
    );
    expect(cookies.lodestar_sidebar).toBe('collapsed');
    expect(cookies.lodestar_last_site).toMatch(new RegExp(`^\\d+\\.${siteId}\\.\\d+$`)); // user.site.org
    const text = await html(
      '/settings/organizations',
      app,
      Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
    );
    expect(text).toContain('data-collapsed="true"');
    expect(text).toContain('aria-label="Select a site: Demo site"');
    expect(served).toContain('Demo site');
    await expect(tab.getByTestId('site-selector').textContent()).resolves.toContain('Demo site');
    expect(problems).toEqual([]);
    // Expanded again, and so it stays for the next page the server draws.
    await tab.getByRole('button', { name: 'Expand sidebar' }).click();
    const after = Object.fromEntries((await tab.context().cookies()).map((c) => [c.name, c.value]));
    expect(after.lodestar_sidebar).toBeUndefined();
    await close();
  });

  it('on a narrow screen, hydrates the wide drawing into the collapsed one without a mismatch', async () => {
    const { tab, problems, close } = await page({ width: 800 });
    await openApp(tab, `${app.url}/sites/${siteId}/overview`);
    // Right after hydration, once the media query is read (useMediaQuery.ts).
    await tab.locator('nav[aria-label="Sidebar"][data-collapsed="true"]').waitFor();
    await expect(tab.getByRole('button', { name: /sidebar/i }).count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});
