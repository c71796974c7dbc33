/**
 * Hourly counts the analysis engine reads instead of the raw rows (data/analysis/rollups.ts,
 * docs/analysis.md#rollups):
 * - `analysis_rollups`: for one site, one source (`sessions`, `page-views`), one hour (epoch
 *   hours), one field of the session (`''` for none) and one value of it, and whether the
 *   visitor was new, how many rows there were. A value may be null (no referrer, no UTM), so
 *   the rows have no primary key: an hour is only ever written whole, once, by the one
 *   transaction that holds its site's mark.
 * - `analysis_rollup_marks`: per site, the first hour not rolled up yet; every earlier hour is in
 *   `analysis_rollups`. Removing the mark (and the site's rollups) is how anything that writes
 *   rows in the past has them counted again.
 */
import type { Kysely, Migration } from 'kysely';

export const analysisRollups: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('analysis_rollups')
      .addColumn('site_id', 'integer', (c) =>
        c.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('hour', 'integer', (c) => c.notNull())
      .addColumn('field', 'text', (c) => c.notNull())
      .addColumn('value', 'text')
      .addColumn('new_visitor', 'integer', (c) => c.notNull())
      .addColumn('row_count', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('analysis_rollups_read')
      .on('analysis_rollups')
      .columns(['site_id', 'source', 'field', 'hour'])
      .execute();
    await db.schema
      .createTable('analysis_rollup_marks')
      .addColumn('site_id', 'integer', (c) =>
        c.primaryKey().references('sites.id').onDelete('cascade'),
      )
      .addColumn('rolled_until', 'integer', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('analysis_rollup_marks').execute();
    await db.schema.dropTable('analysis_rollups').execute();
  },
};
