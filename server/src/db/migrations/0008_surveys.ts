/**
 * Surveys that exist (product.md#screens-and-routes survey creation and edit routes,
 * product.md#states-and-transitions getting-started step "launched_survey"): a site's surveys, created from a template, from an
 * AI result or from scratch as drafts, edited, then launched.
 * - `questions`: JSON text, a list of { type, text, options? } (the AiSurveyQuestion shape).
 * - `template_survey_id`: the template's survey id (product.md#constants-and-limits e.g. 898460) when copied from one.
 * - `status`: 'draft' until launched, then 'live' with `launched_at`.
 * The per-site list is read newest first, hence the (site_id, updated_at) index.
 */
import type { Kysely, Migration } from 'kysely';

export const surveys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('surveys')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('site_id', 'integer', (c) =>
        c.notNull().references('sites.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('questions', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('template_survey_id', 'integer')
      // The creator may leave the organization; the survey stays with the site.
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'integer', (c) => c.notNull())
      .addColumn('launched_at', 'integer')
      .execute();
    await db.schema
      .createIndex('surveys_site_updated')
      .on('surveys')
      .columns(['site_id', 'updated_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('surveys').execute();
  },
};
