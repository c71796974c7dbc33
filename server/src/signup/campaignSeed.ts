/**
 * Campaigns are server data seeded from the catalog manifest ("Campaigns are data the
 * server holds (seeded from a manifest), including the organization-size trial campaigns of
 * product.md#constants-and-limits"). buildApp runs this at every start — `npm start`, the dev server and the test harness
 * alike — and it is an idempotent upsert, so a restart after `npm run gen` picks up changes.
 */
import type { Db } from '../db/open';
import { upsertCampaigns } from '../data/campaigns';
import { signupBundle } from './signupBundle';

export async function seedCampaigns(db: Db, root: string): Promise<void> {
  await upsertCampaigns(db, signupBundle(root).campaigns);
}
