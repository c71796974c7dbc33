/**
 * The byte budgets of the campaign cookies (server/src/signup/cookieValues.ts; product.md#constants-and-limits "Cookies:
 * campaign parameters 30 days"): each value at most 200 bytes URL-encoded, all of them together
 * at most 2 KB of Cookie header, the same rule when a visit sets them and when registration
 * reads them back. Before it, a 200-character bound let one link store ~17 KB of cookies and
 * every later request was refused (431) for 30 days.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_COOKIES_BUDGET_BYTES,
  MAX_CAMPAIGN_VALUE_BYTES,
  campaignCookieBytes,
  campaignCookieName,
  campaignValuesWithinBudget,
  isStorableValue,
  trackedParametersFromCookies,
} from '../../server/src/signup/cookieValues';
import { signupBundle } from '../../server/src/signup/signupBundle';
import { ROOT } from '../support/appServer';

const TRACKED = signupBundle(ROOT).trackedCampaignParameters;
const held = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([p, v]) => [campaignCookieName(p), v]));
const total = (values: { parameter: string; value: string }[]) =>
  values.reduce((sum, { parameter, value }) => sum + campaignCookieBytes(parameter, value), 0);

describe('isStorableValue: bounded in encoded bytes, not in characters', () => {
  it.each([
    ['200 ASCII characters', 'a'.repeat(200), true],
    ['201 ASCII characters', 'a'.repeat(201), false],
    ['16 four-byte characters (192 bytes encoded)', '😀'.repeat(16), true],
    ['17 four-byte characters (204 bytes encoded, 34 UTF-16 units)', '😀'.repeat(17), false],
    ['22 three-byte characters (198 bytes)', '€'.repeat(22), true],
    ['23 three-byte characters (207 bytes)', '€'.repeat(23), false],
    ['66 colons (198 bytes: %3A each)', ':'.repeat(66), true],
    ['67 colons (201 bytes)', ':'.repeat(67), false],
    ['a lone surrogate (no UTF-8 form)', 'a\ud800b', false],
    ['a control character', 'a\u0001b', false],
    ['empty', '', false],
    ['not a string', ['google'], false],
  ])('%s → %s', (_what, value, storable) => {
    expect(isStorableValue(value)).toBe(storable);
  });

  it('counts `name=value; ` as the Cookie header carries it', () => {
    expect(campaignCookieBytes('utm_source', 'a b')).toBe('lodestar_cp_utm_source=a%20b; '.length);
  });
});

describe('campaignValuesWithinBudget', () => {
  const big = '😀'.repeat(16); // 192 bytes: one cookie of ~217 bytes
  it.each([
    [
      'a visit within the budget keeps every value, in product.md#records-and-their-fields order',
      {},
      { utm_campaign: 'spring', utm_source: 'google' },
      [
        { parameter: 'utm_source', value: 'google' },
        { parameter: 'utm_campaign', value: 'spring' },
      ],
    ],
    [
      "the visit's value replaces the held one",
      { utm_source: 'old' },
      { utm_source: 'new' },
      [{ parameter: 'utm_source', value: 'new' }],
    ],
    [
      'a value over its bound never replaces a held good one',
      { utm_source: 'google' },
      { utm_source: 'x'.repeat(201) },
      [{ parameter: 'utm_source', value: 'google' }],
    ],
    [
      'held values stay next to new ones while they fit',
      { utm_medium: 'cpc' },
      { utm_source: 'google' },
      [
        { parameter: 'utm_source', value: 'google' },
        { parameter: 'utm_medium', value: 'cpc' },
      ],
    ],
    [
      'malformed held values are left out',
      { utm_source: 'a\u0001b', gclid: 'x'.repeat(300) },
      {},
      [],
    ],
  ])('%s', (_what, heldValues, visit, kept) => {
    expect(campaignValuesWithinBudget(TRACKED, held(heldValues), visit)).toEqual(kept);
  });

  it('fills the budget in product.md#records-and-their-fields order with whole values and drops the rest', () => {
    const visit = Object.fromEntries(TRACKED.map((p) => [p, big]));
    const kept = campaignValuesWithinBudget(TRACKED, {}, visit);
    expect(total(kept)).toBeLessThanOrEqual(CAMPAIGN_COOKIES_BUDGET_BYTES);
    expect(kept.map((k) => k.parameter)).toEqual(TRACKED.slice(0, kept.length));
    expect(kept.length).toBeGreaterThan(5);
    expect(kept.length).toBeLessThan(TRACKED.length);
    expect(kept.every((k) => k.value === big)).toBe(true); // never truncated
  });

  it("this visit's values come before the held ones; a smaller later one still fits", () => {
    const heldValues = Object.fromEntries(TRACKED.slice(0, 9).map((p) => [p, big]));
    const kept = campaignValuesWithinBudget(TRACKED, held(heldValues), {
      rdt_cid: big,
      gclid: 'G-1',
    });
    const parameters = kept.map((k) => k.parameter);
    expect(parameters).toContain('rdt_cid');
    expect(parameters).toContain('gclid');
    expect(parameters).not.toContain(TRACKED[8]); // the last held one no longer fits
    expect(total(kept)).toBeLessThanOrEqual(CAMPAIGN_COOKIES_BUDGET_BYTES);
  });

  it('registration reads the held cookies with the same rule', () => {
    const heldValues = Object.fromEntries(TRACKED.map((p) => [p, big]));
    expect(trackedParametersFromCookies(held(heldValues), TRACKED)).toEqual(
      campaignValuesWithinBudget(TRACKED, held(heldValues)),
    );
    expect(total(trackedParametersFromCookies(held(heldValues), TRACKED))).toBeLessThanOrEqual(
      CAMPAIGN_COOKIES_BUDGET_BYTES,
    );
  });
});

describe('property: whatever a link and the browser bring', () => {
  // Characters chosen for their weight once encoded (4-byte, 3-byte, `:` 1 → 3 bytes), the
  // cookie syntax and a lone surrogate; values mostly near the per-value bound (so that the
  // total budget is what stops them), some short, some anything (size 'max': fast-check's
  // default size keeps strings at a few characters), some absent.
  const bytesOf = (c: string) => (c === '\ud800' ? 1 : encodeURIComponent(c).length);
  const heavy = fc.constantFrom('😀', '€', ':', 'a', '%', ';', ' ', '=', '\ud800');
  const value = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(heavy, fc.integer({ min: 100, max: 210 }))
        .map(([c, n]) => c.repeat(Math.floor(n / bytesOf(c)))),
    },
    { weight: 2, arbitrary: fc.string() },
    { weight: 1, arbitrary: fc.string({ unit: heavy, maxLength: 260, size: 'max' }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 220, size: 'max' }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const values = fc.record(Object.fromEntries(TRACKED.map((p) => [p, value])));

  it('keeps the encoded total within the budget, each value whole and within its bound', () => {
    fc.assert(
      fc.property(values, values, (visit, heldValues) => {
        const jar = Object.fromEntries(
          Object.entries(heldValues).flatMap(([p, v]) =>
            v === undefined ? [] : [[campaignCookieName(p), v]],
          ),
        );
        const kept = campaignValuesWithinBudget(TRACKED, jar, visit);
        expect(total(kept)).toBeLessThanOrEqual(CAMPAIGN_COOKIES_BUDGET_BYTES);
        for (const { parameter, value: kept1 } of kept) {
          expect(encodeURIComponent(kept1).length).toBeLessThanOrEqual(MAX_CAMPAIGN_VALUE_BYTES);
          expect([visit[parameter], heldValues[parameter]]).toContain(kept1);
        }
        // What the browser then holds reads back unchanged (reader and writer agree).
        const after = Object.fromEntries(
          kept.map((k) => [campaignCookieName(k.parameter), k.value]),
        );
        expect(trackedParametersFromCookies(after, TRACKED)).toEqual(kept);
      }),
      { numRuns: 300 },
    );
  });
});
