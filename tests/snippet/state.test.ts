/** The tracking snippet's pure rules (runtime/snippet/state.ts), as tables. */
import { describe, expect, it } from 'vitest';
import {
  SESSION_IDLE_MS,
  ingestUrl,
  isId,
  languageTag,
  newId,
  pageUrl,
  readSession,
  readStored,
  sessionFacts,
  writeSession,
  writeStored,
} from '../../runtime/snippet/state';

describe('ingestUrl: where the snippet posts, from its own src', () => {
  it.each([
    [
      'https://app.example.com/t/12.js',
      'https://app.example.com/api/v1/sites/12/tracking-events/batch',
    ],
    ['http://localhost:3000/t/1.js', 'http://localhost:3000/api/v1/sites/1/tracking-events/batch'],
    [
      'https://app.example.com/t/7.js?v=2',
      'https://app.example.com/api/v1/sites/7/tracking-events/batch',
    ],
    [
      'https://app.example.com/t/7.js#x',
      'https://app.example.com/api/v1/sites/7/tracking-events/batch',
    ],
    ['https://[::1]:8080/t/3.js', 'https://[::1]:8080/api/v1/sites/3/tracking-events/batch'],
  ])('%s → %s', (src, expected) => {
    expect(ingestUrl(src)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    'https://app.example.com/t/abc.js',
    'https://app.example.com/t/12.jsx',
    'https://app.example.com/x/t/12.js',
    'file:///t/12.js',
    'javascript:alert(1)//t/1.js',
    'https://app.example.com/t/1234567890123.js',
  ])('%s → null', (src) => {
    expect(ingestUrl(src)).toBeNull();
  });
});

describe('ids', () => {
  it('makes 24 hex digits from three 32-bit draws', () => {
    const draws = [0, 0.5, 0.999_999_999_9];
    const id = newId(() => draws.shift() ?? 0);
    expect(id).toBe('0000000080000000ffffffff');
    expect(isId(id)).toBe(true);
    const many = new Set(Array.from({ length: 10_000 }, () => newId(Math.random)));
    expect(many.size).toBe(10_000);
    for (const made of many) expect(made).toMatch(/^[0-9a-f]{24}$/);
  });

  it.each([
    ['abcdefgh', true],
    ['a'.repeat(64), true],
    ['a'.repeat(65), false],
    ['abc', false],
    ['has space1', false],
    ['x.y.z.w.v', false],
    [null, false],
    [42, false],
  ])('isId(%s) = %s', (text, expected) => {
    expect(isId(text)).toBe(expected);
  });
});

describe('sessions in storage', () => {
  const now = 1_800_000_000_000;

  it('round-trips', () => {
    const state = { id: 'abcdef0123456789abcdef01', fresh: true, last: now - 1000 };
    expect(readSession(writeSession(state), now)).toEqual(state);
    expect(readSession(writeSession({ ...state, fresh: false }), now)?.fresh).toBe(false);
  });

  it('ends after 30 minutes without activity', () => {
    const text = writeSession({ id: 'abcdef0123456789abcdef01', fresh: false, last: now });
    expect(readSession(text, now + SESSION_IDLE_MS)).not.toBeNull();
    expect(readSession(text, now + SESSION_IDLE_MS + 1)).toBeNull();
  });

  it.each([null, '', 'garbage', 'short.1.1', 'abcdef0123456789.x.1', 'abcdef0123456789.-5.0'])(
    'reads %s as no session',
    (text) => {
      expect(readSession(text, now)).toBeNull();
    },
  );
});

describe('the one storage key: visitor and session', () => {
  const now = 1_800_000_000_000;
  const session = { id: 'abcdef0123456789abcdef01', fresh: false, last: now - 5000 };

  it('round-trips', () => {
    const text = writeStored('visitor000000001', session);
    expect(text).toBe('visitor000000001.abcdef0123456789abcdef01.1799999995000.0');
    expect(readStored(text, now)).toEqual({ visitor: 'visitor000000001', session });
  });

  it('keeps the visitor when the session is over or malformed', () => {
    const text = writeStored('visitor000000001', session);
    expect(readStored(text, now + 31 * 60_000)).toEqual({
      visitor: 'visitor000000001',
      session: null,
    });
    expect(readStored('visitor000000001', now)).toEqual({
      visitor: 'visitor000000001',
      session: null,
    });
    expect(readStored('visitor000000001.junk', now).session).toBeNull();
  });

  it.each([null, '', '.', 'bad id.abcdef0123456789abcdef01.1.1', 'x'.repeat(80)])(
    'reads %s as neither',
    (text) => {
      expect(readStored(text, now)).toEqual({ visitor: null, session: null });
    },
  );
});

describe('what the ingest accepts', () => {
  it.each([
    ['de-DE', 'de-DE'],
    ['en', 'en'],
    ['zh-Hant-TW', 'zh-Hant-TW'],
    ['es-419', 'es-419'],
    ['de_DE', undefined],
    ['', undefined],
    [undefined, undefined],
    ['x'.repeat(40), undefined],
  ])('languageTag(%s) = %s', (language, expected) => {
    expect(languageTag(language)).toBe(expected);
  });

  it('keeps http(s) page URLs, cut to 2,048 characters', () => {
    expect(pageUrl('https://shop.example.com/a?b=c')).toBe('https://shop.example.com/a?b=c');
    expect(pageUrl(`https://shop.example.com/${'x'.repeat(3000)}`)).toHaveLength(2048);
    expect(pageUrl('file:///home/me/index.html')).toBeNull();
    expect(pageUrl('about:blank')).toBeNull();
  });

  it.each([
    ['https://www.google.com/', 1280, { referrer: 'https://www.google.com/', viewport: 1280 }],
    ['', 390, { viewport: 390 }],
    [undefined, 1024.6, { viewport: 1025 }],
    ['https://t.co/x', 50_000, { referrer: 'https://t.co/x', viewport: 20_000 }],
    [null, -1, {}],
    [42, Number.NaN, {}],
    [
      `https://a.example/${'x'.repeat(2000)}`,
      undefined,
      { referrer: `https://a.example/${'x'.repeat(1024 - 18)}` },
    ],
  ])('sessionFacts(%s, %s) = %j', (referrer, width, expected) => {
    expect(sessionFacts(referrer, width)).toEqual(expected);
  });
});
