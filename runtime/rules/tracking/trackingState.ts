/**
 * Tracking-code state of a site (product.md#states-and-transitions "Tracking code"): not installed when the site never
 * sent data; installed but inactive when the last data is older than 24 hours (product.md#constants-and-limits); active
 * otherwise. With usage-based pricing, installed counts as active. Session capture off is a
 * disabled state of its own (`capture-off`), which only applies once the code is installed.
 *
 * The hours come from the server (`lastData.hoursSince`), so the client's clock does not matter.
 */
import type { TrackingState } from '../../../contracts/gates';

export interface TrackingInput {
  /** `Site.lastData`: null when the tracking code never sent data. */
  lastData: { hoursSince: number } | null | undefined;
  /** The usage-based-pricing flag as the gate evaluator decided it. */
  usageBasedPricing: boolean;
  /** `SessionSettings.sessionCaptureMode`, when loaded. */
  captureMode?: 'on' | 'off';
  /** product.md#constants-and-limits "Inactive after 24 hours without data" (app.json constants.limits). */
  inactiveAfterHours: number;
}

export function trackingState(input: TrackingInput): TrackingState {
  if (!input.lastData) return 'not-installed';
  if (input.captureMode === 'off') return 'capture-off';
  if (input.usageBasedPricing) return 'active';
  return input.lastData.hoursSince > input.inactiveAfterHours ? 'inactive' : 'active';
}
