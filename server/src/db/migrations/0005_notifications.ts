/**
 * The notification center (product.md#screens-and-routes sidebar kind
 * `notification-center`, product.md#records-and-their-fields "Notification: seenAt"): one row per notification of one user.
 * The text is not stored: the client renders it from `kind` and `params` in the user's language
 * (namespace `notifications`), so a language change applies to old notifications too.
 */
import type { Kysely, Migration } from 'kysely';

export const notifications: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('notifications')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      // e.g. 'tracking-installed', 'invitation-accepted' (server/src/data/notifications.ts).
      .addColumn('kind', 'text', (c) => c.notNull())
      // JSON object of strings: what the text names ({ site }, { name, email }).
      .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', 'integer', (c) => c.notNull())
      // Epoch seconds the user saw it (product.md#records-and-their-fields seenAt); null while unseen.
      .addColumn('seen_at', 'integer')
      .execute();
    // The center lists a user's latest first and counts the unseen ones.
    await db.schema
      .createIndex('notifications_user')
      .on('notifications')
      .columns(['user_id', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('notifications').execute();
  },
};
