/**
 * Bytes on the wire (the rules: server/src/http/compression.ts), over real HTTP with
 * node:http, which leaves bodies as they were sent (fetch would decode them):
 * - hashed assets answered from the build's .br/.gz copies (scripts/precompress.mjs, run here
 *   on a fixture build) by Accept-Encoding, brotli first, with Vary, Content-Encoding and the
 *   Content-Length of the copy, and still immutable;
 * - dynamic HTML and JSON above 1 KiB compressed, smaller answers and the tracking ingest not;
 * - revalidation (ETag → 304) and the API error format unchanged.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../contracts/cookies';
import { ROOT, startServer, type TestServer } from './harness';
import { apiErrorProblems } from './rawHttp';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the wire. */
  raw: Buffer;
  /** The body decoded by its Content-Encoding. */
  text: string;
}

let server: TestServer;
let clientDir: string;
let session: string;
let siteId: number;
let userId: number;

/** A fixture build's hashed script, big enough for copies (≥ 1 KiB), and a small one. */
const SCRIPT = 'index-Zq9x7Lw2.js';
const SMALL = 'tiny-Ab12Cd34.js';
const SCRIPT_TEXT = Array.from(
  { length: 400 },
  (_, i) => `export function step${i}(value) { return value * ${i} + "${i.toString(36)}"; }\n`,
).join('');
/** A file of the build that keeps its name (public/): revalidated, not immutable. */
const ICON = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(100)}</svg>`;
const INDEX =
  '<!doctype html><html lang="en"><head><title>Lodestar</title></head><body><div id="root"></div></body></html>';

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${server.url}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const decoded =
          raw.length === 0
            ? raw
            : encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : raw;
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          raw,
          text: decoded.toString('utf8'),
        });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

const varyOf = (answer: Answer) => String(answer.headers.vary ?? '').toLowerCase();
const cookie = () => ({ cookie: `${SESSION_COOKIE}=${session}` });

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'lodestar-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), INDEX);
  writeFileSync(join(clientDir, 'assets', SCRIPT), SCRIPT_TEXT);
  writeFileSync(join(clientDir, 'assets', SMALL), 'console.log("small")');
  writeFileSync(join(clientDir, 'favicon.svg'), ICON);
  // The build step itself, as `npm run build` runs it.
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'precompress.mjs'), clientDir]);
  server = await startServer({ env: { CLIENT_DIR: clientDir } });
  const persona = await server.persona({
    email: 'wire@example.com',
    organizations: [{ name: 'Wire', sites: [{ name: 'Wire site', lastDataAt: null }] }],
  });
  userId = persona.userId;
  siteId = persona.organizations[0]!.sites[0]!.id;
  session = await server.sessionFor(userId);
});
afterAll(async () => {
  await server.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('build-time copies of the hashed assets', () => {
  it('precompress writes .br and .gz beside a file of 1 KiB or more, none for a smaller one', () => {
    const file = join(clientDir, 'assets', SCRIPT);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(SCRIPT_TEXT);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(SCRIPT_TEXT);
    expect(() => readFileSync(join(clientDir, 'assets', `${SMALL}.br`))).toThrow(/ENOENT/);
  });

  it.each([
    ['br, gzip, deflate', 'br', '.br'],
    ['gzip;q=1, br;q=0.5', 'gzip', '.gz'],
    ['gzip', 'gzip', '.gz'],
    ['*', 'br', '.br'],
    ['x-gzip', 'gzip', '.gz'],
    ['br;q=0, gzip;q=0', undefined, ''],
    ['identity', undefined, ''],
  ])('Accept-Encoding: %s → %s', async (accept, encoding, suffix) => {
    const answer = await get(`/assets/${SCRIPT}`, { 'accept-encoding': accept });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.raw.equals(readFileSync(join(clientDir, 'assets', SCRIPT + suffix)))).toBe(true);
    expect(answer.headers['content-length']).toBe(String(answer.raw.length));
    expect(answer.text).toBe(SCRIPT_TEXT);
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(varyOf(answer)).toContain('accept-encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('no Accept-Encoding: the file as built', async () => {
    const answer = await get(`/assets/${SCRIPT}`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.raw.toString()).toBe(SCRIPT_TEXT);
  });

  it('HEAD tells the same encoding and length as GET, with no body', async () => {
    const headers = { 'accept-encoding': 'br' };
    const full = await get(`/assets/${SCRIPT}`, headers);
    const head = await get(`/assets/${SCRIPT}`, headers, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.raw.length).toBe(0);
  });

  it('a file below 1 KiB goes as it is', async () => {
    const answer = await get(`/assets/${SMALL}`, { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.raw.toString()).toBe('console.log("small")');
  });
});

describe('build files that keep their name', () => {
  it('the brotli copy, still revalidated, and its ETag answers 304', async () => {
    const answer = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(answer.raw.equals(readFileSync(join(clientDir, 'favicon.svg.br')))).toBe(true);
    expect(answer.headers['content-length']).toBe(String(answer.raw.length));
    expect(answer.text).toBe(ICON);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(varyOf(answer)).toContain('accept-encoding');
    const etag = String(answer.headers.etag);
    expect(etag).not.toBe('undefined');
    const again = await get('/favicon.svg', {
      'accept-encoding': 'br, gzip',
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    // Another encoding is another representation: its own validator.
    const plain = await get('/favicon.svg');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString()).toBe(ICON);
    expect(plain.headers.etag).not.toBe(etag);
  });
});

describe('dynamic answers', () => {
  it('the signed-in page is compressed, still never stored and varying with the cookie', async () => {
    const answer = await get(`/sites/${siteId}/overview`, {
      ...cookie(),
      accept: 'text/html',
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.raw.length).toBeLessThan(Buffer.byteLength(answer.text));
    expect(answer.text).toContain('<div id="root">');
    expect(answer.text).toContain('wire@example.com');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(varyOf(answer)).toMatch(/cookie/);
    expect(varyOf(answer)).toContain('accept-encoding');
  });

  it('HEAD of a page tells its encoding and sends no body', async () => {
    const headers = { ...cookie(), accept: 'text/html', 'accept-encoding': 'br' };
    const head = await get(`/sites/${siteId}/overview`, headers, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['cache-control']).toBe('no-store');
  });

  it('a large JSON answer is compressed (gzip when brotli is not accepted)', async () => {
    // The OpenAPI document (ops/apiDocs.ts): ~300 KB of JSON, compressed as it streams out.
    const plain = await get('/api/openapi.json');
    expect(plain.raw.length).toBeGreaterThan(1024);
    const answer = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.raw.length).toBeLessThan(plain.raw.length / 4);
    expect(JSON.parse(answer.text)).toEqual(JSON.parse(plain.text));
    expect(answer.headers['cache-control']).toBe(plain.headers['cache-control']);
    expect(varyOf(answer)).toContain('accept-encoding');
    // Sent as it is to a client without Accept-Encoding, but caches must know it varies.
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(varyOf(plain)).toContain('accept-encoding');
  });

  it('a small JSON answer goes as it is, the same for every client', async () => {
    const answer = await get(`/api/v1/users/${userId}/locale`, {
      ...cookie(),
      'accept-encoding': 'br, gzip',
    });
    expect(answer.status).toBe(200);
    expect(answer.raw.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(() => JSON.parse(answer.raw.toString())).not.toThrow();
    expect(varyOf(answer)).not.toContain('accept-encoding');
  });

  it('the tracking ingest answer (tiny) is not compressed', async () => {
    const answer = await server.request('POST', `/api/v1/sites/${siteId}/tracking-events`, {
      headers: {
        'accept-encoding': 'br, gzip',
        origin: 'https://shop.example.com',
        'sec-fetch-site': 'cross-site',
        'content-type': 'text/plain',
      },
      body: {
        type: 'session-start',
        session: 'sessionW0000001',
        visitor: 'visitorW0000001',
        newVisitor: true,
        url: 'https://shop.example.com/',
        at: Date.now(),
      },
    });
    expect(answer.status, answer.text).toBe(202);
    expect(answer.headers.get('content-encoding')).toBeNull();
  });

  it('errors keep the API error format, compressed or not', async () => {
    // A long path makes the 404's message (it names the path) larger than the threshold.
    for (const path of ['/api/v1/nope', `/api/v1/${'x'.repeat(1500)}`]) {
      const answer = await get(path, { 'accept-encoding': 'br' });
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-encoding'], path).toBe(
        answer.text.length > 1024 ? 'br' : undefined,
      );
      expect(apiErrorProblems(answer.text, String(answer.headers['content-type']))).toEqual([]);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('revalidation', () => {
  it('the snippet: compressed with a weak ETag, and that ETag still answers 304', async () => {
    const first = await get(`/t/${siteId}.js`, { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.text).toContain('Lodestar tracking');
    const etag = String(first.headers.etag);
    // The snippet is ~2 KB (budget: 2 KB gzip), above the 1 KiB threshold.
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.raw.length).toBeLessThan(Buffer.byteLength(first.text));
    expect(etag).toMatch(/^W\/"/);
    const plain = await get(`/t/${siteId}.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toMatch(/^"/);
    for (const tag of [etag, String(plain.headers.etag)]) {
      const again = await get(`/t/${siteId}.js`, { 'accept-encoding': 'br', 'if-none-match': tag });
      expect(again.status, tag).toBe(304);
      expect(again.raw.length).toBe(0);
    }
  });

  it('a translation file: compressed, and its ETag answers 304', async () => {
    const first = await get('/locales/en/common.json', { 'accept-encoding': 'gzip' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(() => JSON.parse(first.text)).not.toThrow();
    const again = await get('/locales/en/common.json', {
      'accept-encoding': 'gzip',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
  });
});
