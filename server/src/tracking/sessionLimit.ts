/**
 * Data collection pauses at the monthly session limit (product.md#states-and-transitions "Session-limit banner: warns
 * data collection has paused", product.md#constants-and-limits "Session-limit banner at 100 percent"). A site whose account
 * pays by usage (the account flag `usage-based-pricing`, manifests/access.yaml) and whose month
 * has reached its limit (runtime/rules/tracking/sessionUsage.ts: usage percentage exactly 100)
 * stores no more events until the reset; the ingest answers 202 with them counted as dropped,
 * and the site's last-data time still moves (the code is installed and sending, product.md#states-and-transitions).
 *
 * Only with usage-based pricing: that is when the shell tells the user (the banner); without it
 * nothing would say why data stopped, so collection goes on past the limit.
 *
 * The decision is kept per site for `ttlMs` (default 10 s), so that the ingest counts a site's
 * month at most once per interval however many events arrive: a site may overshoot its limit by
 * what arrives within one interval, and collection resumes within one interval of the reset or
 * of a plan change.
 */
import type { Db } from '../db/open';
import {
  monthlySessionLimit,
  usageMonth,
  usagePercentage,
} from '../../../runtime/rules/tracking/sessionUsage';
import { USAGE_BASED_PRICING_FLAG } from '../../../contracts/gates';
import { sessionsStartedBetween, siteLimitFacts } from '../data/siteSessions';
import { dailyAllowanceOf, sessionsBundle } from '../siteSessions/sessionsBundle';

export interface SessionLimits {
  /** Whether the site's data collection is paused at `nowMs` (false for an unknown site). */
  paused(siteId: number, nowMs: number): Promise<boolean>;
  /** Drops the kept decision of a site whose plan changed (the limit follows at once). */
  forget(siteId: number): void;
}

export function createSessionLimits(db: Db, root: string, ttlMs = 10_000): SessionLimits {
  const known = new Map<number, { until: number; monthEnd: number; paused: Promise<boolean> }>();
  const decide = async (siteId: number, nowMs: number): Promise<boolean> => {
    const facts = await siteLimitFacts(db, siteId);
    if (!facts?.accountFeatures.includes(USAGE_BASED_PRICING_FLAG)) return false;
    const month = usageMonth(nowMs);
    const limit = monthlySessionLimit(
      dailyAllowanceOf(sessionsBundle(root), facts.plan, facts.sessionSku),
      month.days,
    );
    const usage = await sessionsStartedBetween(db, siteId, month.start, month.end);
    return usagePercentage(usage, limit) === 100;
  };
  return {
    forget(siteId) {
      known.delete(siteId);
    },
    paused(siteId, nowMs) {
      const entry = known.get(siteId);
      // A new month resets the limit: a decision from before the reset is not reused.
      if (entry && entry.until > nowMs && nowMs < entry.monthEnd) {
        return entry.paused;
      }
      const paused = decide(siteId, nowMs).catch((error: unknown) => {
        known.delete(siteId);
        throw error;
      });
      known.set(siteId, { until: nowMs + ttlMs, monthEnd: usageMonth(nowMs).end, paused });
      return paused;
    },
  };
}
