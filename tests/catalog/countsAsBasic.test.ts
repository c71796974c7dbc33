/** product.md#validation "Free and basic plans count as basic." */
import { describe, expect, it } from 'vitest';
import { countsAsBasic } from '../../runtime/rules/catalog/countsAsBasic';

const PLANS = [
  { id: 'basic', countsAsBasic: true },
  { id: 'free', countsAsBasic: true },
  { id: 'plus', countsAsBasic: false },
  { id: 'growth', countsAsBasic: false },
  { id: 'business', countsAsBasic: false },
  { id: 'pro', countsAsBasic: false },
  { id: 'scale', countsAsBasic: false },
  { id: 'enterprise', countsAsBasic: false },
];

describe('countsAsBasic', () => {
  const cases: [string, boolean][] = [
    ['basic', true],
    ['free', true],
    ['plus', false],
    ['growth', false],
    ['business', false],
    ['pro', false],
    ['scale', false],
    ['enterprise', false],
    ['gold', false], // unknown plan: fail closed
    ['', false],
  ];
  for (const [plan, want] of cases) {
    it(`${plan || '(empty)'} → ${want}`, () => expect(countsAsBasic(plan, PLANS)).toBe(want));
  }
});
