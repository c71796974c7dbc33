/**
 * The traffic of the shared demo site of the product tour (its rows: server/src/data/demoSite.ts) (product.md#states-and-transitions "Demo tour", product.md#roles-and-permissions "a demo site is added to the
 * site list"). Decision: ONE demo site for everybody (an account, organization and site nobody
 * is a member of), seeded at the first tour and found again under a fixed key, so seeding is
 * idempotent. It holds realistic traffic (seed/demoVisit.ts: sources, devices, the checkout
 * funnel; more on weekdays and afternoons): visitor sessions with their page views over the last
 * 30 days, and each new tour tops the traffic up to "now" (last data recent), so the shell shows the tracking code as
 * installed and active (product.md#states-and-transitions: inactive after 24 hours without data) and feature pages show their
 * data state, not the empty one.
 *
 * Surveys and highlight collections have no tables yet (the demo names "surveys, a highlights
 * collection 0"); collection 0 is the app manifest's `highlightsDemoCollectionId`.
 */
import type { VisitorSessionSeed } from '../data/visitorSessionSeed';
import { demoVisit } from './demoVisit';

const HOUR_MS = 3_600_000;
/** product.md#states-and-transitions the demo site shows 30 days of traffic (the coverage window of siteSessions.ts). */
export const DEMO_HISTORY_DAYS = 30;
export const DEMO_SITE_URL = 'https://demo-shop.lodestar.example';

/** Visits an hour at the weekday's and the hour's weight 1 (≈ 2,100 visits in 30 days). */
const BASE_PER_HOUR = 3.8;
/** Sunday first: weekends are quieter. */
export const WEEKDAY_WEIGHTS = [0.6, 1, 1.05, 1, 1, 0.9, 0.65] as const;
/** By UTC hour: the night low, the afternoon the peak. */
export const HOUR_WEIGHTS = [
  0.25, 0.15, 0.1, 0.1, 0.1, 0.15, 0.3, 0.5, 0.8, 1, 1.1, 1.2, 1.3, 1.4, 1.6, 1.7, 1.6, 1.4, 1.3,
  1.2, 1.1, 0.9, 0.6, 0.4,
] as const;

/** A small deterministic generator, so the same hour always yields the same visits. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The expected number of visits in the hour starting at `hourMs`, relative to the mean. */
export function hourWeight(hourMs: number): number {
  const at = new Date(hourMs);
  return WEEKDAY_WEIGHTS[at.getUTCDay()]! * HOUR_WEIGHTS[at.getUTCHours()]!;
}

/** Returning visitors come back from a pool, so a visitor has several sessions. */
const RETURNING_POOL = 400;

/** Ended visits started in [fromMs, toMs), each hour as many as its weight says. */
export function demoVisits(fromMs: number, toMs: number): VisitorSessionSeed[] {
  const visits: VisitorSessionSeed[] = [];
  for (let hour = Math.floor(fromMs / HOUR_MS); hour * HOUR_MS < toMs; hour++) {
    const r = random(hour);
    const count = Math.floor(BASE_PER_HOUR * hourWeight(hour * HOUR_MS) + r());
    for (let i = 0; i < count; i++) {
      const startedAt = hour * HOUR_MS + Math.floor(r() * HOUR_MS);
      const visit = demoVisit(r, startedAt);
      const end = startedAt + visit.length;
      if (startedAt < fromMs || startedAt >= toMs || end > toMs) continue;
      const sessionKey = `demo-${hour}-${i}`;
      visits.push({
        startedAt,
        lastSeenAt: end,
        endedAt: end,
        browser: visit.browser,
        device: visit.device,
        os: visit.os,
        viewport: visit.viewport,
        language: visit.language,
        newVisitor: visit.newVisitor,
        visitorKey: visit.newVisitor
          ? `visitor-${sessionKey}`
          : `demo-visitor-${Math.floor(r() * RETURNING_POOL)}`,
        country: visit.country,
        referrerUrl: visit.referrerUrl,
        referrerDomain: visit.referrerDomain,
        utmSource: visit.utmSource,
        utmMedium: visit.utmMedium,
        utmCampaign: visit.utmCampaign,
        views: visit.paths.map((path, at) => ({
          url: DEMO_SITE_URL + path,
          at: startedAt + visit.offsets[at]!,
        })),
        sessionKey,
      });
    }
  }
  return visits;
}
