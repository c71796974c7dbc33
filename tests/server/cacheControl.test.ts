/**
 * Cache-Control of every kind of answer (the rules: http/cacheControl.ts):
 * personal API answers and every error are never stored; a page carrying the signed-in user's
 * data is never stored; the public settings keep a public cache; translations are revalidated
 * (ETag); hashed assets are immutable; an answer that sets a cookie is never stored.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_PASSWORD, type TestServer } from './harness';

const INDEX =
  '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';
const html = { accept: 'text/html' };

let clientDir: string;
let server: TestServer;
let session: string;
let userId: number;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'lodestar-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), INDEX);
  writeFileSync(join(clientDir, 'assets', 'index-C4ch3.js'), 'console.log("app")');
  server = await startServer({ env: { CLIENT_DIR: clientDir } });
  const persona = await server.persona({ email: 'cora@example.com' });
  userId = persona.userId;
  session = await server.sessionFor(userId);
});
afterAll(async () => {
  await server.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const cacheOf = (answer: { headers: Headers }) => answer.headers.get('cache-control');

describe('Cache-Control', () => {
  it('personal API answers are never stored', async () => {
    for (const path of [
      '/api/v1/session',
      `/api/v1/users/${userId}/app-state`,
      `/api/v1/users/${userId}/locale`,
      `/api/v1/users/${userId}/organizations`,
    ]) {
      const answer = await server.request('GET', path, { session });
      expect(answer.status, path).toBe(200);
      expect(cacheOf(answer), path).toBe('no-store');
    }
  });

  it('API errors are never stored: 401, 400, 404', async () => {
    const answers = [
      await server.request('GET', '/api/v1/session'),
      await server.request('GET', '/api/v1/users/x/locale', { session }),
      await server.request('GET', '/api/v1/nope'),
      // the catalog is built (it was the 501 here); an unknown version is its 404,
      // although its answers are otherwise kept for an hour (tests/server/catalog.test.ts).
      await server.request('GET', '/api/product-catalog/9/monthly/usd', { session }),
    ];
    expect(answers.map((a) => a.status)).toEqual([401, 400, 404, 404]);
    for (const answer of answers) expect(cacheOf(answer)).toBe('no-store');
  });

  it('a sign-in (it sets the session cookie) is never stored', async () => {
    const answer = await server.request('POST', '/api/v1/session', {
      body: { email: 'cora@example.com', password: TEST_PASSWORD },
    });
    expect(answer.status).toBe(200);
    expect(cacheOf(answer)).toBe('no-store');
  });

  it('the public settings keep a public cache', async () => {
    const answer = await server.request('GET', '/api/v1/settings');
    expect(answer.status).toBe(200);
    expect(cacheOf(answer)).toBe('public, max-age=300');
  });

  it("index.html: revalidated signed out, never stored with the user's data", async () => {
    const signedOut = await server.request('GET', '/sites/1/overview', { headers: html });
    expect(signedOut.status).toBe(200);
    expect(cacheOf(signedOut)).toBe('no-cache');
    const signedIn = await server.request('GET', '/sites/1/overview', { session, headers: html });
    expect(signedIn.status).toBe(200);
    expect(signedIn.text).toContain('<script type="application/json"');
    expect(cacheOf(signedIn)).toBe('no-store');
  });

  it('a page that sets a cookie (a tracked campaign parameter) is never stored', async () => {
    const answer = await server.request('GET', '/sites/1/overview?utm_source=newsletter', {
      headers: html,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie().join()).toContain('utm_source');
    expect(cacheOf(answer)).toBe('no-store');
  });

  it('hashed assets are immutable; a missing file is not', async () => {
    expect(cacheOf(await server.request('GET', '/assets/index-C4ch3.js'))).toBe(
      'public, max-age=31536000, immutable',
    );
    const missing = await server.request('GET', '/assets/index-Gone1.js');
    expect(missing.status).toBe(404);
    expect(cacheOf(missing)).toBe('no-store');
  });

  it('translations are revalidated (ETag), so a deploy or an edit never serves stale texts', async () => {
    const first = await server.request('GET', '/locales/en/common.json');
    expect(first.status).toBe(200);
    expect(cacheOf(first)).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // node:http, not fetch: fetch marks a request with If-None-Match `cache-control: no-cache`
    // (Fetch standard, HTTP-network-or-cache fetch), which forbids the 304; a browser's own
    // revalidation does not.
    const again = await new Promise<number | undefined>((resolve, reject) => {
      get(`${server.url}/locales/en/common.json`, { headers: { 'if-none-match': etag! } }, (res) =>
        resolve(res.resume().statusCode),
      ).on('error', reject);
    });
    expect(again).toBe(304);
  });
});
