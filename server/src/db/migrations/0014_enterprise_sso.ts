/**
 * Enterprise sign-in (/login/sso) over OpenID Connect:
 * - `sso_settings` gains the connection to the account's identity provider: its issuer URL,
 *   client id and client secret, and the organization access a user it creates gets. The SAML
 *   columns stay (rows saved before keep them) but nothing reads them any more.
 * - `sso_domains`: the e-mail domains an account claims, one row each; the primary key makes a
 *   domain belong to one account at most, and is how a work e-mail finds its provider.
 */
import type { Kysely, Migration } from 'kysely';

export const enterpriseSso: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['oidc_issuer', 'oidc_client_id', 'oidc_client_secret']) {
      await db.schema
        .alterTable('sso_settings')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    }
    await db.schema
      .alterTable('sso_settings')
      .addColumn('default_access', 'text', (c) => c.notNull().defaultTo('read'))
      .execute();
    await db.schema
      .createTable('sso_domains')
      .addColumn('domain', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'integer', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .execute();
    await db.schema
      .createIndex('sso_domains_account')
      .on('sso_domains')
      .column('account_id')
      .execute();
  },
};
