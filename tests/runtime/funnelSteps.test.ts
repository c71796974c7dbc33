/**
 * The rules of a funnel's steps that the server and the funnels page share: a stored address's
 * path, how each match type reads it, and which steps texts are refused and why.
 */
import { describe, expect, it } from 'vitest';
import { FUNNEL_LIMITS } from '../../contracts/funnels';
import {
  pagePath,
  parseSteps,
  stepMatches,
  stepsText,
} from '../../runtime/rules/analysis/funnelSteps';

describe('pagePath', () => {
  it.each([
    ['https://shop.example.com/cart', '/cart'],
    ['https://shop.example.com', '/'],
    ['https://shop.example.com/', '/'],
    ['http://localhost:5173/a/b', '/a/b'],
  ])('%s → %s', (url, path) => expect(pagePath(url)).toBe(path));
});

describe('stepMatches', () => {
  it('exact, startsWith and contains read the path', () => {
    expect(stepMatches({ match: 'exact', value: '/cart' }, '/cart')).toBe(true);
    expect(stepMatches({ match: 'exact', value: '/cart' }, '/cart/x')).toBe(false);
    expect(stepMatches({ match: 'startsWith', value: '/shoes' }, '/shoes/red')).toBe(true);
    expect(stepMatches({ match: 'startsWith', value: '/shoes' }, '/blog/shoes')).toBe(false);
    expect(stepMatches({ match: 'contains', value: 'shoes' }, '/blog/shoes')).toBe(true);
  });
});

describe('parseSteps', () => {
  it('reads steps, exact by default, values trimmed, and writes them back', () => {
    const parsed = parseSteps('[{"value":" / "},{"match":"contains","value":"cart"}]');
    expect(parsed).toEqual({
      steps: [
        { match: 'exact', value: '/' },
        { match: 'contains', value: 'cart' },
      ],
    });
    if ('steps' in parsed) expect(parseSteps(stepsText(parsed.steps))).toEqual(parsed);
  });

  const many = (n: number) => JSON.stringify(Array.from({ length: n }, () => ({ value: '/' })));
  it.each([
    ['{}', { problem: 'json' }],
    ['[1,2]', { problem: 'json' }],
    [many(FUNNEL_LIMITS.minSteps - 1), { problem: 'count' }],
    [many(FUNNEL_LIMITS.maxSteps + 1), { problem: 'count' }],
    [
      '[{"match":"regex","value":"/"},{"value":"/"}]',
      { problem: { index: 0, field: 'match', reason: 'unknown' } },
    ],
    ['[{"value":"/"},{"value":""}]', { problem: { index: 1, field: 'value', reason: 'empty' } }],
    [
      '[{"value":"/"},{"match":"startsWith","value":"cart"}]',
      { problem: { index: 1, field: 'value', reason: 'no-slash' } },
    ],
  ])('%s is refused', (text, expected) => expect(parseSteps(text)).toEqual(expected));

  it('accepts the most steps and refuses a value over the length limit', () => {
    expect('steps' in parseSteps(many(FUNNEL_LIMITS.maxSteps))).toBe(true);
    const long = JSON.stringify([
      { value: '/' },
      { value: `/${'x'.repeat(FUNNEL_LIMITS.valueLength)}` },
    ]);
    expect(parseSteps(long)).toEqual({ problem: { index: 1, field: 'value', reason: 'too-long' } });
  });
});
