/**
 * Reading a site's visitor sessions ("sessions read"; product.md#records-and-their-fields in-progress session,
 * monthly usage, daily coverage, session settings). The ingest writes them (data/tracking.ts);
 * every time here is epoch milliseconds, like `visitor_sessions`.
 */
import { SESSION_PRODUCT } from '../../../runtime/rules/catalog/sessionAllowance';
import { sql } from 'kysely';
import type { Db } from '../db/open';
import { sessionPageUrl } from './sitePages';
import type { SessionCaptureMode } from '../db/schema';
import { parseStringList } from './json';

const DAY_MS = 86_400_000;

export interface LiveSessionRow {
  browser: string;
  device: string;
  new_visitor: number;
  page_url: string;
  country: string | null;
}

/** Sessions not ended and seen at or after `sinceMs`. */
function live(db: Db, siteId: number, sinceMs: number) {
  return db
    .selectFrom('visitor_sessions')
    .where('site_id', '=', siteId)
    .where('last_seen_at', '>=', sinceMs)
    .where('ended_at', 'is', null);
}

export async function liveSessionCount(db: Db, siteId: number, sinceMs: number): Promise<number> {
  const row = await live(db, siteId, sinceMs)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * One session in progress: the most recently seen (`offset` undefined), or the one at `offset`
 * in a stable order (a random pick: the caller draws the offset below the count).
 */
export async function liveSession(
  db: Db,
  siteId: number,
  sinceMs: number,
  offset?: number,
): Promise<LiveSessionRow | undefined> {
  const query = live(db, siteId, sinceMs).select([
    'browser',
    'device',
    'new_visitor',
    sessionPageUrl,
    'country',
  ]);
  if (offset === undefined) {
    return query.orderBy('last_seen_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  }
  return query.orderBy('id').limit(1).offset(offset).executeTakeFirst();
}

/** Up to `limit` sessions in progress, the most recently seen first (the teaser's cards). */
export async function liveSessions(
  db: Db,
  siteId: number,
  sinceMs: number,
  limit: number,
): Promise<LiveSessionRow[]> {
  return live(db, siteId, sinceMs)
    .select(['browser', 'device', 'new_visitor', sessionPageUrl, 'country'])
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Sessions of the site started in [startMs, endMs). */
export async function sessionsStartedBetween(
  db: Db,
  siteId: number,
  startMs: number,
  endMs: number,
): Promise<number> {
  const row = await db
    .selectFrom('visitor_sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('site_id', '=', siteId)
    .where('started_at', '>=', startMs)
    .where('started_at', '<', endMs)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Sessions started on each UTC day of [startMs, endMs) that had any, oldest day first. */
export async function sessionsPerUtcDay(
  db: Db,
  siteId: number,
  startMs: number,
  endMs: number,
): Promise<{ day: number; sessions: number }[]> {
  // A literal divisor: bound as a parameter, the number arrives as a REAL and the division is
  // not an integer one (every session its own "day").
  const day = sql<number>`started_at / ${sql.lit(DAY_MS)}`;
  const rows = await db
    .selectFrom('visitor_sessions')
    .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('sessions')])
    .where('site_id', '=', siteId)
    .where('started_at', '>=', startMs)
    .where('started_at', '<', endMs)
    .groupBy(day)
    .orderBy(day)
    .execute();
  return rows.map((r) => ({ day: Number(r.day), sessions: Number(r.sessions) }));
}

export async function setSessionCaptureMode(
  db: Db,
  siteId: number,
  mode: SessionCaptureMode,
): Promise<void> {
  await db
    .updateTable('sites')
    .set({ session_capture_mode: mode })
    .where('id', '=', siteId)
    .execute();
}

export interface SiteLimitFacts {
  plan: string;
  /** The allowance step the site bought of the session product, if any. */
  sessionSku: string | undefined;
  /** The account's feature list (product.md#roles-and-permissions "the account feature list"). */
  accountFeatures: string[];
}

/** What the ingest's session limit needs of a site: its plan and its account's features. */
export async function siteLimitFacts(db: Db, siteId: number): Promise<SiteLimitFacts | undefined> {
  const row = await db
    .selectFrom('sites')
    .innerJoin('organizations', 'organizations.id', 'sites.organization_id')
    .innerJoin('accounts', 'accounts.id', 'organizations.account_id')
    .select(['sites.plan', 'accounts.features'])
    .where('sites.id', '=', siteId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    plan: row.plan,
    sessionSku: await sessionSkuOfSite(db, siteId),
    accountFeatures: parseStringList(row.features),
  };
}

/**
 * The allowance step (SKU) of the site's subscription of the session product (migration 0009;
 * runtime/rules/catalog/sessionAllowance.ts SESSION_PRODUCT), unless cancelled: a bought step
 * such as Observe business 100,000 daily sessions, which the plan alone does not say.
 */
export async function sessionSkuOfSite(db: Db, siteId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('subscriptions')
    .select('sku')
    .where('site_id', '=', siteId)
    .where('product', '=', SESSION_PRODUCT)
    .where('status', '!=', 'cancelled')
    .executeTakeFirst();
  return row?.sku;
}
