/**
 * Team invitations (product.md#roles-and-permissions "Organization access write and admin enable
 * invite"): an organization member with write or admin access invites someone by email with an
 * access level no higher than their own. Only a SHA-256 of the invitation's random token is
 * stored; the token itself travels only in the email link. An invitation is pending while
 * neither accepted nor revoked (revoking deletes the row) and before `expires_at` (7 days);
 * at most one pending invitation per organization and email (a partial unique index).
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const invitations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('invitations')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('organization_id', 'integer', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      // Lowercased and trimmed, like users.email.
      .addColumn('email', 'text', (c) => c.notNull())
      // 'read' | 'write' | 'admin', never above the inviter's access when invited.
      .addColumn('access', 'text', (c) => c.notNull())
      .addColumn('invited_by', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      // SHA-256 (hex) of the token; the token itself is never stored.
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'integer', (c) => c.notNull())
      .addColumn('accepted_at', 'integer')
      .addColumn('accepted_user_id', 'integer', (c) =>
        c.references('users.id').onDelete('set null'),
      )
      .execute();
    // One open invitation per organization and email; accepted ones stay as history. An expired
    // one is replaced by the data layer (it deletes it before inserting a new one).
    await db.schema
      .createIndex('invitations_pending')
      .on('invitations')
      .columns(['organization_id', 'email'])
      .unique()
      .where(sql.ref('accepted_at'), 'is', null)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('invitations').execute();
  },
};
