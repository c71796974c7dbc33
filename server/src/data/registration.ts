/**
 * Registration's writes (product.md#records-and-their-fields "Registration payload"): user, account,
 * organization, first site, campaign, attribution and the first session, in ONE transaction —
 * a failure anywhere leaves no row behind. The handler (handlers/registration.ts) has validated
 * and normalized everything before; the slow password hash is computed before, too, so the
 * write lock is held for milliseconds.
 */
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/dialect';
import type { Db } from '../db/open';
import type { Database } from '../db/schema';
import { linkIdentity, type VerifiedSsoIdentity } from './ssoTokens';
import { registerAccountCampaign, type CampaignRules } from './campaigns';
import { rotateSession } from './sessions';
import { nowSeconds } from './time';

/**
 * The password hash of users who signed up with single sign-on: not the output of any hash
 * function (`$argon2id$…` / `scrypt$…`), so every verifier refuses it (after the same work as a
 * real check), and a sign-in with a password is impossible for them.
 */
export const NO_PASSWORD_HASH = '!no-password:single-sign-on';

export interface NewRegistration {
  email: string;
  name: string;
  /** NO_PASSWORD_HASH for single sign-on. */
  passwordHash: string;
  locale: string;
  picture: string | null;
  experimentTag: string | null;
  persistentAnonymousId: string | null;
  pricingTable: number;
  isCsLite: boolean;
  device: string;
  consentToParentCompanyRules: boolean;
  /** The first site (name = host), when a site URL was given. */
  site: { name: string; url: string } | null;
  /** A campaign hash from the signup URL; attached when it names an enabled campaign. */
  campaignHash: string | null;
  campaignRules: CampaignRules;
  /** Tracked campaign parameters (product.md#records-and-their-fields) from the visitor's cookies. */
  attribution: { parameter: string; value: string }[];
  /** The verified identity of a single sign-on signup, linked to the new user. */
  identity: VerifiedSsoIdentity | null;
  catalogVersion: string;
  /** Permissions the new member gets in the new organization (all declared ones). */
  permissions: string[];
  /** The session the browser held, ended like at sign-in. */
  previousSessionId: string | null;
}

export interface Registered {
  userId: number;
  accountId: number;
  organizationId: number;
  siteId: number | null;
  /** The new session id (cookie value; only its hash is stored). */
  sessionId: string;
}

export class EmailTakenError extends Error {
  override readonly name = 'EmailTakenError';
}

export async function createRegistration(db: Db, input: NewRegistration): Promise<Registered> {
  const now = nowSeconds();
  try {
    return await db.transaction().execute((tx) => writeRegistration(tx, input, now));
  } catch (error) {
    // Two signups with one email at once: the unique index decides, the loser gets a 409.
    if (isUniqueViolation(error, 'users', 'email')) {
      throw new EmailTakenError(input.email);
    }
    throw error;
  }
}

async function writeRegistration(
  tx: Kysely<Database>,
  input: NewRegistration,
  now: number,
): Promise<Registered> {
  const { id: userId } = await tx
    .insertInto('users')
    .values({
      email: input.email,
      name: input.name,
      password_hash: input.passwordHash,
      locale: input.locale,
      country_code: null,
      avatar: input.picture,
      is_demo_user: 0,
      created_at: now,
      picture: input.picture,
      experiment_tag: input.experimentTag,
      persistent_anonymous_id: input.persistentAnonymousId,
      pricing_table: input.pricingTable,
      is_cs_lite: input.isCsLite ? 1 : 0,
      signup_device: input.device,
      terms_accepted_at: now,
      consent_to_parent_company_rules: input.consentToParentCompanyRules ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const { id: accountId } = await tx
    .insertInto('accounts')
    .values({
      name: input.name,
      // The shell gates highlights, referrals and courses on the account's variant, so a cs_lite
      // signup must store the lite variant itself; the cs_lite flag alone changes no menu.
      variant: input.isCsLite ? 'lite' : 'default',
      features: JSON.stringify(input.isCsLite ? ['cs_lite'] : []),
      locale: input.locale,
      product_catalog_version: input.catalogVersion,
      picture_url: null,
      created_at: now,
      plan: 'basic',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('account_users')
    .values({ account_id: accountId, user_id: userId, is_admin: 1 })
    .execute();

  const { id: organizationId } = await tx
    .insertInto('organizations')
    .values({ account_id: accountId, name: input.site?.name ?? input.name })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The person who creates the organization administers it (product.md#roles-and-permissions write/admin enable the invite,
  // spaces and feedback steps) and holds every permission (product.md#roles-and-permissions create buttons).
  await tx
    .insertInto('memberships')
    .values({
      organization_id: organizationId,
      user_id: userId,
      access: 'admin',
      permissions: JSON.stringify(input.permissions),
    })
    .execute();

  let siteId: number | null = null;
  if (input.site) {
    ({ id: siteId } = await tx
      .insertInto('sites')
      .values({
        organization_id: organizationId,
        name: input.site.name,
        url: input.site.url,
        plan: 'basic',
        effective_plan: 'basic',
        created: now,
        // product.md#states-and-transitions: no data yet → "not installed", the setup page's starting point.
        last_data_at: null,
        // Which plans include analytics is not in the product rules; a new site is not locked.
        analytics_access: 1,
        session_capture_mode: 'on',
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  }

  if (input.campaignHash) {
    // product.md#errors "Campaign load failure: silent fallback to invalid basic": an unknown or disabled
    // campaign leaves the account on basic; registration still succeeds.
    await registerAccountCampaign(
      tx,
      accountId,
      input.campaignHash,
      { source: 'registration', device: input.device },
      input.campaignRules,
    );
  }

  if (input.attribution.length > 0) {
    await tx
      .insertInto('signup_attribution')
      .values(input.attribution.map((a) => ({ user_id: userId, ...a, captured_at: now })))
      .execute();
  }

  if (input.identity) await linkIdentity(tx, userId, input.identity, now);

  // A new session, exactly as at sign-in: new id, the old one ended.
  const sessionId = await rotateSession(tx, userId, input.previousSessionId);

  return { userId, accountId, organizationId, siteId, sessionId };
}
