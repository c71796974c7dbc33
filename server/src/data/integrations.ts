/**
 * The integrations the settings page lists ("integrations: a list of available
 * integrations with their state"). Declared here, in display order: the server is the one
 * place that knows them (the endpoint answers them, the client only names them through
 * `settings:integrations.items.<id>`). Connecting one only stores the state on the site
 * (site_integrations, migration 0010) — none of these services is reached.
 */
import type { Db } from '../db/open';
import type { SiteIntegration } from '../../../generated/types';
import { nowSeconds } from './time';

export const INTEGRATIONS = [
  'slack',
  'microsoft-teams',
  'jira',
  'google-analytics',
  'hubspot',
  'zapier',
] as const;

export type IntegrationId = (typeof INTEGRATIONS)[number];

export function isIntegration(id: string): id is IntegrationId {
  return (INTEGRATIONS as readonly string[]).includes(id);
}

/** Every integration with its state on the site, in display order. */
export async function integrationsOfSite(db: Db, siteId: number): Promise<SiteIntegration[]> {
  const rows = await db
    .selectFrom('site_integrations')
    .select(['integration', 'connected_at'])
    .where('site_id', '=', siteId)
    .execute();
  const connected = new Map(rows.map((row) => [row.integration, row.connected_at]));
  return INTEGRATIONS.map((id) => ({
    id,
    connected: connected.has(id),
    connectedAt: connected.get(id) ?? null,
  }));
}

/** Marks the integration connected (keeping the first connection time) or not connected. */
export async function setIntegrationState(
  db: Db,
  change: { siteId: number; integration: IntegrationId; connected: boolean; userId: number },
): Promise<SiteIntegration> {
  const { siteId, integration } = change;
  if (!change.connected) {
    await db
      .deleteFrom('site_integrations')
      .where('site_id', '=', siteId)
      .where('integration', '=', integration)
      .execute();
    return { id: integration, connected: false, connectedAt: null };
  }
  await db
    .insertInto('site_integrations')
    .values({
      site_id: siteId,
      integration,
      connected_at: nowSeconds(),
      connected_by: change.userId,
    })
    .onConflict((oc) => oc.columns(['site_id', 'integration']).doNothing())
    .execute();
  const row = await db
    .selectFrom('site_integrations')
    .select('connected_at')
    .where('site_id', '=', siteId)
    .where('integration', '=', integration)
    .executeTakeFirstOrThrow();
  return { id: integration, connected: true, connectedAt: row.connected_at };
}
