/**
 * The traffic of the shared demo site of the product tour (its rows: server/src/data/demoSite.ts) (product.md#states-and-transitions "Demo tour", product.md#roles-and-permissions "a demo site is added to the
 * site list"). Decision: ONE demo site for everybody (an account, organization and site nobody
 * is a member of), seeded at the first tour and found again under a fixed key, so seeding is
 * idempotent. It holds realistic traffic: visitor sessions over the last 30 days, and each new
 * tour tops the traffic up to "now" (last data recent), so the shell shows the tracking code as
 * installed and active (product.md#states-and-transitions: inactive after 24 hours without data) and feature pages show their
 * data state, not the empty one.
 *
 * Surveys and highlight collections have no tables yet (the demo names "surveys, a highlights
 * collection 0"); collection 0 is the app manifest's `highlightsDemoCollectionId`.
 */
import type { VisitorSessionSeed } from '../data/visitorSessionSeed';

const HOUR_MS = 3_600_000;
/** product.md#states-and-transitions the demo site shows 30 days of traffic (the coverage window of siteSessions.ts). */
export const DEMO_HISTORY_DAYS = 30;

const PAGES = ['/', '/shoes', '/shoes/trail-runner', '/cart', '/checkout', '/blog/fit-guide'];
const BROWSERS = ['Chrome', 'Chrome', 'Chrome', 'Safari', 'Safari', 'Firefox', 'Edge'];
const DEVICES = ['desktop', 'desktop', 'mobile', 'mobile', 'tablet'];
const COUNTRIES = ['US', 'DE', 'FR', 'GB', 'ES', 'BR', 'JP', 'IT'];
export const DEMO_SITE_URL = 'https://demo-shop.lodestar.example';

/** A small deterministic generator, so the same hour always yields the same visits. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(list: readonly T[], r: number): T => list[Math.floor(r * list.length)]!;

/** Ended visits started in [fromMs, toMs): one to four an hour, more during the day. */
export function demoVisits(fromMs: number, toMs: number): VisitorSessionSeed[] {
  const visits: VisitorSessionSeed[] = [];
  for (let hour = Math.floor(fromMs / HOUR_MS); hour * HOUR_MS < toMs; hour++) {
    const r = random(hour);
    const daytime = new Date(hour * HOUR_MS).getUTCHours() >= 7 ? 2 : 0;
    const count = 1 + Math.floor(r() * 2) + daytime;
    for (let i = 0; i < count; i++) {
      const startedAt = hour * HOUR_MS + Math.floor(r() * HOUR_MS);
      const length = 30_000 + Math.floor(r() * 600_000);
      if (startedAt < fromMs || startedAt >= toMs || startedAt + length > toMs) continue;
      visits.push({
        startedAt,
        lastSeenAt: startedAt + length,
        endedAt: startedAt + length,
        browser: pick(BROWSERS, r()),
        device: pick(DEVICES, r()),
        newVisitor: r() < 0.6,
        country: pick(COUNTRIES, r()),
        pageUrl: DEMO_SITE_URL + pick(PAGES, r()),
        sessionKey: `demo-${hour}-${i}`,
      });
    }
  }
  return visits;
}
