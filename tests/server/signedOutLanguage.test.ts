/**
 * Signup and login speak the visitor's language: the server writes a signed-out
 * page's `<html lang>` from `?locale=` (when selectable), the language cookie of an earlier
 * choice, then Accept-Language matched against the default set (product.md#constants-and-limits), else en — and says the
 * answer varies with Accept-Language. Staging variants are served, derived, from generated/.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../contracts/cookies';
import { fakeClientDir, startServer, type TestServer } from './harness';

let clientDir: string;
let server: TestServer;

beforeAll(async () => {
  clientDir = fakeClientDir(
    '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
  );
  server = await startServer({ env: { CLIENT_DIR: clientDir } });
});
afterAll(async () => {
  await server.close();
  rmSync(clientDir, { recursive: true, force: true });
});

async function pageLanguage(path: string, headers: Record<string, string> = {}) {
  const answer = await server.request('GET', path, {
    headers: { accept: 'text/html', ...headers },
  });
  expect(answer.status).toBe(200);
  return {
    lang: /<html lang="([^"]+)" data-language="server"/.exec(answer.text)?.[1],
    vary: answer.headers.get('vary'),
  };
}

describe('the language of a signed-out page', () => {
  it('follows Accept-Language when the default set offers it, and varies with it', async () => {
    expect(
      await pageLanguage('/register', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' }),
    ).toEqual({
      lang: 'de',
      vary: 'cookie, accept-language',
    });
    expect((await pageLanguage('/login', { 'accept-language': 'pt-PT,pt;q=0.9' })).lang).toBe(
      'pt-BR',
    );
    // ja is in the alternative set only: a new visitor is offered the default set.
    expect((await pageLanguage('/login', { 'accept-language': 'ja' })).lang).toBe('en');
    expect((await pageLanguage('/login')).lang).toBe('en');
  });

  it('?locale= wins when it is a selectable language; anything else is ignored', async () => {
    expect((await pageLanguage('/register?locale=ja', { 'accept-language': 'de' })).lang).toBe(
      'ja',
    );
    expect((await pageLanguage('/login?locale=de')).lang).toBe('de');
    expect((await pageLanguage('/login?locale=xx', { 'accept-language': 'fr' })).lang).toBe('fr');
    expect((await pageLanguage('/login?locale="><script>')).lang).toBe('en');
  });

  it('a language chosen before on this browser comes before Accept-Language', async () => {
    const cookie = `${LANGUAGE_COOKIE}=es`;
    expect((await pageLanguage('/login', { cookie, 'accept-language': 'de' })).lang).toBe('es');
  });
});

describe('translations', () => {
  it('serves every offered language, and the staging variants derived from their base', async () => {
    for (const language of ['de', 'fr', 'es', 'it', 'pt-BR', 'ja']) {
      const answer = await server.request('GET', `/locales/${language}/shell.json`);
      expect(answer.status, language).toBe(200);
      expect(answer.json.sidebar.label, language).not.toBe('Sidebar');
    }
    const staging = await server.request('GET', '/locales/de-staging/shell.json');
    expect(staging.status).toBe(200);
    expect(staging.json.sidebar.label).toBe('⟦Seitenleiste⟧');
  });
});
