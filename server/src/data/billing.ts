/**
 * Subscriptions, invoices and payment methods (tables of migration 0009). Only SQL:
 * the rules (which SKU, which period, what the site's plan becomes) are in server/src/billing/.
 * Writes run inside the caller's transaction, so a plan change, its invoice and the site's
 * `plan` / `effective_plan` commit together.
 */
import type { Kysely } from 'kysely';
import type { Database, InvoicesTable, SubscriptionRow, SubscriptionsTable } from '../db/schema';
import type { Insertable, Updateable } from 'kysely';

type Q = Kysely<Database>;

export async function subscriptionsOfSite(db: Q, siteId: number): Promise<SubscriptionRow[]> {
  return db.selectFrom('subscriptions').selectAll().where('site_id', '=', siteId).execute();
}

export async function insertSubscription(
  db: Q,
  values: Insertable<SubscriptionsTable>,
): Promise<void> {
  await db.insertInto('subscriptions').values(values).execute();
}

export async function updateSubscription(
  db: Q,
  id: number,
  patch: Updateable<SubscriptionsTable>,
): Promise<void> {
  await db.updateTable('subscriptions').set(patch).where('id', '=', id).execute();
}

/** product.md#records-and-their-fields: the site's plan and the plan in force; the session limit reads `plan`. */
export async function setSitePlan(db: Q, siteId: number, plan: string): Promise<void> {
  await db
    .updateTable('sites')
    .set({ plan, effective_plan: plan })
    .where('id', '=', siteId)
    .execute();
}

export async function sitePlansOf(db: Q, siteId: number) {
  return db
    .selectFrom('sites')
    .select(['plan', 'effective_plan'])
    .where('id', '=', siteId)
    .executeTakeFirstOrThrow();
}

/** When the period of a site's product ending at `periodEnd` began: its first invoice's start. */
export async function periodStartOf(
  db: Q,
  siteId: number,
  product: string,
  periodEnd: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('invoices')
    .select('period_start')
    .where('site_id', '=', siteId)
    .where('product', '=', product)
    .where('period_end', '=', periodEnd)
    .orderBy('id', 'asc')
    .executeTakeFirst();
  return row?.period_start;
}

export async function insertInvoice(db: Q, values: Insertable<InvoicesTable>): Promise<void> {
  await db.insertInto('invoices').values(values).execute();
}

/** Keeps the first recorded method of an account and replaces it when the provider says so. */
export async function recordPaymentMethod(
  db: Q,
  accountId: number,
  method: { kind: string; label: string },
  now: number,
): Promise<void> {
  await db
    .insertInto('payment_methods')
    .values({ account_id: accountId, kind: method.kind, label: method.label, recorded_at: now })
    .onConflict((oc) =>
      oc.column('account_id').doUpdateSet({ kind: method.kind, label: method.label }),
    )
    .execute();
}

export async function paymentMethodOf(db: Q, accountId: number) {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/**
 * The account's invoices, newest first, of the sites in organizations the user is a member of
 * (an account member outside an organization does not see its sites' invoices).
 */
export async function invoicesOfAccountForUser(
  db: Q,
  accountId: number,
  userId: number,
  limit: number,
) {
  return db
    .selectFrom('invoices')
    .innerJoin('sites', 'sites.id', 'invoices.site_id')
    .innerJoin('memberships', 'memberships.organization_id', 'sites.organization_id')
    .selectAll('invoices')
    .select('sites.name as site_name')
    .where('invoices.account_id', '=', accountId)
    .where('memberships.user_id', '=', userId)
    .orderBy('invoices.issued_at', 'desc')
    .orderBy('invoices.id', 'desc')
    .limit(limit)
    .execute();
}

/** The trial of the account's signup campaign (product.md#constants-and-limits 15 days): its plan and end, if it has one. */
export async function accountTrial(
  db: Q,
  accountId: number,
): Promise<{ plan: string; endsAt: number } | undefined> {
  const row = await db
    .selectFrom('account_campaigns')
    .innerJoin('campaigns', 'campaigns.hash', 'account_campaigns.campaign_hash')
    .select(['campaigns.plan', 'account_campaigns.trial_ends_at'])
    .where('account_campaigns.account_id', '=', accountId)
    .executeTakeFirst();
  return row && row.trial_ends_at !== null
    ? { plan: row.plan, endsAt: row.trial_ends_at }
    : undefined;
}

export async function accountVariantOf(db: Q, accountId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('accounts')
    .select('variant')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.variant;
}
