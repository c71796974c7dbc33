/**
 * The words of a funnel (docs/analysis.md, "Funnels"): 2 to 10 steps, each a way of matching a
 * page's path and the text it matches. The server's funnel query and the funnels page read the
 * same rules (runtime/rules/analysis/funnelSteps.ts), so the page refuses what the server would.
 */

/**
 * How a step matches a page's path. No regular expressions: the steps are walked in the
 * server's process, where a user's pattern could take unbounded time on a long path.
 */
export const FUNNEL_MATCHES = ['exact', 'startsWith', 'contains'] as const;
export type FunnelMatch = (typeof FUNNEL_MATCHES)[number];

export interface FunnelStep {
  match: FunnelMatch;
  value: string;
}

export const FUNNEL_LIMITS = {
  minSteps: 2,
  maxSteps: 10,
  valueLength: 512,
  /** Minutes a window may span (30 days). */
  maxWindow: 43_200,
  /** Values of a breakdown's dimension answered. */
  groups: 10,
  /** Matching page views one query walks; a larger range is refused, not truncated. */
  pageViews: 200_000,
} as const;
