/**
 * Organization and site settings writes: renaming an organization,
 * a site's name and address, and the user lookup's search over the ingested tracking data
 * (visitor_sessions). Who may do it is the handlers' concern (handlers/orgSettings.ts).
 */
import type { Db } from '../db/open';
import { sessionPageUrl } from './sitePages';
import type { VisitorSessionSummary } from '../../../generated/types';

export async function setOrganizationName(
  db: Db,
  organizationId: number,
  name: string,
): Promise<void> {
  await db.updateTable('organizations').set({ name }).where('id', '=', organizationId).execute();
}

export async function setSiteDetails(
  db: Db,
  siteId: number,
  details: { name?: string; url?: string },
): Promise<void> {
  await db.updateTable('sites').set(details).where('id', '=', siteId).execute();
}

/** The user lookup answers at most this many sessions (bounded). */
export const MAX_LOOKUP_SESSIONS = 50;

/** A visitor's latest sessions on a site, newest first (index visitor_sessions_visitor). */
export async function sessionsOfVisitor(
  db: Db,
  siteId: number,
  visitorId: string,
): Promise<VisitorSessionSummary[]> {
  const rows = await db
    .selectFrom('visitor_sessions')
    .select([
      'visitor_key',
      'started_at',
      'last_seen_at',
      'ended_at',
      sessionPageUrl,
      'page_views',
      'browser',
      'device',
      'country',
    ])
    .where('site_id', '=', siteId)
    .where('visitor_key', '=', visitorId)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_LOOKUP_SESSIONS)
    .execute();
  return rows.map((row) => ({
    visitorId: row.visitor_key,
    startedAt: row.started_at,
    lastSeenAt: row.last_seen_at,
    ended: row.ended_at !== null,
    pageUrl: row.page_url,
    pageViews: row.page_views,
    browser: row.browser,
    device: row.device,
    country: row.country,
  }));
}
