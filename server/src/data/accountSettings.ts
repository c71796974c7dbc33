/**
 * Account-wide settings: the account's name (with its language,
 * data/accounts.ts setAccountLocale) and its single sign-on settings (sso_settings and
 * sso_domains, migrations 0010 and 0014).
 */
import type { Db } from '../db/open';
import type { SsoSettings, StoredSsoSettings } from '../../../generated/types';
import { nowSeconds } from './time';

export async function setAccountName(db: Db, accountId: number, name: string): Promise<void> {
  await db.updateTable('accounts').set({ name }).where('id', '=', accountId).execute();
}

export async function ssoSettingsOf(db: Db, accountId: number): Promise<StoredSsoSettings> {
  const row = await db
    .selectFrom('sso_settings')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return { configured: false, updatedAt: null, clientSecretSet: false };
  // The secret stays here: the browser learns only whether one is stored.
  return {
    configured: true,
    updatedAt: row.updated_at,
    clientSecretSet: row.oidc_client_secret !== '',
    settings: {
      enabled: row.enabled === 1,
      issuer: row.oidc_issuer,
      clientId: row.oidc_client_id,
      emailDomains: (await claimedDomains(db, accountId)).join(', '),
      defaultAccess: row.default_access,
      enforceSso: row.enforce_sso === 1,
      role: row.role as SsoSettings['role'],
    },
  };
}

/**
 * Stores the settings and the account's claimed domains (replacing the ones claimed before).
 * An empty `clientSecret` keeps the stored one. The caller checked that no other account
 * claims the domains; the primary key refuses a race.
 */
export async function saveSsoSettings(
  db: Db,
  accountId: number,
  userId: number,
  settings: SsoSettings,
  domains: readonly string[],
): Promise<void> {
  const secret = settings.clientSecret?.trim() ?? '';
  const values = {
    enabled: settings.enabled ? 1 : 0,
    oidc_issuer: settings.issuer.trim(),
    oidc_client_id: settings.clientId.trim(),
    ...(secret ? { oidc_client_secret: secret } : {}),
    default_access: settings.defaultAccess,
    enforce_sso: settings.enforceSso ? 1 : 0,
    role: settings.role,
    updated_by: userId,
    updated_at: nowSeconds(),
  } as const;
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('sso_settings')
      .values({
        account_id: accountId,
        // The SAML columns of earlier rows; nothing reads them.
        idp_entity_id: '',
        idp_sso_url: '',
        idp_certificate: '',
        oidc_client_secret: secret,
        ...values,
      })
      .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
      .execute();
    await tx.deleteFrom('sso_domains').where('account_id', '=', accountId).execute();
    if (domains.length) {
      await tx
        .insertInto('sso_domains')
        .values(domains.map((domain) => ({ domain, account_id: accountId })))
        .execute();
    }
  });
}

/** The account's claimed e-mail domains, sorted. */
export async function claimedDomains(db: Db, accountId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('sso_domains')
    .select('domain')
    .where('account_id', '=', accountId)
    .orderBy('domain')
    .execute();
  return rows.map((r) => r.domain);
}

/** Of `domains`, those another account already claims. */
export async function domainsClaimedElsewhere(
  db: Db,
  accountId: number,
  domains: readonly string[],
): Promise<string[]> {
  if (!domains.length) return [];
  const rows = await db
    .selectFrom('sso_domains')
    .select('domain')
    .where('domain', 'in', [...domains])
    .where('account_id', '!=', accountId)
    .execute();
  return rows.map((r) => r.domain);
}

/** Whether the user is an admin of the account (product.md#roles-and-permissions "Account admins see Preferences"). */
export async function isAccountAdmin(db: Db, accountId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('account_users')
    .select('is_admin')
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.is_admin === 1;
}
