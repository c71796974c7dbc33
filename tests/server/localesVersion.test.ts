/**
 * Versioned translation URLs (server/src/pages/localeFiles.ts localesVersion): the page names the
 * version of the translations it was served with (`<html data-locales>`); the browser asks
 * `/locales/{lng}/{ns}.json?v=<version>`, cached for good (a warm load fetches no translation,
 * ), while any other URL of a translation is revalidated (a deploy never serves stale
 * texts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localesVersion } from '../../server/src/pages/localeFiles';
import { ROOT } from '../support/appServer';
import { startServer, type TestServer } from './harness';

const INDEX =
  '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>';
let clientDir: string;
let server: TestServer;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'lodestar-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), INDEX);
  server = await startServer({ env: { CLIENT_DIR: clientDir } });
});

afterAll(async () => {
  await server?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('translation URLs carry the version of the translations', () => {
  it('a page names the version; its URL is cached for good, any other revalidated', async () => {
    const version = localesVersion(ROOT);
    expect(version).toMatch(/^[\w-]{12}$/);
    const page = await server.request('GET', '/login', { headers: { accept: 'text/html' } });
    expect(page.text).toContain(`data-locales="${version}"`);

    const current = await server.request('GET', `/locales/de/nav.json?v=${version}`);
    expect(current.status).toBe(200);
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const plain = await server.request('GET', '/locales/de/nav.json');
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    const old = await server.request('GET', '/locales/de/nav.json?v=an-old-build');
    expect(old.headers.get('cache-control')).toBe('no-cache');
    expect(old.json).toEqual(current.json);
  });

  it('changes when a translation changes', () => {
    const root = mkdtempSync(join(tmpdir(), 'lodestar-locales-'));
    try {
      mkdirSync(join(root, 'locales', 'en'), { recursive: true });
      writeFileSync(join(root, 'locales', 'en', 'nav.json'), '{"a":"Dashboard"}');
      const before = localesVersion(root);
      expect(localesVersion(root)).toBe(before);
      writeFileSync(join(root, 'locales', 'en', 'nav.json'), '{"a":"Dashboard 2"}');
      expect(localesVersion(root)).not.toBe(before);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
