/**
 * State several server processes must share ("Stateless instances": "everything the
 * instances share lives in the database"), in portable schema-builder calls so the migration runs
 * on SQLite and PostgreSQL alike:
 * - `rate_limit_counts`: the counters of security/rateLimits.ts, one row per (limiter, key):
 *   the start of the key's current window (epoch ms, hence bigint) and the hits counted in it.
 *   The key is stored as its SHA-256 (it may be an email address). Rows of ended windows are
 *   swept (data/rateLimitCounts.ts).
 * - `oidc_models`: what the local development OpenID provider (sso/localProvider.ts) stores —
 *   interactions, sessions, codes, grants, its signing key, and the identities typed at its
 *   sign-in page — so a sign-in started on one instance finishes on another. `expires_at` in
 *   epoch seconds (null: never), `consumed_at` marks a used authorization code.
 */
import type { Kysely, Migration } from 'kysely';

export const sharedState: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limit_counts')
      .addColumn('limiter', 'text', (c) => c.notNull())
      .addColumn('key_hash', 'text', (c) => c.notNull())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('rate_limit_counts_pk', ['limiter', 'key_hash'])
      .execute();
    // The sweep deletes a limiter's ended windows: (limiter, window_start) finds them.
    await db.schema
      .createIndex('rate_limit_counts_window')
      .on('rate_limit_counts')
      .columns(['limiter', 'window_start'])
      .execute();

    await db.schema
      .createTable('oidc_models')
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('uid', 'text')
      .addColumn('grant_id', 'text')
      .addColumn('user_code', 'text')
      .addColumn('consumed_at', 'integer')
      .addColumn('expires_at', 'integer')
      .addPrimaryKeyConstraint('oidc_models_pk', ['model', 'id'])
      .execute();
    await db.schema.createIndex('oidc_models_uid').on('oidc_models').column('uid').execute();
    await db.schema.createIndex('oidc_models_grant').on('oidc_models').column('grant_id').execute();
    await db.schema
      .createIndex('oidc_models_expiry')
      .on('oidc_models')
      .column('expires_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('oidc_models').execute();
    await db.schema.dropTable('rate_limit_counts').execute();
  },
};
