/**
 * The preference cookies (runtime/app/preferences/preferences.ts): the browser and the server
 * read them with the same parser, so that a server-rendered page is drawn as the browser will
 * hydrate it. Anything malformed reads as "nothing remembered".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatLastSite,
  languageTag,
  parseLastSite,
  parsePreferences,
} from '../../runtime/app/preferences/preferences';

describe('parsePreferences', () => {
  it.each([
    ['', { sidebarCollapsed: false }],
    ['lodestar_sidebar=collapsed', { sidebarCollapsed: true }],
    ['a=1; lodestar_sidebar=collapsed; b=2', { sidebarCollapsed: true }],
    ['lodestar_sidebar=expanded', { sidebarCollapsed: false }],
    ['lodestar_sidebar=true', { sidebarCollapsed: false }],
    [
      'lodestar_last_site=12.3',
      { sidebarCollapsed: false, lastSite: { siteId: 12, organizationId: 3 } },
    ],
    ['lodestar_last_site=12.', { sidebarCollapsed: false, lastSite: { siteId: 12 } }],
    ['lodestar_last_site=.3', { sidebarCollapsed: false, lastSite: { organizationId: 3 } }],
    ['lodestar_last_site=.', { sidebarCollapsed: false }],
    ['lodestar_last_site=0.0', { sidebarCollapsed: false }],
    ['lodestar_last_site=-1.2', { sidebarCollapsed: false }],
    ['lodestar_last_site=1e3.2', { sidebarCollapsed: false }],
    [
      'lodestar_last_site=99999999999999999.1',
      { sidebarCollapsed: false, lastSite: { organizationId: 1 } },
    ],
    ['lodestar_last_site={"siteId":1}', { sidebarCollapsed: false }],
    ['lodestar_language=pt-BR', { sidebarCollapsed: false, language: 'pt-BR' }],
    ['lodestar_language=de', { sidebarCollapsed: false, language: 'de' }],
    ['lodestar_language=..%2Fetc', { sidebarCollapsed: false }],
    ['lodestar_language=%3Cscript%3E', { sidebarCollapsed: false }],
    ['lodestar_language=%E0%A4%A', { sidebarCollapsed: false }],
  ])('%s', (cookies, preferences) => {
    expect(parsePreferences(cookies)).toEqual(preferences);
  });
});

describe('languageTag', () => {
  it.each([
    ['en', 'en'],
    ['pt-BR', 'pt-BR'],
    ['zh-Hant-TW', 'zh-Hant-TW'],
    ['', undefined],
    [null, undefined],
    ['e', undefined],
    ['en_US', undefined],
    ['en-', undefined],
    ['../en', undefined],
    ['en"><script>', undefined],
  ])('%s → %s', (value, tag) => {
    expect(languageTag(value)).toBe(tag);
  });
});

describe('last site', () => {
  const id = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
  it('reads back what it wrote', () => {
    fc.assert(
      fc.property(fc.option(id, { nil: undefined }), fc.option(id, { nil: undefined }), (s, o) => {
        const site = {
          ...(s !== undefined ? { siteId: s } : {}),
          ...(o !== undefined ? { organizationId: o } : {}),
        };
        const read = parseLastSite(formatLastSite(site));
        // 16-digit ids are beyond the cookie's 15 digits: not remembered rather than wrong.
        const keep = (n: number | undefined) => n !== undefined && String(n).length <= 15;
        const expected = {
          ...(keep(s) ? { siteId: s } : {}),
          ...(keep(o) ? { organizationId: o } : {}),
        };
        expect(read).toEqual(Object.keys(expected).length > 0 ? expected : undefined);
      }),
    );
  });

  it('never reads a value that is not two plain ids', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const read = parseLastSite(text);
        if (read) expect(text).toMatch(/^\d*\.\d*$/);
      }),
    );
  });
});
