/**
 * Session recordings (docs/recordings.md): what the recorder on a customer's page sends, in
 * chunks. The chunks' bytes live in the blob store (recordings/blobStore.ts); the database keeps
 * what lists, filters and the player need.
 * - `recordings`: one per recorded visitor session of a site (site, session key unique), its
 *   visitor, its times (epoch milliseconds on the page's clock, and when the server first heard
 *   of it), and what its chunks held so far: chunk count, bytes stored and raw, clicks, rage
 *   clicks, errors, pages, the entry page.
 * - `recording_chunks`: each chunk stored (recording, sequence number unique: a chunk sent twice
 *   is kept once), its bytes and times. The blob's key is made from the ids.
 * - `recording_pages`: the pages a recording went through, in order (the player's page list,
 *   the list's "pages visited" filter).
 * - `recording_settings`: a site's capture choices; a site without a row records with the
 *   defaults (on, inputs masked, text shown, every session within the plan).
 */
import type { Kysely, Migration } from 'kysely';

export const recordings: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('recordings')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('site_id', 'integer', (c) =>
        c.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('session_key', 'text', (c) => c.notNull())
      .addColumn('visitor_key', 'text', (c) => c.notNull())
      .addColumn('started_at', 'integer', (c) => c.notNull())
      .addColumn('last_at', 'integer', (c) => c.notNull())
      .addColumn('received_at', 'integer', (c) => c.notNull())
      .addColumn('chunk_count', 'integer', (c) => c.notNull())
      .addColumn('stored_bytes', 'integer', (c) => c.notNull())
      .addColumn('raw_bytes', 'integer', (c) => c.notNull())
      .addColumn('clicks', 'integer', (c) => c.notNull())
      .addColumn('rage_clicks', 'integer', (c) => c.notNull())
      .addColumn('errors', 'integer', (c) => c.notNull())
      .addColumn('page_count', 'integer', (c) => c.notNull())
      .addColumn('entry_page_id', 'integer', (c) => c.references('site_pages.id'))
      .addUniqueConstraint('recordings_session', ['site_id', 'session_key'])
      .execute();
    await db.schema
      .createIndex('recordings_received')
      .on('recordings')
      .columns(['site_id', 'received_at'])
      .execute();
    await db.schema
      .createTable('recording_chunks')
      .addColumn('recording_id', 'integer', (c) =>
        c.notNull().references('recordings.id').onDelete('cascade'),
      )
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('stored_bytes', 'integer', (c) => c.notNull())
      .addColumn('raw_bytes', 'integer', (c) => c.notNull())
      .addColumn('first_at', 'integer', (c) => c.notNull())
      .addColumn('last_at', 'integer', (c) => c.notNull())
      .addColumn('received_at', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('recording_chunks_pk', ['recording_id', 'seq'])
      .execute();
    await db.schema
      .createTable('recording_pages')
      .addColumn('recording_id', 'integer', (c) =>
        c.notNull().references('recordings.id').onDelete('cascade'),
      )
      .addColumn('at', 'integer', (c) => c.notNull())
      .addColumn('page_id', 'integer', (c) => c.notNull().references('site_pages.id'))
      .addPrimaryKeyConstraint('recording_pages_pk', ['recording_id', 'at', 'page_id'])
      .execute();
    await db.schema
      .createIndex('recording_pages_page')
      .on('recording_pages')
      .columns(['page_id', 'recording_id'])
      .execute();
    await db.schema
      .createTable('recording_settings')
      .addColumn('site_id', 'integer', (c) =>
        c.primaryKey().references('sites.id').onDelete('cascade'),
      )
      .addColumn('capture', 'integer', (c) => c.notNull())
      .addColumn('mask_all_text', 'integer', (c) => c.notNull())
      .addColumn('sample_percent', 'integer', (c) => c.notNull())
      .addColumn('excluded_pages', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'integer', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('recording_settings').execute();
    await db.schema.dropTable('recording_pages').execute();
    await db.schema.dropTable('recording_chunks').execute();
    await db.schema.dropTable('recordings').execute();
  },
};
