/**
 * The shared demo site's rows (product.md#states-and-transitions "Demo tour", product.md#roles-and-permissions): created at the first tour under a fixed
 * key, its traffic (server/src/seed/demoSite.ts demoVisits) topped up to now at each tour.
 */
import type { Db } from '../db/open';
import { demoVisits, DEMO_HISTORY_DAYS, DEMO_SITE_URL } from '../seed/demoSite';
import { seedVisitorSessions } from './visitorSessionSeed';

export const DEMO_SITE_KEY = 'default';
/** Traffic is topped up when the latest data is older than this. */
const TOP_UP_AFTER_SECONDS = 600;

/** The database with the tables of migration 0007 (schema.ts is shared; typed here). */
export type DemoTables = {
  demo_sites: { key: string; site_id: number; created_at: number };
  product_tours: { user_id: number; site_id: number; created_at: number };
};
export function withDemoTables(db: Db) {
  return db.withTables<DemoTables>();
}

/** One seeding at a time per database (two first tours at once would seed two sites). */
const inFlight = new WeakMap<Db, Promise<number>>();

/**
 * The demo site's id: created on first use, its traffic brought up to now (30 days of it the
 * first time, since its data starts empty). The rows are created in one transaction with the
 * key; the traffic follows (seedVisitorSessions runs its own transaction), so an interrupted
 * seeding is completed by the next call.
 */
export function ensureDemoSite(db: Db, nowMs: number = Date.now()): Promise<number> {
  const running = inFlight.get(db);
  if (running) return running;
  const next = ensureNow(db, nowMs).finally(() => inFlight.delete(db));
  inFlight.set(db, next);
  return next;
}

async function ensureNow(db: Db, nowMs: number): Promise<number> {
  const now = Math.floor(nowMs / 1000);
  const tables = withDemoTables(db);
  const known = await tables
    .selectFrom('demo_sites')
    .innerJoin('sites', 'sites.id', 'demo_sites.site_id')
    .select(['sites.id', 'sites.last_data_at'])
    .where('demo_sites.key', '=', DEMO_SITE_KEY)
    .executeTakeFirst();
  const site = known ?? { id: await createDemoSite(db, now), last_data_at: null };
  const last = site.last_data_at ?? now - DEMO_HISTORY_DAYS * 86_400;
  if (now - last > TOP_UP_AFTER_SECONDS) {
    await seedVisitorSessions(db, site.id, demoVisits(last * 1000, nowMs));
    await db.updateTable('sites').set({ last_data_at: now }).where('id', '=', site.id).execute();
  }
  return site.id;
}

async function createDemoSite(db: Db, now: number): Promise<number> {
  return withDemoTables(db)
    .transaction()
    .execute(async (tx) => {
      const account = await tx
        .insertInto('accounts')
        .values({
          name: 'Lodestar demo',
          locale: 'en',
          product_catalog_version: null,
          picture_url: null,
          created_at: now,
          plan: 'business',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const organization = await tx
        .insertInto('organizations')
        .values({ account_id: account.id, name: 'Demo organization' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const site = await tx
        .insertInto('sites')
        .values({
          organization_id: organization.id,
          name: 'Demo shop',
          url: DEMO_SITE_URL,
          plan: 'business',
          effective_plan: 'business',
          created: now - DEMO_HISTORY_DAYS * 86_400,
          // Set once its traffic is written (ensureNow).
          last_data_at: null,
          analytics_access: 1,
          session_capture_mode: 'on',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('demo_sites')
        .values({ key: DEMO_SITE_KEY, site_id: site.id, created_at: now })
        .execute();
      return site.id;
    });
}
