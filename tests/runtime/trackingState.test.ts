/**
 * Tracking-code state (product.md#states-and-transitions "Tracking code", product.md#constants-and-limits "Inactive after 24 hours without data").
 */
import { describe, expect, it } from 'vitest';
import { trackingState, type TrackingInput } from '../../runtime/rules/tracking/trackingState';

const base: TrackingInput = { lastData: null, usageBasedPricing: false, inactiveAfterHours: 24 };

describe('trackingState', () => {
  it.each<{ case: string; input: Partial<TrackingInput>; want: string }>([
    { case: 'never sent data', input: { lastData: null }, want: 'not-installed' },
    { case: 'last data unknown', input: { lastData: undefined }, want: 'not-installed' },
    { case: 'data an hour ago', input: { lastData: { hoursSince: 1 } }, want: 'active' },
    { case: 'data just now', input: { lastData: { hoursSince: 0 } }, want: 'active' },
    { case: 'exactly 24 h ago', input: { lastData: { hoursSince: 24 } }, want: 'active' },
    { case: 'more than 24 h ago', input: { lastData: { hoursSince: 24.5 } }, want: 'inactive' },
    { case: 'days ago', input: { lastData: { hoursSince: 200 } }, want: 'inactive' },
    {
      case: 'usage-based pricing: installed counts as active',
      input: { lastData: { hoursSince: 200 }, usageBasedPricing: true },
      want: 'active',
    },
    {
      case: 'usage-based pricing does not install the code',
      input: { lastData: null, usageBasedPricing: true },
      want: 'not-installed',
    },
    {
      case: 'session capture off is its own disabled state',
      input: { lastData: { hoursSince: 1 }, captureMode: 'off' },
      want: 'capture-off',
    },
    {
      case: 'capture off wins over usage-based pricing',
      input: { lastData: { hoursSince: 1 }, captureMode: 'off', usageBasedPricing: true },
      want: 'capture-off',
    },
    {
      case: 'capture off while not installed: not installed first',
      input: { lastData: null, captureMode: 'off' },
      want: 'not-installed',
    },
    {
      case: 'capture on',
      input: { lastData: { hoursSince: 30 }, captureMode: 'on' },
      want: 'inactive',
    },
    {
      case: 'the threshold comes from the constants',
      input: { lastData: { hoursSince: 30 }, inactiveAfterHours: 48 },
      want: 'active',
    },
  ])('$case → $want', ({ input, want }) => {
    expect(trackingState({ ...base, ...input })).toBe(want);
  });
});
