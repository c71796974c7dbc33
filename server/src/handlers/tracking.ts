/**
 * The tracking ingest (issue 12): what a customer site's tracking snippet posts, one event
 * (POST /api/v1/sites/{siteId}/tracking-events) or a batch (…/tracking-events/batch). Any site
 * may call them, without credentials (http/crossOrigin.ts); they read no cookie and need no
 * session. The body limits (4 KiB, 64 KiB) and the rate limits per address and per site sit in
 * front (http/registerContracts.ts, security/rateLimits.ts).
 *
 * - Each event is checked on its own (tracking/ingest.ts): a bad single event is a 400 naming
 *   the field; in a batch the valid ones are kept and the others counted and explained, and a
 *   batch without one valid event is a 400 naming the first field at fault.
 * - Times more than 24 hours off the server's clock are rejected, others clamped.
 * - An unknown site is a 404, the same answer whatever the body.
 * - A site whose session capture is off (§3 sessionCaptureMode) stores nothing: 202 with the
 *   events counted as dropped (the snippet has nothing to change; the site's last data time
 *   still moves, since the code is installed and sending).
 * - A site whose account pays by usage and whose month reached its session limit pauses data
 *   collection (§4 "Session-limit banner", tracking/sessionLimit.ts): the same 202 with the
 *   events dropped, the last data time moving.
 * - Everything kept is written in one transaction (data/tracking.ts, shared with the requests of
 *   the same turn of the event loop), committed before the 202.
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import type { TrackingIngestResult } from '../../../generated/types';
import { siteCaptureMode } from '../data/tracking';
import type { RequestContext } from '../http/context';
import { HttpError, notFound } from '../http/httpError';
import { checkEvents, trackingRows } from '../tracking/ingest';

async function ingest(
  context: RequestContext,
  siteId: number,
  events: readonly unknown[],
  options: { batch: boolean; prevalidated?: boolean },
): Promise<{ status: 202; body: TrackingIngestResult }> {
  const now = Date.now();
  const { valid, rejections } = checkEvents(events, now, options);
  if (valid.length === 0) {
    if ((await siteCaptureMode(context.db, siteId)) === undefined) throw notFound('site');
    const first = rejections[0];
    const message = options.batch
      ? `No event of the batch is valid (${rejections.length} rejected); the first: ${first?.message}`
      : (first?.message ?? 'The event is not valid.');
    throw new HttpError(400, 'bad_request', message, first?.field);
  }
  const paused = await context.sessionLimits.paused(siteId, now);
  const rows = paused
    ? { events: [], sessions: [] }
    : trackingRows(
        valid,
        {
          userAgent: context.userAgent,
          clientAddress: context.clientAddress,
          geoip: context.geoip,
        },
        now,
      );
  const outcome = await context.trackingWriter.store(siteId, rows, Math.floor(now / 1000));
  if (outcome === 'unknown-site') throw notFound('site');
  const stored = outcome === 'stored' && !paused;
  return {
    status: 202,
    body: {
      accepted: stored ? valid.length : 0,
      dropped: stored ? 0 : valid.length,
      rejected: rejections.length,
      errors: rejections,
    },
  };
}

export const ingestTrackingEvent: ApiHandler<'ingestTrackingEvent', RequestContext> = (
  { params, body },
  context,
) => ingest(context, params.siteId, [body], { batch: false, prevalidated: true });

export const ingestTrackingBatch: ApiHandler<'ingestTrackingBatch', RequestContext> = (
  { params, body },
  context,
) => ingest(context, params.siteId, body.events, { batch: true });
