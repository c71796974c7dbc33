/**
 * Enterprise sign-in's reads and writes: the identity provider a work e-mail's domain leads to,
 * and the user a verified e-mail becomes. Who may sign in:
 * - a user of that e-mail who belongs to the account (a member of it) signs in;
 * - a user of that e-mail who does not is refused: an account's admin chooses its provider,
 *   and claiming a domain must not open accounts the admin does not own;
 * - nobody yet: a new user, a member of the account and of its first organization with the
 *   settings' default access (read unless the admin chose write), and no password.
 */
import type { Db } from '../db/open';
import { NO_PASSWORD_HASH } from './registration';
import { findUserByEmail } from './users';
import { nowSeconds } from './time';

export interface EnterpriseSettings {
  accountId: number;
  issuer: string;
  clientId: string;
  clientSecret: string;
  defaultAccess: 'read' | 'write';
}

/** The switched-on settings of the account claiming `domain`, or null. */
export async function enterpriseSettingsForDomain(
  db: Db,
  domain: string,
): Promise<EnterpriseSettings | null> {
  const row = await db
    .selectFrom('sso_domains')
    .innerJoin('sso_settings', 'sso_settings.account_id', 'sso_domains.account_id')
    .select([
      'sso_settings.account_id',
      'sso_settings.enabled',
      'sso_settings.oidc_issuer',
      'sso_settings.oidc_client_id',
      'sso_settings.oidc_client_secret',
      'sso_settings.default_access',
    ])
    .where('sso_domains.domain', '=', domain)
    .executeTakeFirst();
  if (!row || row.enabled !== 1 || !row.oidc_issuer || !row.oidc_client_id) return null;
  return {
    accountId: row.account_id,
    issuer: row.oidc_issuer,
    clientId: row.oidc_client_id,
    clientSecret: row.oidc_client_secret,
    defaultAccess: row.default_access,
  };
}

/** The account's settings while single sign-on is on (found through one of its domains). */
export async function enterpriseSettingsOfAccount(
  db: Db,
  accountId: number,
): Promise<EnterpriseSettings | null> {
  const row = await db
    .selectFrom('sso_domains')
    .select('domain')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row ? enterpriseSettingsForDomain(db, row.domain) : null;
}

/** Whether `domain` is one the account claims (the ID token's e-mail must be in one). */
export async function accountClaimsDomain(
  db: Db,
  accountId: number,
  domain: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('sso_domains')
    .select('domain')
    .where('domain', '=', domain)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether the e-mail's domain belongs to an account that requires its identity provider (the
 * "Require single sign-on" setting, with the provider switched on): such a user may not sign
 * in with a password.
 */
export async function ssoRequiredFor(db: Db, email: string): Promise<boolean> {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (!domain) return false;
  const row = await db
    .selectFrom('sso_domains')
    .innerJoin('sso_settings', 'sso_settings.account_id', 'sso_domains.account_id')
    .select('sso_settings.enforce_sso')
    .where('sso_domains.domain', '=', domain)
    .where('sso_settings.enabled', '=', 1)
    .where('sso_settings.oidc_issuer', '!=', '')
    .executeTakeFirst();
  return row?.enforce_sso === 1;
}

export type EnterpriseUser = { userId: number } | { refused: 'not-member' };

/** The user `email` signs in as, made when new (see the header). */
export async function enterpriseUser(
  db: Db,
  settings: EnterpriseSettings,
  identity: { email: string; name: string },
): Promise<EnterpriseUser> {
  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    const member = await db
      .selectFrom('account_users')
      .select('user_id')
      .where('account_id', '=', settings.accountId)
      .where('user_id', '=', existing.id)
      .executeTakeFirst();
    return member ? { userId: existing.id } : { refused: 'not-member' };
  }
  return db.transaction().execute(async (tx) => {
    const now = nowSeconds();
    const { id: userId } = await tx
      .insertInto('users')
      .values({
        email: identity.email,
        name: identity.name,
        password_hash: NO_PASSWORD_HASH,
        // The app's default; the user picks another under /profile/language.
        locale: 'en',
        country_code: null,
        avatar: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('account_users')
      .values({ account_id: settings.accountId, user_id: userId, is_admin: 0 })
      .execute();
    const organization = await tx
      .selectFrom('organizations')
      .select('id')
      .where('account_id', '=', settings.accountId)
      .orderBy('id')
      .executeTakeFirst();
    if (organization) {
      await tx
        .insertInto('memberships')
        .values({
          organization_id: organization.id,
          user_id: userId,
          access: settings.defaultAccess,
        })
        .execute();
    }
    return { userId };
  });
}
