/**
 * Account-wide settings (issue 16 "Settings pages"): the account's name (with its language,
 * data/accounts.ts setAccountLocale) and its SAML settings (sso_settings, migration 0010).
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
  if (!row) return { configured: false, updatedAt: null };
  return {
    configured: true,
    updatedAt: row.updated_at,
    settings: {
      enabled: row.enabled === 1,
      idpEntityId: row.idp_entity_id,
      idpSsoUrl: row.idp_sso_url,
      idpCertificate: row.idp_certificate,
      enforceSso: row.enforce_sso === 1,
      role: row.role as SsoSettings['role'],
    },
  };
}

export async function saveSsoSettings(
  db: Db,
  accountId: number,
  userId: number,
  settings: SsoSettings,
): Promise<void> {
  const values = {
    enabled: settings.enabled ? 1 : 0,
    idp_entity_id: settings.idpEntityId.trim(),
    idp_sso_url: settings.idpSsoUrl,
    idp_certificate: settings.idpCertificate.trim(),
    enforce_sso: settings.enforceSso ? 1 : 0,
    role: settings.role,
    updated_by: userId,
    updated_at: nowSeconds(),
  } as const;
  await db
    .insertInto('sso_settings')
    .values({ account_id: accountId, ...values })
    .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
    .execute();
}

/** Whether the user is an admin of the account (§6 "Account admins see Preferences"). */
export async function isAccountAdmin(db: Db, accountId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('account_users')
    .select('is_admin')
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.is_admin === 1;
}
