/**
 * Daily session coverage (product.md#records-and-their-fields "Daily session coverage", product.md#states-and-transitions "Coverage levels", product.md#validation "Coverage
 * complete with at least 7 days of data"): how much of a site's daily traffic its plan's daily
 * session allowance captures. Pure: the server answers `GET /api/v1/sites/{siteId}/daily-sessions`
 * with it.
 *
 * - **Days and sessions.** The window is the last 30 complete UTC days (today, still running,
 *   is left out: it would understate the traffic). `days` is the number of those days on which
 *   at least one session started; `sessions` is the average number of sessions a day over those
 *   days, rounded to the nearest whole session.
 * - **The percentage** is the share of those daily sessions the daily allowance covers:
 *   allowance ÷ sessions × 100, rounded DOWN to a whole percent and capped at 100 — so 100
 *   ("max") means every session of an average day fits in the allowance. Without data (no day
 *   with a session) it is 0: nothing is known yet, and `complete` says so.
 * - **The level** (product.md#states-and-transitions): 0–25 very low, 26–50 low, 51–75 medium, 76–99 high, above 99 max; the
 *   bounds are the app manifest's `constants.coverageLevels`.
 * - **Complete** with at least 7 days of data (product.md#validation; `constants.limits.coverageCompleteDays`).
 */

export type CoverageLevel = 'very-low' | 'low' | 'medium' | 'high' | 'max';

/** `constants.coverageLevels` of the app manifest (generated/bundle/app.json). */
export interface CoverageLevels {
  veryLowMaxPercent: number;
  lowMaxPercent: number;
  mediumMaxPercent: number;
  highMaxPercent: number;
}

/** The level of a coverage percentage; each level includes its upper bound. */
export function coverageLevel(percent: number, levels: CoverageLevels): CoverageLevel {
  if (percent <= levels.veryLowMaxPercent) return 'very-low';
  if (percent <= levels.lowMaxPercent) return 'low';
  if (percent <= levels.mediumMaxPercent) return 'medium';
  if (percent <= levels.highMaxPercent) return 'high';
  return 'max';
}

/** Whole percent (0–100, rounded down) of `dailySessions` the `dailyAllowance` covers. */
export function coveragePercentage(dailyAllowance: number, dailySessions: number): number {
  if (dailySessions <= 0) return 0;
  if (dailyAllowance >= dailySessions) return 100;
  return Math.max(0, Math.floor((dailyAllowance * 100) / dailySessions));
}

export interface DailyCoverageInput {
  /** Sessions started on each day of the window that had any (one number per such day). */
  sessionsPerDay: readonly number[];
  /** The plan's daily session allowance. */
  dailyAllowance: number;
  levels: CoverageLevels;
  /** product.md#validation: days of data for the coverage to be complete. */
  completeDays: number;
}

export interface DailyCoverage {
  days: number;
  sessions: number;
  percentage: number;
  level: CoverageLevel;
  complete: boolean;
}

export function dailyCoverage(input: DailyCoverageInput): DailyCoverage {
  const counts = input.sessionsPerDay.filter((n) => n > 0);
  const days = counts.length;
  const total = counts.reduce((sum, n) => sum + n, 0);
  const sessions = days === 0 ? 0 : Math.round(total / days);
  const percentage = coveragePercentage(input.dailyAllowance, sessions);
  return {
    days,
    sessions,
    percentage,
    level: coverageLevel(percentage, input.levels),
    complete: days >= input.completeDays,
  };
}

/** The window: the last `windowDays` complete UTC days before `nowMs` (epoch ms, end exclusive). */
export function coverageWindow(nowMs: number, windowDays: number): { start: number; end: number } {
  const DAY_MS = 86_400_000;
  const end = Math.floor(nowMs / DAY_MS) * DAY_MS; // 00:00 UTC today, exclusive
  return { start: end - windowDays * DAY_MS, end };
}

/** Days the coverage looks back over (see above). */
export const COVERAGE_WINDOW_DAYS = 30;
