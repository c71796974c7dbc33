/**
 * The recorder's pure rules (runtime/recorder/rules.ts): the page address without its query,
 * excluded pages, the chunk numbers of a session across its pages.
 */
import { describe, expect, it } from 'vitest';
import { excluded, nextChunk, stoppedState, withoutQuery } from '../../runtime/recorder/rules';

describe('a page address', () => {
  it.each([
    ['https://shop.example.com/cart?coupon=X#top', 'https://shop.example.com/cart'],
    ['https://shop.example.com/#/account?token=1', 'https://shop.example.com/'],
    ['https://shop.example.com/plain', 'https://shop.example.com/plain'],
  ])('%s → %s', (href, kept) => expect(withoutQuery(href)).toBe(kept));
});

describe('excluded pages', () => {
  const rules = [
    { match: 'exact', value: 'https://shop.example.com/login' },
    { match: 'starts-with', value: 'https://shop.example.com/account' },
    { match: 'contains', value: '/checkout/' },
  ] as const;
  it.each([
    ['https://shop.example.com/login?next=/', true],
    ['https://shop.example.com/login/help', false],
    ['https://shop.example.com/account/orders', true],
    ['https://shop.example.com/de/checkout/pay', true],
    ['https://shop.example.com/?q=/checkout/', false],
    ['https://shop.example.com/shoes', false],
  ])('%s: %s', (href, expected) => expect(excluded(href, rules)).toBe(expected));
});

describe('chunk numbers', () => {
  it('go on across the pages of a session and start again with a new one', () => {
    expect(nextChunk(null, 'sessionA01')).toEqual({ seq: 0, store: 'sessionA01.1' });
    expect(nextChunk('sessionA01.1', 'sessionA01')).toEqual({ seq: 1, store: 'sessionA01.2' });
    expect(nextChunk('sessionA01.7', 'sessionB02')).toEqual({ seq: 0, store: 'sessionB02.1' });
    expect(nextChunk('garbage', 'sessionA01')).toEqual({ seq: 0, store: 'sessionA01.1' });
  });

  it('stop for good once the server said so for that session, not for the next', () => {
    const stopped = stoppedState('sessionA01');
    expect(nextChunk(stopped, 'sessionA01')).toBeNull();
    expect(nextChunk(stopped, 'sessionB02')).toEqual({ seq: 0, store: 'sessionB02.1' });
  });
});
