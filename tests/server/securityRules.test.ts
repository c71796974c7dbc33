/**
 * The pure rules of the security layer, as tables: the rate-limit and proxy settings,
 * the CSRF verdict, and the Content-Security-Policy built from a page's inline scripts.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  loadSecurityConfig,
  parseByteBudget,
  parseRateLimit,
} from '../../server/src/security/config';
import { sourceOf } from '../../server/src/security/sourceAddress';
import {
  contentSecurityPolicy,
  withStyleNonce,
  inlineScriptHashes,
} from '../../server/src/security/contentSecurityPolicy';
import { crossSiteRefusal } from '../../server/src/security/crossSite';
import { HSTS, securityHeaders } from '../../server/src/security/headers';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('parseRateLimit', () => {
  it.each([
    ['10/900', { max: 10, windowSeconds: 900 }],
    ['10/15m', { max: 10, windowSeconds: 900 }],
    [' 30 / 1m ', { max: 30, windowSeconds: 60 }],
    ['5/1h', { max: 5, windowSeconds: 3600 }],
    ['2/1s', { max: 2, windowSeconds: 1 }],
    ['1/24h', { max: 1, windowSeconds: 86400 }],
  ])('%s', (text, want) => expect(parseRateLimit(text)).toEqual(want));

  it.each(['10', '10/', '/60', '0/60', '10/0', '10/25h', '-1/60', '10/1d', 'ten/60', '1.5/60'])(
    'refuses %s',
    (text) => expect(parseRateLimit(text)).toBeNull(),
  );
});

describe('parseByteBudget', () => {
  it.each([
    ['512KiB/1m', { max: 512 * 1024, windowSeconds: 60 }],
    ['64MiB/1m', { max: 64 * 1024 * 1024, windowSeconds: 60 }],
    ['65536/60', { max: 65536, windowSeconds: 60 }],
    [' 2 kb / 30s ', { max: 2048, windowSeconds: 30 }],
    ['1M/1h', { max: 1024 * 1024, windowSeconds: 3600 }],
  ])('%s', (text, want) => expect(parseByteBudget(text)).toEqual(want));

  it.each(['512KiB', '0KiB/1m', '1GiB/1m', '1.5MiB/1m', '512KiB/25h', 'lots/1m', '1/1d'])(
    'refuses %s',
    (text) => expect(parseByteBudget(text)).toBeNull(),
  );
});

describe('sourceOf (what per-address limits count)', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::'],
    ['2001:db8:1:2::1', '2001:db8:1:2::'],
  ])('%s counts as %s', (address, source) => expect(sourceOf(address)).toBe(source));
});

describe('loadSecurityConfig', () => {
  it('reads the ingest budgets and names the one it refuses', () => {
    const problems: string[] = [];
    const { ingestBudgets } = loadSecurityConfig(
      { INGEST_BYTES_PER_IP: '1MiB/1m', TRACKING_NEW_SESSIONS_PER_VISITOR: 'many' },
      problems,
    );
    expect(ingestBudgets.bytesPerIp).toEqual({ max: 1024 * 1024, windowSeconds: 60 });
    expect(problems).toEqual([
      expect.stringMatching(/^TRACKING_NEW_SESSIONS_PER_VISITOR must be <max>\/<window>.*"many"$/),
    ]);
  });

  it('names the variable, the form and the value it refuses; all problems at once', () => {
    const problems: string[] = [];
    loadSecurityConfig(
      {
        RATE_LIMIT_LOGIN_PER_ACCOUNT: 'lots',
        TRUST_PROXY: 'true',
        RATE_LIMIT_LOGIN_PER_IP: '0/1m',
      },
      problems,
    );
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^RATE_LIMIT_LOGIN_PER_IP must be <max>\/<window>.*found "0\/1m"$/);
    expect(problems[1]).toMatch(/^RATE_LIMIT_LOGIN_PER_ACCOUNT must be .*found "lots"$/);
    expect(problems[2]).toMatch(/^TRUST_PROXY must be the number of trusted proxy hops/);
  });

  it.each([
    [undefined, false],
    ['', false],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['127.0.0.1, 10.0.0.0/8,::1', ['127.0.0.1', '10.0.0.0/8', '::1']],
  ])('TRUST_PROXY=%o', (value, want) => {
    const problems: string[] = [];
    expect(loadSecurityConfig({ TRUST_PROXY: value }, problems).trustProxy).toEqual(want);
    expect(problems).toEqual([]);
  });
});

describe('crossSiteRefusal (CSRF)', () => {
  const app = 'http://127.0.0.1:3000';
  const verdict = (method: string, origin?: string, secFetchSite?: string) =>
    crossSiteRefusal({ method, origin, secFetchSite, appOrigin: app });

  it.each([
    ['POST', undefined, undefined], // curl, servers: cannot carry a victim's cookies
    ['POST', app, undefined],
    ['POST', app, 'same-origin'],
    ['POST', undefined, 'same-origin'],
    ['PUT', 'HTTP://127.0.0.1:3000', 'Same-Origin'],
    ['DELETE', undefined, 'none'], // typed into the address bar
    ['GET', 'https://evil.example', 'cross-site'], // safe methods change nothing
    ['HEAD', 'https://evil.example', 'cross-site'],
    ['OPTIONS', 'https://evil.example', 'cross-site'],
  ])('allows %s Origin=%s Sec-Fetch-Site=%s', (method, origin, site) => {
    expect(verdict(method, origin, site)).toBeNull();
  });

  it.each([
    ['POST', 'https://evil.example', undefined],
    ['POST', undefined, 'cross-site'],
    ['POST', undefined, 'same-site'], // a sibling subdomain is not the app
    ['POST', app, 'cross-site'], // both must agree
    ['POST', 'https://evil.example', 'same-origin'],
    ['PUT', 'null', undefined], // sandboxed frame, opaque redirect
    ['PATCH', 'http://127.0.0.1:3001', undefined], // another port is another origin
    ['DELETE', 'https://127.0.0.1:3000', undefined], // another scheme too
    ['POST', 'http://127.0.0.1:3000.evil.example', undefined],
    ['PROPFIND', 'https://evil.example', undefined], // anything not GET/HEAD/OPTIONS
  ])('refuses %s Origin=%s Sec-Fetch-Site=%s', (method, origin, site) => {
    expect(verdict(method, origin, site)).toEqual(expect.any(String));
  });

  const withCookie = (method: string, fromAppClient: boolean) =>
    crossSiteRefusal({
      method,
      origin: undefined,
      secFetchSite: undefined,
      appOrigin: app,
      hasCookie: true,
      fromAppClient,
    });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'refuses %s with cookies but neither Origin, Sec-Fetch-Site nor the app header',
    (method) => {
      expect(withCookie(method, false)).toEqual(expect.any(String));
    },
  );

  it('allows cookies without Origin and Sec-Fetch-Site when the app header is present', () => {
    expect(withCookie('DELETE', true)).toBeNull();
    expect(withCookie('GET', false)).toBeNull();
  });
});

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts exactly as written, nothing else', () => {
    const warmUp = '\n      try { localStorage.length; } catch {}\n    ';
    const html = [
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script></head>',
      `<body><script>${warmUp}</script>`,
      '<script type="module">import("/x.js")</script>',
      '<script type="application/json" id="lodestar-bootstrap">{"a":1}</script>',
      '<SCRIPT type=text/javascript>go()</SCRIPT>',
      `<script>${warmUp}</script></body>`, // the same script twice: one hash
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha(warmUp), sha('import("/x.js")'), sha('go()')]);
  });

  it('a page without inline scripts needs no hash', () => {
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows own scripts and the hashed inline ones; no unsafe-inline, no eval, never framed', () => {
    const policy = contentSecurityPolicy(["'sha256-abc='"]);
    expect(policy.split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self' 'sha256-abc='",
      "style-src 'self'",
      "img-src 'self' data: https:",
      "font-src 'self'",
      "connect-src 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
    ]);
    expect(policy).not.toContain('unsafe');
  });

  it('withStyleNonce lets one answer’s <style nonce> elements in, and nothing else changes', () => {
    const policy = contentSecurityPolicy([]);
    const nonced = withStyleNonce(policy, 'n0Nc3+/=');
    expect(nonced.split('; ')).toEqual(
      policy
        .split('; ')
        .map((d) => (d === "style-src 'self'" ? "style-src 'self' 'nonce-n0Nc3+/='" : d)),
    );
    expect(nonced).not.toContain('unsafe');
  });
});

describe('securityHeaders', () => {
  it('adds HSTS in production only', () => {
    expect(securityHeaders(true)['strict-transport-security']).toBe(HSTS);
    expect(securityHeaders(false)).not.toHaveProperty('strict-transport-security');
    expect(securityHeaders(false)).toEqual({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
    });
  });
});
