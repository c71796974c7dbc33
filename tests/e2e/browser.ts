/**
 * The browser of the end-to-end tests and the benchmarks, driven by playwright-core
 * (`npx playwright install` cannot download here), chosen in this one place:
 *
 *  1. `CHROMIUM_PATH`, when set and not empty (`CHROMIUM_PATH=bundled` forces 3.);
 *  2. else Debian's Chromium at `/usr/bin/chromium`, when it is there;
 *  3. else the Chromium inside the npm package `@sparticuz/chromium` (a devDependency): a
 *     headless shell, decompressed once per version into the temporary directory, started with
 *     the package's own NSS / expat libraries and Open Sans next to the system's fonts, so
 *     `npm install && npm test` needs no system browser.
 *
 * The flags keep Chromium from reaching for the network on start (background updates, sync).
 * None of the package's serverless flags (`--disable-web-security`, `--single-process`…) is
 * used: the tests check the same-origin rules, popups and several contexts of a real browser.
 *
 * Every page a test opens through `openApp` / `waitInteractive` is checked by axe-core
 * (`checkA11y`): a serious or critical violation fails the test.
 */
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type Axe from 'axe-core';
import type { Result as AxeResult } from 'axe-core';
// Imported before bundledChromium sets AWS_EXECUTION_ENV: on load the package would otherwise
// point this process's own LD_LIBRARY_PATH / FONTCONFIG_PATH at its Lambda folders.
import Chromium from '@sparticuz/chromium';
import { chromium, errors, type Browser, type Page } from 'playwright-core';
import { APP_REQUEST_HEADER, APP_REQUEST_HEADER_VALUE } from '../../contracts/requestHeaders';

/**
 * What the app's own client adds to its API calls; a test calling the API with the browser's
 * cookies (page.request) sends it too, as the cross-site check asks of cookie-carrying changes.
 */
export const APP_CLIENT_HEADERS = { [APP_REQUEST_HEADER]: APP_REQUEST_HEADER_VALUE };

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/** `CHROMIUM_PATH=bundled`: the npm package's Chromium even where Debian's is installed. */
export const BUNDLED = 'bundled';

export type ChromiumChoice =
  { source: 'CHROMIUM_PATH' | 'system'; path: string } | { source: 'bundled' };

/** Which browser to start (pure: the environment and the file system are arguments). */
export function chooseChromium(
  chromiumPath: string | undefined,
  exists: (path: string) => boolean,
): ChromiumChoice {
  const wanted = chromiumPath?.trim();
  if (wanted === BUNDLED) return { source: 'bundled' };
  if (wanted) return { source: 'CHROMIUM_PATH', path: wanted };
  if (exists(SYSTEM_CHROMIUM)) return { source: 'system', path: SYSTEM_CHROMIUM };
  return { source: 'bundled' };
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface ResolvedChromium {
  source: ChromiumChoice['source'];
  executablePath: string;
  /** The browser process's environment (the bundled one's libraries and fonts). */
  env?: Record<string, string>;
  /** For the log: what was chosen and why. */
  description: string;
}

let resolving: Promise<ResolvedChromium> | undefined;

/** The browser `launchBrowser` starts; the bundled one is decompressed on first use. */
export function resolveChromium(): Promise<ResolvedChromium> {
  resolving ??= (async () => {
    const choice = chooseChromium(process.env.CHROMIUM_PATH, existsSync);
    if (choice.source === 'CHROMIUM_PATH')
      return {
        ...choice,
        executablePath: choice.path,
        description: `CHROMIUM_PATH=${choice.path}`,
      };
    if (choice.source === 'system')
      return { ...choice, executablePath: choice.path, description: `Debian's ${choice.path}` };
    return bundledChromium();
  })();
  return resolving;
}

export async function launchBrowser(): Promise<Browser> {
  const chosen = await resolveChromium();
  return chromium.launch({
    executablePath: chosen.executablePath,
    args: CHROMIUM_ARGS,
    // Under LANG=C.UTF-8 Chromium reports the language "en-US@posix", on which Intl throws: every
    // context speaks plain American English unless it asks for another locale.
    env: { ...process.env, ...chosen.env, LANG: 'en_US.UTF-8' },
  });
}

/** Which browser runs, for the logs of the tests and the benchmarks: version and source. */
export async function browserLabel(browser: Browser): Promise<string> {
  return `Chromium ${browser.version()} — ${(await resolveChromium()).description}`;
}

/**
 * `@sparticuz/chromium`'s `executablePath()` decompresses the browser, its fonts and its
 * SwiftShader into `os.tmpdir()`, and reuses whatever `<tmp>/chromium` it finds there (another
 * version, or a file cut short by an interrupted run). So it runs with TMPDIR pointing at a fresh
 * staging directory, which is then renamed into place: `<tmp>/lodestar-chromium-<version>`
 * exists only complete, and two processes extracting at once both end up using one of them.
 * AWS_EXECUTION_ENV makes the package extract its Amazon Linux libraries too (NSS, NSPR, expat:
 * what the headless shell links besides glibc), so a machine without them still runs it.
 */
async function bundledChromium(): Promise<ResolvedChromium> {
  // build/cjs/index.cjs → the package folder.
  const entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');
  const packageDir = resolve(dirname(entry), '..', '..');
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const home = join(tmpdir(), `lodestar-chromium-${version}`);
  const executablePath = join(home, 'chromium');
  if (!existsSync(executablePath)) {
    const staging = `${home}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
    mkdirSync(staging, { recursive: true });
    const saved = { TMPDIR: process.env.TMPDIR, AWS: process.env.AWS_EXECUTION_ENV };
    try {
      process.env.TMPDIR = staging;
      process.env.AWS_EXECUTION_ENV = 'AWS_Lambda_nodejs20.x';
      const extracted = await Chromium.executablePath();
      if (resolve(extracted) !== join(staging, 'chromium'))
        throw new Error(`@sparticuz/chromium extracted to ${extracted}, not into ${staging}`);
    } finally {
      restore('TMPDIR', saved.TMPDIR);
      restore('AWS_EXECUTION_ENV', saved.AWS);
    }
    try {
      renameSync(staging, home);
    } catch (error) {
      // Another process got there first: use its (complete) copy.
      rmSync(staging, { recursive: true, force: true });
      if (!existsSync(executablePath)) throw error;
    }
  }
  // Open Sans from the package, after the system's own configuration (fonts-dejavu-core here).
  const fontsConfig = join(home, 'lodestar-fonts.conf');
  if (!existsSync(fontsConfig)) {
    const written = `${fontsConfig}.${process.pid}`;
    writeFileSync(
      written,
      `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${join(home, 'fonts')}</dir>
  <cachedir>${join(home, 'fonts-cache')}</cachedir>
</fontconfig>
`,
    );
    renameSync(written, fontsConfig);
  }
  const libraries = join(home, 'al2023', 'lib');
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  env.LD_LIBRARY_PATH = [libraries, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':');
  env.FONTCONFIG_FILE = fontsConfig;
  return {
    source: 'bundled',
    executablePath,
    env,
    description: `@sparticuz/chromium ${version} (${executablePath})`,
  };
}

function restore(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

/**
 * Opens a page of the app and waits until it answers input: a server-rendered page is on
 * screen before its JavaScript runs (runtime/app/ssr/renderPage.tsx), and a button pressed
 * before hydration does nothing. The app marks `<html data-interactive>` (core/router/Root.tsx).
 * Then checks the page with axe (`checkA11y`).
 */
export async function openApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitInteractive(page);
}

/**
 * Moves an app page already open to `url` the way the app's own links do (a history entry the
 * router follows), without a full load: for a test walking many pages of one signed-in user,
 * where the full load itself is what other tests cover. Then waits as after a load.
 */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  const target = new URL(url, page.url());
  await page.evaluate(
    (path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    },
    target.pathname + target.search + target.hash,
  );
  await waitInteractive(page);
}

/**
 * After a full page load the test did not start itself (a sign-in, a reload). Then, before axe
 * looks, the page is given a moment to draw itself (a heading in <main>, nothing loading): the
 * app marks itself interactive before a lazy page or a redirect has drawn anything.
 */
export async function waitInteractive(page: Page): Promise<void> {
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await page
    .waitForFunction(
      () =>
        !!document.querySelector('main h1')?.textContent?.trim() &&
        !document.querySelector('[aria-busy="true"], .page-loading'),
      undefined,
      { timeout: 5_000 },
    )
    .catch((error: unknown) => {
      if (!(error instanceof errors.TimeoutError)) throw error; // else axe reports what is missing
    });
  await checkA11y(page);
}

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
/** Every violation axe found (of any impact), one JSON line each, for the record. */
export const A11Y_LOG = join(ROOT, 'test-results', 'a11y-violations.jsonl');
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * axe-core over the page as it is now (every rule axe runs by default: WCAG 2.0 / 2.1 / 2.2 A
 * and AA and its best practices). A serious or critical violation fails the calling test with
 * the rule, the elements and axe's summary of what to fix; the minor and moderate ones are only
 * written to test-results/a11y-violations.jsonl. Called by `openApp` / `waitInteractive`; tests
 * call it themselves for what those do not see: popups, open menus and dialogs, client
 * navigations, error states.
 */
export async function checkA11y(page: Page, state = ''): Promise<void> {
  // axe over a document it already passed finds what it found then: a page opened, waited for
  // and checked again by the test itself is analysed once (the costliest step of a page visit).
  const fingerprint = await documentFingerprint(page);
  if (checkedDocuments.get(page) === fingerprint) return;
  const results = { violations: await axeViolations(page) };
  const where = `${page.url()}${state ? ` (${state})` : ''}`;
  if (results.violations.length) {
    mkdirSync(dirname(A11Y_LOG), { recursive: true });
    appendFileSync(
      A11Y_LOG,
      results.violations
        .map((v) =>
          JSON.stringify({
            where,
            rule: v.id,
            impact: v.impact,
            help: v.help,
            targets: v.nodes.map((n) => n.target.join(' ')),
          }),
        )
        .join('\n') + '\n',
    );
  }
  const failing = results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
  if (failing.length === 0) {
    checkedDocuments.set(page, fingerprint);
    return;
  }
  const lines = failing.flatMap((v) => [
    `${v.impact} ${v.id}: ${v.help} (${v.helpUrl})`,
    ...v.nodes.map(
      (n) => `  ${n.target.join(' ')}\n    ${n.failureSummary?.replace(/\n/g, '\n    ')}`,
    ),
  ]);
  throw new Error(`Accessibility violations on ${where}:\n${lines.join('\n')}`);
}

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe's violations of the page's document. A page without frames gets axe once per document and
 * `axe.run` directly: the frame-aware builder opens a helper page to merge its frames' results,
 * which made each check ten times slower than the analysis itself. Frames get the builder.
 */
async function axeViolations(page: Page): Promise<AxeResult[]> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).analyze()).violations;
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(() =>
    (window as unknown as { axe: typeof Axe }).axe
      .run(document, { resultTypes: ['violations'], iframes: false })
      .then((results) => results.violations),
  );
}

/** The last document of each page that passed axe, by fingerprint. */
const checkedDocuments = new WeakMap<Page, string>();

/**
 * The address, the focused element and a hash of the markup: what axe reads, short of computed
 * styles (a state that changes only styles, such as hover, is checked by the test that makes it).
 */
function documentFingerprint(page: Page): Promise<string> {
  return page.evaluate(() => {
    const html = document.documentElement.outerHTML;
    let hash = 0;
    for (let i = 0; i < html.length; i++) hash = (Math.imul(hash, 31) + html.charCodeAt(i)) | 0;
    const focused = document.activeElement;
    const focus = focused ? `${focused.tagName}#${focused.id}.${focused.className}` : '';
    return `${location.href} ${html.length} ${hash} ${focus}`;
  });
}

/**
 * A new browser context signed in through the API (`POST /api/v1/session`, its cookie kept by
 * the context) and a page in it: for tests whose subject is not the login form.
 */
export async function signedInPage(
  browser: Browser,
  appUrl: string,
  credentials: { email: string; password: string },
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const answer = await context.request.post(`${appUrl}/api/v1/session`, {
    data: credentials,
    headers: APP_CLIENT_HEADERS,
  });
  if (answer.status() !== 200) {
    throw new Error(`sign-in of ${credentials.email} answered ${answer.status()}`);
  }
  return context.newPage();
}
