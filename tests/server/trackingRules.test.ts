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
import { classifyUserAgent } from '../../server/src/tracking/userAgent';

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
      { browser: 'Chrome', device: 'desktop' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', device: 'mobile' },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', device: 'tablet' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome', device: 'mobile' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
      { browser: 'Firefox', device: 'desktop' },
    ],
    ['curl/8.5.0', { browser: 'Unknown', device: 'unknown' }],
    [undefined, { browser: 'Unknown', device: 'unknown' }],
    ['x'.repeat(10_000), { browser: 'Unknown', device: 'unknown' }],
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
    });
    expect(rows.sessions).toEqual([
      expect.objectContaining({
        session_key: 'sessionA1234567',
        page_views: 2,
        started_at: NOW - 3000,
        last_seen_at: NOW - 1000,
        page_url: 'https://shop.example.com/b',
        ended_at: null,
        country: 'FR', // from the first event with a language
        country_source: 'language',
      }),
      expect.objectContaining({ session_key: 'sessionB1234567', page_views: 0, ended_at: NOW }),
    ]);
  });
});
