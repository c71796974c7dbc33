/**
 * The preference cookies (contracts/preferences.ts): the browser and the server
 * read them with the same parser, so that a server-rendered page is drawn as the browser will
 * hydrate it. Anything malformed reads as "nothing remembered". The remembered site belongs to
 * the user who chose it: read only for that user, and cleared for anyone else.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cookiesOfOtherUsers,
  formatLastSite,
  languageTag,
  parseLastSite,
  parsePreferences,
} from '../../contracts/preferences';

describe('parsePreferences (read for user 7)', () => {
  it.each([
    ['', { sidebarCollapsed: false }],
    ['lodestar_sidebar=collapsed', { sidebarCollapsed: true }],
    ['a=1; lodestar_sidebar=collapsed; b=2', { sidebarCollapsed: true }],
    ['lodestar_sidebar=expanded', { sidebarCollapsed: false }],
    ['lodestar_sidebar=true', { sidebarCollapsed: false }],
    [
      'lodestar_last_site=7.12.3',
      { sidebarCollapsed: false, lastSite: { siteId: 12, organizationId: 3 } },
    ],
    ['lodestar_last_site=7.12.', { sidebarCollapsed: false, lastSite: { siteId: 12 } }],
    ['lodestar_last_site=7..3', { sidebarCollapsed: false, lastSite: { organizationId: 3 } }],
    ['lodestar_last_site=7..', { sidebarCollapsed: false }],
    ['lodestar_last_site=7.0.0', { sidebarCollapsed: false }],
    ['lodestar_last_site=7.-1.2', { sidebarCollapsed: false }],
    ['lodestar_last_site=7.1e3.2', { sidebarCollapsed: false }],
    [
      'lodestar_last_site=7.99999999999999999.1',
      { sidebarCollapsed: false, lastSite: { organizationId: 1 } },
    ],
    ['lodestar_last_site={"siteId":1}', { sidebarCollapsed: false }],
    // Another user's site, an unbound value (earlier versions), no valid user: nothing.
    ['lodestar_last_site=8.12.3', { sidebarCollapsed: false }],
    ['lodestar_last_site=12.3', { sidebarCollapsed: false }],
    ['lodestar_last_site=0.12.3', { sidebarCollapsed: false }],
    ['lodestar_last_site=.12.3', { sidebarCollapsed: false }],
    ['lodestar_last_site=77.12.3', { sidebarCollapsed: false }],
    ['lodestar_language=pt-BR', { sidebarCollapsed: false, language: 'pt-BR' }],
    ['lodestar_language=de', { sidebarCollapsed: false, language: 'de' }],
    ['lodestar_language=..%2Fetc', { sidebarCollapsed: false }],
    ['lodestar_language=%3Cscript%3E', { sidebarCollapsed: false }],
    ['lodestar_language=%E0%A4%A', { sidebarCollapsed: false }],
  ])('%s', (cookies, preferences) => {
    expect(parsePreferences(cookies, 7)).toEqual(preferences);
  });

  it('reads no remembered site when nobody is signed in', () => {
    expect(parsePreferences('lodestar_last_site=7.12.3; lodestar_sidebar=collapsed')).toEqual({
      sidebarCollapsed: true,
    });
  });
});

describe('cookiesOfOtherUsers', () => {
  it.each([
    ['', 7, []],
    ['lodestar_last_site=7.12.3', 7, []],
    ['lodestar_last_site=7.12.3', 8, ['lodestar_last_site']],
    ['lodestar_last_site=7.12.3', undefined, ['lodestar_last_site']], // signed out: all
    ['lodestar_last_site=12.3', 7, ['lodestar_last_site']], // unbound: nobody's
    ['lodestar_last_site=', 7, ['lodestar_last_site']],
    ['lodestar_last_site=%E0%A4%A', 7, ['lodestar_last_site']],
    // Browser preferences are nobody's: never cleared on a change of user.
    ['lodestar_sidebar=collapsed; lodestar_language=de', undefined, []],
    ['x_lodestar_last_site=1.2.3', undefined, []],
  ])('%j for user %s → %j', (cookies, userId, names) => {
    expect(cookiesOfOtherUsers(cookies, userId)).toEqual(names);
  });

  it('clears exactly what would not be read for that user', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }),
        fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }),
        fc.integer({ min: 1, max: 99 }),
        (owner, reader, siteId) => {
          const cookies = owner === undefined ? '' : `lodestar_last_site=${owner}.${siteId}.`;
          const read = parsePreferences(cookies, reader).lastSite;
          const cleared = cookiesOfOtherUsers(cookies, reader).length > 0;
          expect(read === undefined).toBe(owner === undefined || cleared);
        },
      ),
    );
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
  const user = fc.integer({ min: 1, max: 999_999_999_999_999 });
  it('reads back what it wrote, with the user who chose it', () => {
    fc.assert(
      fc.property(
        user,
        fc.option(id, { nil: undefined }),
        fc.option(id, { nil: undefined }),
        (u, s, o) => {
          const site = {
            ...(s !== undefined ? { siteId: s } : {}),
            ...(o !== undefined ? { organizationId: o } : {}),
          };
          const read = parseLastSite(formatLastSite(u, site));
          // 16-digit ids are beyond the cookie's 15 digits: not remembered rather than wrong.
          const keep = (n: number | undefined) => n !== undefined && String(n).length <= 15;
          const expected = {
            ...(keep(s) ? { siteId: s } : {}),
            ...(keep(o) ? { organizationId: o } : {}),
          };
          expect(read).toEqual(
            Object.keys(expected).length > 0 ? { userId: u, site: expected } : undefined,
          );
        },
      ),
    );
  });

  it('never reads a value that is not a user and two plain ids', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const read = parseLastSite(text);
        if (read) expect(text).toMatch(/^\d+\.\d*\.\d*$/);
      }),
    );
  });
});
