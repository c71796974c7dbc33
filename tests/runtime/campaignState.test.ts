/**
 * The derived campaign of product.md#records-and-their-fields ("valid, hash, plan") and its product.md#errors fallback ("Campaign load
 * failure: silent fallback to invalid basic"; the client's fallback answer has no details).
 */
import { describe, expect, it } from 'vitest';
import type { Campaign } from '../../generated/types';
import { campaignState } from '../../runtime/app/signup/rules/campaignState';

const details = { id: 101, name: 'Trial', plan: 'business' as const, numFreeDays: 15 };

describe('campaignState', () => {
  it.each<[string, string | undefined, Campaign | undefined, object]>([
    ['no c parameter', undefined, undefined, { valid: false, hash: null, plan: 'basic' }],
    ['still loading', 'trial', undefined, { valid: false, hash: 'trial', plan: 'basic' }],
    [
      'enabled with details',
      'trial',
      { enabled: true, plan: 'business', details },
      { valid: true, hash: 'trial', plan: 'business' },
    ],
    [
      'disabled',
      'trial',
      { enabled: false, plan: 'business', details },
      { valid: false, hash: 'trial', plan: 'basic' },
    ],
    [
      'the client fallback of a failed load (product.md#errors)',
      'nope',
      { enabled: false, plan: 'basic' },
      { valid: false, hash: 'nope', plan: 'basic' },
    ],
    [
      'enabled without details',
      'trial',
      { enabled: true, plan: 'scale', details: null },
      { valid: false, hash: 'trial', plan: 'basic' },
    ],
    [
      'a campaign without a hash',
      undefined,
      { enabled: true, plan: 'scale', details },
      { valid: false, hash: null, plan: 'basic' },
    ],
  ])('%s', (_name, hash, campaign, want) => {
    expect(campaignState(hash, campaign)).toEqual(want);
  });
});
