/**
 * Stored dashboards of a site (migrations/0019_dashboards.ts). Every read and write is scoped
 * by the site as well as the id, so a dashboard id of another site is never found through a
 * site the user may open. Writes replace the whole row: concurrent edits — the last one wins.
 */
import type { WidgetDeclaration } from '../../../contracts/analysis';
import type { Db } from '../db/open';
import type { Dashboard, DashboardSummary } from '../../../generated/types';
import { nowSeconds } from './time';

function parseWidgets(text: string): WidgetDeclaration[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as WidgetDeclaration[]) : [];
  } catch {
    return [];
  }
}

export async function listDashboards(db: Db, siteId: number): Promise<DashboardSummary[]> {
  const rows = await db
    .selectFrom('dashboards')
    .select(['id', 'name', 'template_id', 'widgets', 'updated_at'])
    .where('site_id', '=', siteId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    templateId: row.template_id,
    widgetCount: parseWidgets(row.widgets).length,
    updated: row.updated_at,
  }));
}

export async function findDashboard(
  db: Db,
  siteId: number,
  id: number,
): Promise<Dashboard | undefined> {
  const row = await db
    .selectFrom('dashboards')
    .leftJoin('users', 'users.id', 'dashboards.created_by')
    .select([
      'dashboards.id',
      'dashboards.name',
      'dashboards.template_id',
      'dashboards.widgets',
      'dashboards.created_at',
      'dashboards.updated_at',
      'users.name as created_by_name',
    ])
    .where('dashboards.site_id', '=', siteId)
    .where('dashboards.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    templateId: row.template_id,
    widgets: parseWidgets(row.widgets),
    createdBy: row.created_by_name ?? null,
    created: row.created_at,
    updated: row.updated_at,
  };
}

export async function insertDashboard(
  db: Db,
  siteId: number,
  userId: number,
  values: { name: string; templateId: string | null; widgets: WidgetDeclaration[] },
): Promise<number> {
  const now = nowSeconds();
  const row = await db
    .insertInto('dashboards')
    .values({
      site_id: siteId,
      name: values.name,
      template_id: values.templateId,
      widgets: JSON.stringify(values.widgets),
      created_by: userId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether the dashboard was there to change. */
export async function updateDashboard(
  db: Db,
  siteId: number,
  id: number,
  values: { name: string; widgets: WidgetDeclaration[] },
): Promise<boolean> {
  const result = await db
    .updateTable('dashboards')
    .set({ name: values.name, widgets: JSON.stringify(values.widgets), updated_at: nowSeconds() })
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether the dashboard was there to delete. */
export async function deleteDashboard(db: Db, siteId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('dashboards')
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
