/**
 * Security headers over real HTTP ("Security headers on every response"): on API JSON,
 * errors, index.html (plain and signed-in) and static assets; the app's own index.html
 * (runtime/app/index.html) has no inline script, so the CSP allows none, and it carries the
 * sha256 of one a new build adds; a header a route set itself is left alone.
 *
 * The client directory is made here (index.html from runtime/app plus one asset), so the test
 * does not depend on `npm run build` having run; the built app itself is checked under this CSP
 * by the end-to-end tests in Chromium.
 *
 * The local OpenID provider's answers under /oidc are written by oidc-provider
 * itself, past Fastify's hooks: they get the same headers except the opener policy, and a page's
 * own policy wins.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../server/src/handlers';
import { getSettings } from '../../server/src/handlers/settings';
import { ROOT, startServer, type HttpAnswer, type TestServer } from './harness';

let server: TestServer;
let clientDir: string;
let session: string;

/** The inline script bodies of runtime/app/index.html, read without the code under test. */
function inlineScriptsOf(html: string): string[] {
  const bodies: string[] = [];
  let at = 0;
  for (;;) {
    const open = html.indexOf('<script>', at);
    if (open === -1) return bodies;
    const close = html.indexOf('</script>', open);
    bodies.push(html.slice(open + '<script>'.length, close));
    at = close;
  }
}
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

const sourceHtml = readFileSync(join(ROOT, 'runtime', 'app', 'index.html'), 'utf8');
// What Vite emits: the module entry moves to <head>.
const builtHtml = sourceHtml
  .replace('<script type="module" src="./main.tsx"></script>\n', '')
  .replace(
    '</head>',
    '  <script type="module" crossorigin src="/assets/index-T3st.js"></script>\n  </head>',
  );

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'lodestar-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), builtHtml);
  writeFileSync(join(clientDir, 'assets', 'index-T3st.js'), 'console.log("app");\n');
  server = await startServer({
    env: { CLIENT_DIR: clientDir },
    handlers: {
      ...handlers,
      // A route that sets its own policy, like the SSO callback page does.
      getSettings: async (request, context) => ({
        ...(await getSettings(request, context)),
        headers: {
          'content-security-policy': "default-src 'none'; script-src 'nonce-abc'",
          'cross-origin-opener-policy': 'unsafe-none',
        },
      }),
    },
  });
  const persona = await server.persona({ email: 'erin@example.com' });
  session = await server.sessionFor(persona.userId);
});
afterAll(async () => {
  await server.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const FIXED = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

function expectSecurityHeaders(answer: HttpAnswer) {
  for (const [name, value] of Object.entries(FIXED)) expect(answer.headers.get(name)).toBe(value);
  const csp = answer.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-inline');
  // NODE_ENV=test: no HSTS (production only; see securityRules.test.ts).
  expect(answer.headers.get('strict-transport-security')).toBeNull();
  return csp;
}

describe('security headers', () => {
  it('the app source has no inline script', () => {
    expect(sourceHtml).toContain('<script type="module" src="./main.tsx"></script>');
    expect(inlineScriptsOf(sourceHtml)).toEqual([]);
  });

  it('index.html: the CSP allows scripts of the origin only, nothing inline', async () => {
    const answer = await server.request('GET', '/', { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = expectSecurityHeaders(answer);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("'sha256-");
  });

  it('a signed-in page (with its JSON bootstrap data) gets the same policy, plus a style nonce of its own answer', async () => {
    const plain = await server.request('GET', '/sites/1/overview', {
      headers: { accept: 'text/html' },
    });
    const signedIn = () =>
      server.request('GET', '/sites/1/overview', { session, headers: { accept: 'text/html' } });
    const first = await signedIn();
    expect(first.text).toContain('<script type="application/json"');
    // The nonce the page hands the modal dialogs' scroll lock (runtime/app/core/cspNonce.ts).
    const nonceOf = (text: string) =>
      /<meta property="csp-nonce" nonce="([A-Za-z0-9+/=]{24})">/.exec(text)?.[1];
    const nonce = nonceOf(first.text);
    expect(nonce).toBeDefined();
    expect(expectSecurityHeaders(first)).toBe(
      expectSecurityHeaders(plain).replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`),
    );
    expect(first.headers.get('cache-control')).toMatch(/no-store/);
    // Another answer, another nonce; a page stored for everyone has none.
    expect(nonceOf((await signedIn()).text)).not.toBe(nonce);
    expect(plain.text).not.toContain('csp-nonce');
  });

  it('API JSON, API errors and 404s', async () => {
    expectSecurityHeaders(await server.request('GET', '/api/v1/session', { session }));
    expectSecurityHeaders(await server.request('GET', '/api/v1/session')); // 401
    expectSecurityHeaders(await server.request('GET', '/api/v1/nope')); // 404
    expectSecurityHeaders(
      await server.request('POST', '/api/v1/session', { headers: { origin: 'https://x.example' } }),
    ); // 403 CSRF
  });

  it('static assets', async () => {
    const answer = await server.request('GET', '/assets/index-T3st.js');
    expect(answer.status).toBe(200);
    expectSecurityHeaders(answer);
  });

  it('a header the route set itself wins (the SSO callback page)', async () => {
    const answer = await server.request('GET', '/api/v1/settings');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'nonce-abc'",
    );
    expect(answer.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
  });

  it('a new build with another inline script gets its hash', async () => {
    const script = 'window.rebuilt = true;';
    const html = builtHtml.replace('</body>', `<script>${script}</script></body>`);
    writeFileSync(join(clientDir, 'index.html'), html);
    const later = new Date(Date.now() + 5000);
    utimesSync(join(clientDir, 'index.html'), later, later); // a distinct mtime, however fast
    const answer = await server.request('GET', '/', { headers: { accept: 'text/html' } });
    const csp = expectSecurityHeaders(answer);
    expect(csp).toContain(`script-src 'self' 'sha256-${sha256(script)}';`);
    expect(csp.match(/'sha256-/g)).toHaveLength(1);
    // Answers other than pages reuse the latest policy.
    const json = await server.request('GET', '/api/v1/session', { session });
    expect(json.headers.get('content-security-policy')).toBe(csp);
  });
});

describe('the local OpenID provider (/oidc)', () => {
  let oidc: TestServer;
  beforeAll(async () => {
    oidc = await startServer({ env: { CLIENT_DIR: clientDir, SSO_DEV_PROVIDER: '1' } });
  });
  afterAll(async () => {
    await oidc.close();
  });

  /** Frame, sniffing and referrer headers and a CSP that forbids framing; never COOP. */
  function expectProviderHeaders(answer: HttpAnswer) {
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBeTruthy();
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // The popup passes through these pages and must keep its opener (product.md#states-and-transitions "Signup SSO").
    expect(answer.headers.get('cross-origin-opener-policy')).toBeNull();
  }

  it("oidc-provider's error page cannot be framed", async () => {
    const answer = await oidc.request('GET', '/oidc/auth?client_id=nobody&response_type=code');
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expectProviderHeaders(answer);
    // Its own policy, which allows its inline style by nonce (the page is styled).
    const nonce = /<style nonce="([^"]+)"/.exec(answer.text)?.[1];
    expect(nonce).toBeDefined();
    expect(answer.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
  });

  it('its JSON and its 404', async () => {
    const discovery = await oidc.request('GET', '/oidc/.well-known/openid-configuration');
    expect(discovery.status).toBe(200);
    expectProviderHeaders(discovery);
    const missing = await oidc.request('GET', '/oidc/no-such-endpoint');
    expect(missing.status).toBe(404);
    expectProviderHeaders(missing);
  });

  it('the sign-in page keeps its own policy and referrer rule', async () => {
    // Redirects followed by hand, carrying oidc-provider's interaction cookies.
    const step = async (path: string, cookie = '') => {
      const response = await fetch(new URL(path, oidc.url), {
        redirect: 'manual',
        headers: cookie ? { cookie } : {},
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, text, json: undefined };
    };
    const start = await step('/api/sso/google-start?sso_source=login');
    expect(start.status).toBe(302);
    const authorize = await step(start.headers.get('location')!);
    expect(authorize.status).toBe(303);
    expectProviderHeaders(authorize);
    const cookie = authorize.headers
      .getSetCookie()
      .map((raw) => raw.split(';')[0])
      .join('; ');
    const page = await step(authorize.headers.get('location')!, cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Development sign-in');
    expectProviderHeaders(page);
    expect(page.headers.get('content-security-policy')).toMatch(/style-src 'nonce-/);
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
  });
});
