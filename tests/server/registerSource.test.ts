/**
 * GET /api/v1/register/source?source=&locale= over HTTP (product.md#calls "fails if no data"; product.md#errors 'Failed to
 * prepare register source'): texts from locales/<locale>/signup.json, English when the language
 * lacks the file or the source, 404 for an unknown source, 400 naming the field for bad input.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import english from '../../locales/en/signup.json';
import { ROOT, startServer, type TestServer } from './harness';

let server: TestServer;
let germanServer: TestServer;
let root: string;

beforeAll(async () => {
  server = await startServer();
  // A project root whose German translation has only the default source.
  root = mkdtempSync(join(tmpdir(), 'lodestar-register-source-'));
  symlinkSync(join(ROOT, 'generated'), join(root, 'generated'));
  mkdirSync(join(root, 'locales'));
  symlinkSync(join(ROOT, 'locales', 'en'), join(root, 'locales', 'en'));
  mkdirSync(join(root, 'locales', 'de'));
  writeFileSync(
    join(root, 'locales', 'de', 'signup.json'),
    JSON.stringify({
      sources: {
        default: { headline: 'Kostenloses Konto erstellen', description: 'Ohne Kreditkarte.' },
        broken: { headline: 42 },
      },
    }),
  );
  germanServer = await startServer({ env: { LODESTAR_ROOT: root } });
});
afterAll(async () => {
  await server.close();
  await germanServer.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (target: TestServer, query: string) =>
  target.request('GET', `/api/v1/register/source${query}`);

describe('GET /api/v1/register/source', () => {
  it.each(['default', 'survey-template', 'cs-lite', 'google'])(
    'answers the English texts of source %s',
    async (source) => {
      const answer = await get(server, `?source=${source}&locale=en`);
      expect(answer.status).toBe(200);
      const texts = english.sources[source as keyof typeof english.sources];
      expect(answer.json).toEqual({
        source,
        locale: 'en',
        headline: texts.headline,
        description: texts.description,
        image: null,
      });
    },
  );

  it('a language without a signup.json falls back to English, and says so', async () => {
    const answer = await get(server, '?source=google&locale=ko');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ source: 'google', locale: 'en' });
  });

  it('a language with the source answers in that language', async () => {
    const answer = await get(germanServer, '?source=default&locale=de');
    expect(answer.json).toEqual({
      source: 'default',
      locale: 'de',
      headline: 'Kostenloses Konto erstellen',
      description: 'Ohne Kreditkarte.',
      image: null,
    });
  });

  it('a source the language lacks (or has malformed) falls back to English', async () => {
    expect((await get(germanServer, '?source=cs-lite&locale=de')).json).toMatchObject({
      locale: 'en',
      headline: english.sources['cs-lite'].headline,
    });
    const broken = await get(germanServer, '?source=broken&locale=de');
    expect(broken.status).toBe(404); // not in English either
  });

  it.each([
    ['unknown', 'nope'],
    ['an Object prototype key', 'constructor'],
    ['another prototype key', '__proto__'],
  ])('an %s source → 404 ApiError (the client fails, product.md#calls)', async (_what, source) => {
    const answer = await get(server, `?source=${source}&locale=en`);
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ error: 'not_found', message: 'No such register source.' });
  });

  it.each([
    ['source missing', '?locale=en', 'source'],
    ['locale missing', '?source=default', 'locale'],
    ['source with a path', '?source=../../etc/passwd&locale=en', 'source'],
    ['source huge', `?source=${'s'.repeat(5000)}&locale=en`, 'source'],
    ['source empty', '?source=&locale=en', 'source'],
    ['locale with a path', '?source=default&locale=../../etc', 'locale'],
    ['locale with a slash', '?source=default&locale=en%2F..', 'locale'],
    ['locale huge', `?source=default&locale=${'l'.repeat(5000)}`, 'locale'],
    ['unknown parameter', '?source=default&locale=en&x=1', 'x'],
  ])('%s → 400 naming %s', async (_what, query, field) => {
    const answer = await get(server, query);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: 'bad_request', field });
  });

  it('needs no session', async () => {
    const answer = await get(server, '?source=default&locale=en');
    expect(answer.status).toBe(200);
  });
});
