/**
 * Google sign-in (product.md#states-and-transitions "Signup SSO", product.md#records-and-their-fields "Google SSO data"):
 * - `user_identities`: which user an OpenID subject belongs to (one user per provider+subject);
 * - `sso_tokens`: a verified identity waiting for the registration that follows a first Google
 *   sign-in (only the token's SHA-256 is stored; single use, 10 minutes);
 * - `sso_flows`: the server side of one authorization request (PKCE verifier, state, nonce and
 *   the start's query), keyed by the SHA-256 of the browser's `lodestar_sso` cookie; single use.
 */
import type { Kysely, Migration } from 'kysely';

export const sso: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_identities')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .addUniqueConstraint('user_identities_subject', ['provider', 'subject'])
      .execute();
    await db.schema
      .createIndex('user_identities_user')
      .on('user_identities')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('sso_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('picture', 'text')
      .addColumn('locale', 'text')
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('sso_tokens_expiry')
      .on('sso_tokens')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('sso_flows')
      .addColumn('flow_hash', 'text', (c) => c.primaryKey())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('code_verifier', 'text', (c) => c.notNull())
      .addColumn('params', 'text', (c) => c.notNull())
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sso_flows_expiry').on('sso_flows').column('expires_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sso_flows').execute();
    await db.schema.dropTable('sso_tokens').execute();
    await db.schema.dropTable('user_identities').execute();
  },
};
