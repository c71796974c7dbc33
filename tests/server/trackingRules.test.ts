/**
 * The pure rules of the tracking ingest (server/src/tracking): the clock clamp, the country of
 * a language tag, the browser and device class of a User-Agent, and how a request's events fold
 * into session rows — as tables.
 */
import { describe, expect, it } from 'vitest';
import type { TrackingEvent } from '../../generated/types';
import { countryOfLanguage, visitorCountry } from '../../server/src/tracking/country';
import {
  CLAMP_PAST_MS,
  REJECT_SKEW_MS,
  checkEvents,
  clampEventTime,
  trackingRows,
} from '../../server/src/tracking/ingest';
import { storedPageUrl } from '../../server/src/tracking/pages';
import {
  domainOf,
  primaryLanguage,
  referrerOf,
  startFacts,
  utmOf,
} from '../../server/src/tracking/sessionFacts';
import { classifyUserAgent } from '../../server/src/tracking/userAgent';
import { viewportClass } from '../../runtime/rules/tracking/viewport';

const NOW = 1_800_000_000_000;

describe('clampEventTime', () => {
  it.each([
    [NOW, NOW],
    [NOW - 1000, NOW - 1000],
    [NOW - CLAMP_PAST_MS, NOW - CLAMP_PAST_MS],
    [NOW - CLAMP_PAST_MS - 1, NOW - CLAMP_PAST_MS],
    [NOW + 1, NOW],
    [NOW + 3_600_000, NOW],
    [NOW + REJECT_SKEW_MS, NOW],
    [NOW - REJECT_SKEW_MS, NOW - CLAMP_PAST_MS],
    [NOW + REJECT_SKEW_MS + 1, null],
    [NOW - REJECT_SKEW_MS - 1, null],
    [0, null],
  ])('%d → %s', (at, expected) => {
    expect(clampEventTime(at, NOW)).toBe(expected);
  });
});

describe('countryOfLanguage', () => {
  it.each([
    ['de-DE', 'DE'],
    ['pt-br', 'BR'],
    ['zh-Hant-TW', 'TW'],
    ['en_GB', 'GB'],
    ['en', null],
    ['es-419', null],
    ['sr-Latn', null],
    ['de-CH-1996', 'CH'],
    ['', null],
    [undefined, null],
  ])('%s → %s', (language, expected) => {
    expect(countryOfLanguage(language)).toBe(expected);
  });

  it('prefers the database, then the language, and says which', () => {
    const geoip = { country: (address: string) => (address === '203.0.113.1' ? 'FR' : null) };
    expect(visitorCountry(geoip, '203.0.113.1', 'de-DE')).toEqual({
      country: 'FR',
      source: 'geoip',
    });
    expect(visitorCountry(geoip, '10.0.0.1', 'de-DE')).toEqual({
      country: 'DE',
      source: 'language',
    });
    expect(visitorCountry(null, '203.0.113.1', 'en')).toEqual({ country: null, source: null });
  });
});

describe('classifyUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      { browser: 'Chrome', device: 'desktop', os: 'Windows' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', device: 'mobile', os: 'iOS' },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', device: 'tablet', os: 'iOS' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome', device: 'mobile', os: 'Android' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
      { browser: 'Firefox', device: 'desktop', os: 'Windows' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      { browser: 'Safari', device: 'desktop', os: 'macOS' },
    ],
    [
      'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      { browser: 'Firefox', device: 'desktop', os: 'Linux' },
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      { browser: 'Chrome', device: 'desktop', os: 'ChromeOS' },
    ],
    [
      'Mozilla/5.0 (PlayStation 5 3.11) AppleWebKit/605.1.15 (KHTML, like Gecko)',
      { browser: 'WebKit', device: 'console', os: 'Other' },
    ],
    ['curl/8.5.0', { browser: 'Unknown', device: 'unknown', os: 'Unknown' }],
    [undefined, { browser: 'Unknown', device: 'unknown', os: 'Unknown' }],
    ['x'.repeat(10_000), { browser: 'Unknown', device: 'unknown', os: 'Unknown' }],
  ])('%s', (userAgent, expected) => {
    expect(classifyUserAgent(userAgent)).toEqual(expected);
  });
});

describe('checkEvents and trackingRows', () => {
  const event = (overrides: Partial<TrackingEvent> = {}): TrackingEvent => ({
    type: 'page-view',
    session: 'sessionX0000001',
    visitor: 'visitorX0000001',
    newVisitor: false,
    url: 'https://shop.example.com/',
    at: NOW,
    ...overrides,
  });

  it('names the field of each rejected event of a batch', () => {
    const { valid, rejections } = checkEvents(
      [event(), { ...event(), type: 'nope' }, null, event({ at: NOW + 2 * REJECT_SKEW_MS })],
      NOW,
      { batch: true },
    );
    expect(valid).toHaveLength(1);
    expect(rejections.map((r) => [r.index, r.field])).toEqual([
      [1, 'events/1/type'],
      [2, 'events/2'],
      [3, 'events/3/at'],
    ]);
  });

  it('folds the events of a session into one row, one event row each', () => {
    const origin = { userAgent: undefined, clientAddress: '127.0.0.1', geoip: null };
    const rows = trackingRows(
      [
        event({ type: 'session-start', at: NOW - 3000, session: 'sessionA1234567' }),
        event({ at: NOW - 3000, session: 'sessionA1234567', language: 'fr-FR' }),
        event({ at: NOW - 1000, session: 'sessionA1234567', url: 'https://shop.example.com/b' }),
        event({ type: 'heartbeat', at: NOW - 2000, session: 'sessionA1234567' }),
        event({ type: 'session-end', at: NOW, session: 'sessionB1234567' }),
      ],
      origin,
      NOW + 5,
    );
    expect(rows.events).toHaveLength(5);
    expect(rows.events[0]).toEqual({
      session_key: 'sessionA1234567',
      type: 'session-start',
      at: NOW - 3000,
      received_at: NOW + 5,
      page_url: 'https://shop.example.com/',
    });
    expect(rows.events[2]?.page_url).toBe('https://shop.example.com/b');
    expect(rows.sessions).toEqual([
      expect.objectContaining({
        session_key: 'sessionA1234567',
        page_views: 2,
        started_at: NOW - 3000,
        last_seen_at: NOW - 1000,
        page_url: 'https://shop.example.com/b',
        entry_page_url: 'https://shop.example.com/',
        ended_at: null,
        language: 'fr',
        country: 'FR', // from the first event with a language
        country_source: 'language',
      }),
      expect.objectContaining({ session_key: 'sessionB1234567', page_views: 0, ended_at: NOW }),
    ]);
  });
});

describe('storedPageUrl: a page address as stored', () => {
  it.each([
    ['https://shop.example.com/pricing', 'https://shop.example.com/pricing'],
    ['HTTPS://Shop.Example.COM/Pricing/Plans', 'https://shop.example.com/Pricing/Plans'],
    ['https://shop.example.com/?utm_source=news&utm_medium=email', 'https://shop.example.com/'],
    ['https://shop.example.com/reset?token=abc#top', 'https://shop.example.com/reset'],
    ['https://shop.example.com#section', 'https://shop.example.com'],
    ['http://shop.example.com:8080/a%20b/c', 'http://shop.example.com:8080/a%20b/c'],
    ['https://me:secret@shop.example.com/a', 'https://shop.example.com/a'],
    ['https://shop.example.com/ünïcode', 'https://shop.example.com/ünïcode'],
    [
      `https://shop.example.com/${'x'.repeat(2000)}?q=1`,
      `https://shop.example.com/${'x'.repeat(1024 - 25)}`,
    ],
    [
      `https://shop.example.com/${'x'.repeat(998)}😀`,
      `https://shop.example.com/${'x'.repeat(998)}`,
    ],
  ])('%s → %s', (url, expected) => {
    expect(storedPageUrl(url)).toBe(expected);
  });
});

describe('referrerOf: the referrer a session keeps', () => {
  const PAGE = 'https://shop.example.com/shoes?utm_source=x';
  it.each([
    ['https://www.google.com/', { url: 'www.google.com/', domain: 'google.com' }],
    [
      'https://Www.Google.DE/search?q=private+words#frag',
      { url: 'www.google.de/search', domain: 'google.de' },
    ],
    ['https://t.co/abc123', { url: 't.co/abc123', domain: 't.co' }],
    [
      'http://blog.example.org:8080/post',
      { url: 'blog.example.org:8080/post', domain: 'blog.example.org' },
    ],
    [
      'https://user:pw@news.example.net/a',
      { url: 'news.example.net/a', domain: 'news.example.net' },
    ],
    [
      'android-app://com.google.android.gm/',
      { url: 'com.google.android.gm/', domain: 'com.google.android.gm' },
    ],
    ['https://shop.example.com/cart', null], // the site itself
    ['https://www.shop.example.com/', null], // the site itself, www. or not
    ['https://SHOP.example.com:443/x', null],
    ['', null],
    [undefined, null],
    ['not a url', null],
    ['about:blank', null],
    ['file:///home/me/page.html', null],
  ])('%s → %j', (referrer, expected) => {
    expect(referrerOf(referrer, PAGE)).toEqual(expected);
  });

  it('cuts the kept address to 512 characters', () => {
    const long = referrerOf(`https://other.example/${'p'.repeat(1000)}`, PAGE);
    expect(long?.url).toHaveLength(512);
    expect(long?.domain).toBe('other.example');
  });

  it.each([
    ['https://www.example.com/a', 'example.com'],
    ['https://[::1]:8080/a', '[::1]'],
    ['https://www./', null],
    ['https:///a', null],
  ])('domainOf(%s) = %s', (url, expected) => {
    expect(domainOf(url)).toBe(expected);
  });
});

describe('utmOf: campaign tags of the entry page', () => {
  const none = { utm_source: null, utm_medium: null, utm_campaign: null };
  it.each([
    ['https://shop.example.com/', none],
    [
      'https://shop.example.com/?utm_source=newsletter&utm_medium=email&utm_campaign=june',
      { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'june' },
    ],
    [
      'https://shop.example.com/?utm_source=%20Google%20Ads+&utm_medium=&utm_campaign=a%26b#utm_source=x',
      { utm_source: 'Google Ads', utm_medium: null, utm_campaign: 'a&b' },
    ],
    ['https://shop.example.com/#?utm_source=fragment', none],
    ['https://shop.example.com/?utm_source=%E0%A4%A', { ...none, utm_source: '\ufffd%A' }],
    [
      `https://shop.example.com/?utm_campaign=${'c'.repeat(300)}`,
      { ...none, utm_campaign: 'c'.repeat(128) },
    ],
  ])('%s', (url, expected) => {
    expect(utmOf(url)).toEqual(expected);
  });
});

describe('viewportClass', () => {
  it.each([
    [0, 'small'],
    [390, 'small'],
    [639, 'small'],
    [640, 'medium'],
    [1023, 'medium'],
    [1024, 'large'],
    [1439, 'large'],
    [1440, 'xlarge'],
    [20_000, 'xlarge'],
  ])('%d → %s', (width, expected) => {
    expect(viewportClass(width)).toBe(expected);
  });
});

describe('primaryLanguage', () => {
  it.each([
    ['pt-BR', 'pt'],
    ['DE-de', 'de'],
    ['en', 'en'],
    ['zh-Hant-TW', 'zh'],
    ['', null],
    [undefined, null],
  ])('%s → %s', (tag, expected) => {
    expect(primaryLanguage(tag)).toBe(expected);
  });
});

describe('startFacts and the session row', () => {
  it('reads a session start: referrer, UTM of the page as sent, viewport class', () => {
    expect(
      startFacts({
        url: 'https://shop.example.com/?utm_source=newsletter&utm_medium=email',
        referrer: 'https://mail.example.com/inbox?id=42',
        viewport: 1280,
      }),
    ).toEqual({
      referrer_url: 'mail.example.com/inbox',
      referrer_domain: 'mail.example.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: null,
      viewport: 'large',
    });
  });

  it('keeps the facts of the session start, the entry page of the earliest event', () => {
    const origin = {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      clientAddress: '127.0.0.1',
      geoip: null,
    };
    const base = {
      session: 'sessionF1234567',
      visitor: 'visitorF1234567',
      newVisitor: true,
    };
    const rows = trackingRows(
      [
        // Arrives first but happened later, on another page.
        { ...base, type: 'page-view', at: NOW, url: 'https://shop.example.com/cart?x=1' },
        {
          ...base,
          type: 'session-start',
          at: NOW - 1000,
          url: 'https://shop.example.com/?utm_source=ads&utm_campaign=june',
          referrer: 'https://www.bing.com/search?q=shoes',
          viewport: 390,
          language: 'pt-BR',
        },
        // A page view with its own (unsent by the snippet) facts changes none.
        {
          ...base,
          type: 'page-view',
          at: NOW + 1000,
          url: 'https://shop.example.com/?utm_source=other',
          referrer: 'https://other.example/',
          viewport: 2000,
          language: 'de-DE',
        },
      ],
      origin,
      NOW,
    );
    expect(rows.events.map((e) => e.page_url)).toEqual([
      'https://shop.example.com/cart',
      'https://shop.example.com/',
      'https://shop.example.com/',
    ]);
    expect(rows.sessions).toEqual([
      expect.objectContaining({
        entry_page_url: 'https://shop.example.com/',
        page_url: 'https://shop.example.com/',
        referrer_url: 'www.bing.com/search',
        referrer_domain: 'bing.com',
        utm_source: 'ads',
        utm_medium: null,
        utm_campaign: 'june',
        viewport: 'small',
        language: 'pt',
        os: 'iOS',
        started: true,
      }),
    ]);
  });
});
