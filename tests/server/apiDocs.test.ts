/**
 * The API reference over real HTTP: GET /api/openapi.json is generated/openapi.json
 * byte for byte; /api/docs is Swagger UI served from this server (no CDN), with no inline script
 * or style, so the app's Content-Security-Policy (script-src 'self', no 'unsafe-inline') holds;
 * the page and every file it loads answer 200 with the security headers; nothing else of the
 * swagger-ui-dist folder is served. The page drawing in Chromium is checked by hand (docs/api.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startServer, type HttpAnswer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

function expectSecurityHeaders(answer: HttpAnswer) {
  const csp = answer.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/script-src 'self'(;| 'sha256)/);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(answer.headers.get('x-frame-options')).toBe('DENY');
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('GET /api/openapi.json', () => {
  it('is generated/openapi.json, byte for byte', async () => {
    const answer = await server.request('GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.text).toBe(readFileSync(join(ROOT, 'generated', 'openapi.json'), 'utf8'));
    expect(answer.json.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(answer.json.paths)).toContain('/api/health');
    expectSecurityHeaders(answer);
  });
});

describe('GET /api/docs', () => {
  let page: HttpAnswer;
  beforeAll(async () => {
    page = await server.request('GET', '/api/docs');
  });

  it('is an HTML page with the security headers and no inline script or style', () => {
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expectSecurityHeaders(page);
    const scripts = [...page.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\//);
      expect(body!.trim()).toBe('');
    }
    expect(page.text).not.toMatch(/<style|\sstyle=|\son[a-z]+=|https?:\/\//i);
  });

  it('every file it loads answers 200 from this server with the security headers', async () => {
    const urls = [...page.text.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/docs/assets/swagger-ui.css',
        '/api/docs/assets/swagger-ui-bundle.js',
        '/api/docs/init.js',
      ]),
    );
    for (const url of urls) {
      const answer = await server.request('GET', url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('content-type'), url).toMatch(
        url.endsWith('.css') ? /^text\/css/ : /^(text|application)\/javascript/,
      );
      expectSecurityHeaders(answer);
    }
  });

  it('the initializer loads the served document, without the online validator', async () => {
    const init = await server.request('GET', '/api/docs/init.js');
    expect(init.text).toContain('url: "/api/openapi.json"');
    expect(init.text).toContain('validatorUrl: null');
  });

  it('serves nothing else of swagger-ui-dist', async () => {
    for (const path of [
      '/api/docs/assets/package.json',
      '/api/docs/assets/index.html',
      '/api/docs/assets/swagger-initializer.js',
    ]) {
      expect((await server.request('GET', path)).status, path).toBe(404);
    }
  });
});
