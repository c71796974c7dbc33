/**
 * Monthly session usage and the session-limit banner (product.md#records-and-their-fields "Monthly session usage", product.md#states-and-transitions
 * "Session-limit banner", product.md#calls monthly-sessions, product.md#constants-and-limits "Session-limit banner at 100 percent"). Pure:
 * the server computes the answer of `GET /api/v1/sites/{siteId}/monthly-sessions` with it and
 * the shell decides the banner with it.
 *
 * - **The month** is the UTC calendar month: sessions started from 00:00:00.000 UTC on its
 *   first day up to, not including, 00:00:00.000 UTC on the first day of the next month.
 *   That instant is the reset, and its UTC date (`YYYY-MM-DD`) is `next_reset_date`. A session
 *   counts in the month in which it started (a visit running over midnight is not counted twice).
 * - **The limit** is the site's daily session allowance (the plan's Observe allowance,
 *   catalog/sessionAllowance.ts) for every day of that month: 28, 29, 30 or 31 times it.
 * - **The percentage** is usage ÷ limit × 100, rounded DOWN to two decimals and capped at 100,
 *   so that "exactly 100" means the limit is reached (9,999 of 10,000 is 99.99, never 100;
 *   usage past the limit is 100). A limit of 0 is reached at once (100).
 */

const DAY_MS = 86_400_000;

export interface UsageMonth {
  /** Epoch ms of 00:00 UTC on the first day of the month (inclusive). */
  start: number;
  /** Epoch ms of 00:00 UTC on the first day of the next month (exclusive): the reset. */
  end: number;
  /** Days in the month: 28–31. */
  days: number;
  /** The reset's UTC date, `YYYY-MM-DD` (the API's `next_reset_date`). */
  nextResetDate: string;
}

/** The UTC month holding the instant `nowMs` (epoch milliseconds). */
export function usageMonth(nowMs: number): UsageMonth {
  const now = new Date(nowMs);
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const start = Date.UTC(year, month, 1);
  const end = Date.UTC(year, month + 1, 1); // Date.UTC carries month 12 into the next year
  return {
    start,
    end,
    days: Math.round((end - start) / DAY_MS),
    nextResetDate: new Date(end).toISOString().slice(0, 10),
  };
}

/** The month's session limit: the daily allowance for each of its days. */
export function monthlySessionLimit(dailyAllowance: number, daysInMonth: number): number {
  return Math.max(0, Math.floor(dailyAllowance)) * daysInMonth;
}

/** Usage as a percentage of the limit: two decimals rounded down, 0–100. */
export function usagePercentage(usage: number, limit: number): number {
  if (limit <= 0) return 100;
  if (usage <= 0) return 0;
  if (usage >= limit) return 100;
  // Integers all the way: 999,999 of 1,000,000 is 99.99, where a float round could give 100.
  return Math.floor((usage * 10_000) / limit) / 100;
}

export interface SessionLimitBannerInput {
  /** `MonthlySessionUsage.usage_percentage`. */
  usagePercentage: number;
  /** The account's usage-based-pricing flag, as the gate evaluator decided it. */
  usageBasedPricing: boolean;
  /** The route is a data page (routes.yaml `dataPage: true`). */
  dataPage: boolean;
  /** product.md#constants-and-limits "Session-limit banner at 100 percent" (app.json constants.limits.sessionLimitBannerAtPercent). */
  atPercent: number;
}

/** product.md#states-and-transitions: shown when usage equals the banner's percentage with usage-based pricing, on a data page. */
export function showsSessionLimitBanner(input: SessionLimitBannerInput): boolean {
  return input.usageBasedPricing && input.dataPage && input.usagePercentage === input.atPercent;
}

/** The instant a `next_reset_date` (`YYYY-MM-DD`, UTC) stands for; format it in UTC. */
export function resetInstant(nextResetDate: string): Date {
  return new Date(`${nextResetDate}T00:00:00Z`);
}
