/**
 * The built client: hashed assets cached for a year, index.html revalidated, client routes
 * answered with index.html, translations and bundle files served, unknown /api paths → 404 JSON,
 * and a clear 503 when the client is not built. A page path no route of generated/routes.ts
 * (nor a legacy redirect) matches answers 404 with the same index.html, so the app draws its
 * 404 page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isClientRoute } from '../../server/src/pages/clientRoutes';
import { startServer, type TestServer } from './harness';

const INDEX = '<!doctype html><div id="root"></div><script src="/assets/index-B2x9Qa.js"></script>';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let clientDir: string;
let server: TestServer;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'lodestar-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), INDEX);
  writeFileSync(join(clientDir, 'assets', 'index-B2x9Qa.js'), 'console.log("app")');
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg/>');
  server = await startServer({ env: { CLIENT_DIR: clientDir } });
});
afterAll(async () => {
  await server.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('static client', () => {
  it('caches hashed assets for a year, immutable', async () => {
    const answer = await server.request('GET', '/assets/index-B2x9Qa.js');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.get('content-type')).toMatch(/javascript/);
  });

  it('serves index.html at / with no-cache', async () => {
    const answer = await server.request('GET', '/', { headers: html });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(INDEX);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('answers client routes with index.html (react-router takes over)', async () => {
    for (const path of [
      '/sites/1/overview',
      '/login',
      '/profile/language?x=1',
      '/no-site-access',
    ]) {
      const answer = await server.request('GET', path, { headers: html });
      expect(answer.status, path).toBe(200);
      expect(answer.text).toBe(INDEX);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers the declared routes, legacy paths and / with 200', async () => {
    for (const path of [
      '/',
      '/login/',
      '/sites/abc/overview', // the route matches; the page decides what an odd id means
      '/404', // a declared page (the 404 page itself)
      '/sites/3/polls/x', // legacy: the app redirects
      '/research', // legacy, needing the signed-in context
    ]) {
      const answer = await server.request('GET', path, { headers: html });
      expect(answer.status, path).toBe(200);
      expect(answer.text).toBe(INDEX);
    }
  });

  it('answers an unknown page with 404 and the app, which draws its 404 page', async () => {
    for (const path of ['/no/such/page', '/sites/1/nonsense', '/login/extra', '/favicon.ico']) {
      const answer = await server.request('GET', path, { headers: html });
      expect(answer.status, path).toBe(404);
      expect(answer.text).toBe(INDEX);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    const head = await server.request('HEAD', '/no/such/page', { headers: html });
    expect(head.status).toBe(404);
  });

  it('signed in, an unknown page is the 404 page with the bootstrap data, never stored', async () => {
    const persona = await server.persona({ email: 'nina@example.com' });
    const session = await server.sessionFor(persona.userId);
    const answer = await server.request('GET', '/no/such/page', { session, headers: html });
    expect(answer.status).toBe(404);
    expect(answer.text).toContain('<script type="application/json"');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('an unknown page asked for as data (not HTML) is a 404 in the API error format', async () => {
    const answer = await server.request('GET', '/no/such/page');
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ error: 'not_found', message: 'Nothing at GET /no/such/page.' });
  });

  it('revalidates other root files (no-cache)', async () => {
    const answer = await server.request('GET', '/favicon.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing asset 404, not index.html', async () => {
    const answer = await server.request('GET', '/assets/missing-123.js', { headers: html });
    expect(answer.status).toBe(404);
  });

  it('answers unknown /api paths with 404 JSON, also for browsers', async () => {
    const answer = await server.request('GET', '/api/v2/whatever', { headers: html });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({
      error: 'not_found',
      message: 'No API endpoint GET /api/v2/whatever.',
    });
    const post = await server.request('POST', '/api/v2/whatever', { headers: html });
    expect(post.status).toBe(404);
  });

  it('serves translations from locales/, revalidated', async () => {
    const answer = await server.request('GET', '/locales/en/nav.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(typeof answer.json).toBe('object');
    const missing = await server.request('GET', '/locales/xx/nav.json', { headers: html });
    expect(missing.status).toBe(404);
    expect(missing.json.error).toBe('not_found');
  });

  it('serves the manifest bundle under /bundle/', async () => {
    const answer = await server.request('GET', '/bundle/menus.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.json.$generated).toBeDefined();
  });

  it('refuses path traversal', async () => {
    const answer = await server.request('GET', '/locales/..%2f..%2fpackage.json');
    expect(answer.status).not.toBe(200);
    expect(answer.text).not.toContain('"devDependencies"');
  });

  it('tells which paths are client routes', () => {
    expect(isClientRoute('/sites/1/overview')).toBe(true);
    expect(isClientRoute('/apiary')).toBe(true);
    expect(isClientRoute('/api/v1/x')).toBe(false);
    expect(isClientRoute('/locales/en/app.json')).toBe(false);
    expect(isClientRoute('/assets/x.js')).toBe(false);
  });
});

describe('without a client build', () => {
  it('answers / and client routes with 503 saying how to build, while the API works', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'lodestar-noclient-'));
    const bare = await startServer({ env: { CLIENT_DIR: join(empty, 'missing') } });
    try {
      for (const path of ['/', '/sites/1/overview']) {
        const answer = await bare.request('GET', path, { headers: html });
        expect(answer.status).toBe(503);
        expect(answer.text).toContain('client not built: run npm run build');
      }
      expect((await bare.request('GET', '/api/v1/settings')).status).toBe(200);
    } finally {
      await bare.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
