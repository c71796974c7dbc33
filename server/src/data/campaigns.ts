/**
 * Signup campaigns (product.md#records-and-their-fields "Campaign (fetched)": enabled, plan, details) and the campaign an
 * account signed up with (product.md#calls POST /api/v1/accounts/{accountId}/campaigns).
 */
import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../db/open';
import type { CampaignsTable, Database } from '../db/schema';
import type { Campaign, PlanName } from '../../../generated/types';
import type { CampaignSeed } from '../signup/signupBundle';
import { nowSeconds } from './time';

export type CampaignRow = Selectable<CampaignsTable>;

const DAY_SECONDS = 24 * 60 * 60;

export async function findCampaign(
  db: Kysely<Database>,
  hash: string,
): Promise<CampaignRow | undefined> {
  return db.selectFrom('campaigns').selectAll().where('hash', '=', hash).executeTakeFirst();
}

/** The enabled campaign of a hash; unknown and disabled ones alike are undefined. */
export async function findEnabledCampaign(
  db: Kysely<Database>,
  hash: string,
): Promise<CampaignRow | undefined> {
  const row = await findCampaign(db, hash);
  return row?.enabled === 1 ? row : undefined;
}

export function toCampaignEntity(row: CampaignRow): Campaign {
  return {
    enabled: row.enabled === 1,
    plan: row.plan as PlanName,
    details: {
      id: row.details_id,
      name: row.details_name,
      plan: row.details_plan as PlanName,
      numFreeDays: row.num_free_days,
    },
  };
}

/**
 * Idempotent upsert of the manifest's campaigns by hash. A campaign seeded earlier that the
 * manifest no longer lists is disabled, not deleted: accounts that signed up with it keep it.
 * Campaigns created otherwise (from_manifest 0) are left alone.
 */
export async function upsertCampaigns(db: Db, seeds: readonly CampaignSeed[]): Promise<void> {
  const now = nowSeconds();
  await db.transaction().execute(async (tx) => {
    for (const seed of seeds) {
      const values = {
        enabled: seed.enabled ? 1 : 0,
        plan: seed.plan,
        details_id: seed.details.id,
        details_name: seed.details.name,
        details_plan: seed.details.plan,
        num_free_days: seed.details.numFreeDays,
        audience: seed.audience,
        organization_sizes: JSON.stringify(seed.organizationSizes),
        from_manifest: 1,
        updated_at: now,
      } as const;
      await tx
        .insertInto('campaigns')
        .values({ hash: seed.hash, ...values })
        .onConflict((oc) => oc.column('hash').doUpdateSet(values))
        .execute();
    }
    let dropped = tx
      .updateTable('campaigns')
      .set({ enabled: 0, updated_at: now })
      .where('from_manifest', '=', 1)
      .where('enabled', '=', 1);
    if (seeds.length > 0)
      dropped = dropped.where(
        'hash',
        'not in',
        seeds.map((s) => s.hash),
      );
    await dropped.execute();
  });
}

export async function campaignOfAccount(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('account_campaigns')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** The audience of the account's signup campaign (product.md#constants-and-limits trial campaigns), or null. */
export async function trialAudienceOfAccount(
  db: Kysely<Database>,
  accountId: number,
): Promise<'organization-size' | 'large-company' | null> {
  const row = await db
    .selectFrom('account_campaigns')
    .innerJoin('campaigns', 'campaigns.hash', 'account_campaigns.campaign_hash')
    .select('campaigns.audience')
    .where('account_campaigns.account_id', '=', accountId)
    .executeTakeFirst();
  const audience = row?.audience;
  return audience === 'organization-size' || audience === 'large-company' ? audience : null;
}

/** Records the campaign of an account; the caller checked that it has none yet. */
export async function attachCampaign(
  db: Kysely<Database>,
  accountId: number,
  campaign: CampaignRow,
  origin: { source: string; device: string },
  now: number = nowSeconds(),
): Promise<void> {
  await db
    .insertInto('account_campaigns')
    .values({
      account_id: accountId,
      campaign_hash: campaign.hash,
      source: origin.source,
      device: origin.device,
      created_at: now,
      trial_ends_at: campaign.num_free_days > 0 ? now + campaign.num_free_days * DAY_SECONDS : null,
    })
    .execute();
}

/** Campaigns of these audiences are the onboarding trials of product.md#constants-and-limits (product.md#roles-and-permissions trials list applies). */
const TRIAL_AUDIENCES = new Set(['organization-size', 'large-company']);

export type CampaignOutcome = { success: true } | { success: false; message: string };

export interface CampaignRules {
  /** Plans counting as basic (product.md#validation): only those accounts take the campaign's plan. */
  basicPlans: readonly string[];
  /** product.md#roles-and-permissions "Organizations in a trials list are not eligible for onboarding trials". */
  trialsListOrganizationIds: readonly number[];
}

/**
 * Attaches a campaign to an account (product.md#calls: answered `success` true, or false with a message):
 * - unknown or disabled campaign → false (the client reports it, product.md#calls "error if not success");
 * - an account has one signup campaign: the same one again → true (idempotent, the client may
 *   retry), another one → false, so trials cannot be stacked;
 * - trial campaigns (product.md#constants-and-limits) are refused to accounts with an organization in the trials list (product.md#roles-and-permissions);
 * - an account on a plan counting as basic takes the campaign's plan, and so do its sites on a
 *   basic plan; a paying account keeps its plan (a campaign never downgrades).
 * Run it inside a transaction: it reads, then writes.
 */
export async function registerAccountCampaign(
  db: Kysely<Database>,
  accountId: number,
  hash: string,
  origin: { source: string; device: string },
  rules: CampaignRules,
): Promise<CampaignOutcome> {
  const campaign = await findEnabledCampaign(db, hash);
  if (!campaign) return { success: false, message: 'No such campaign, or it has ended.' };
  const existing = await campaignOfAccount(db, accountId);
  if (existing) {
    return existing.campaign_hash === campaign.hash
      ? { success: true }
      : { success: false, message: 'This account already signed up with another campaign.' };
  }
  if (TRIAL_AUDIENCES.has(campaign.audience ?? '') && rules.trialsListOrganizationIds.length > 0) {
    const listed = await db
      .selectFrom('organizations')
      .select('id')
      .where('account_id', '=', accountId)
      .where('id', 'in', [...rules.trialsListOrganizationIds])
      .executeTakeFirst();
    if (listed) {
      return { success: false, message: 'This organization is not eligible for a trial.' };
    }
  }
  await attachCampaign(db, accountId, campaign, origin);
  if (rules.basicPlans.length > 0) {
    await db
      .updateTable('accounts')
      .set({ plan: campaign.plan })
      .where('id', '=', accountId)
      .where('plan', 'in', [...rules.basicPlans])
      .execute();
    const organizations = db
      .selectFrom('organizations')
      .select('id')
      .where('account_id', '=', accountId);
    await db
      .updateTable('sites')
      .set({ plan: campaign.plan, effective_plan: campaign.plan })
      .where('organization_id', 'in', organizations)
      .where('plan', 'in', [...rules.basicPlans])
      .execute();
  }
  return { success: true };
}
