/**
 * The tracking ingest: what a customer site's tracking snippet posts, one event
 * (POST /api/v1/sites/{siteId}/tracking-events) or a batch (…/tracking-events/batch). Any site
 * may call them, without credentials (http/crossOrigin.ts); they read no cookie and need no
 * session. The body limits (4 KiB, 64 KiB) and the rate limits per address and per site sit in
 * front (http/registerContracts.ts, security/rateLimits.ts).
 *
 * - Each event is checked on its own (tracking/ingest.ts): a bad single event is a 400 naming
 *   the field; in a batch the valid ones are kept and the others counted and explained, and a
 *   batch without one valid event is a 400 naming the first field at fault.
 * - Times more than 24 hours off the server's clock are rejected, others clamped.
 * - Only a `session-start` creates a session: events of a session the site never started are
 *   rejected (field `…/session`); a request with nothing else is a 400.
 * - Every request's bytes, and every session it starts, cost the budgets of its source address,
 *   its site and its visitor (security/ingestBudgets.ts); a request left with nothing within
 *   them is a 429 with Retry-After.
 * - An unknown site is a 404, the same answer whatever the body.
 * - A site whose session capture is off (product.md#records-and-their-fields sessionCaptureMode) stores nothing: 202 with the
 *   events counted as dropped (the snippet has nothing to change; the site's last data time
 *   still moves, since the code is installed and sending).
 * - A site whose account pays by usage and whose month reached its session limit pauses data
 *   collection (product.md#states-and-transitions "Session-limit banner", tracking/sessionLimit.ts): the same 202 with the
 *   events dropped, the last data time moving.
 * - Everything kept is written in one transaction (data/tracking.ts, shared with the requests of
 *   the same turn of the event loop), committed before the 202.
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import type {
  ApiError,
  TrackingEvent,
  TrackingEventRejection,
  TrackingIngestResult,
} from '../../../generated/types';
import { siteCaptureMode } from '../data/tracking';
import type { RequestContext } from '../http/context';
import { HttpError, notFound } from '../http/httpError';
import type { SessionStart } from '../security/ingestBudgets';
import { checkEvents, trackingRows } from '../tracking/ingest';

type IngestReply =
  | { status: 202; body: TrackingIngestResult }
  | { status: 429; headers: { 'retry-after': string }; body: ApiError };

/** The distinct sessions the events start, in order, each with its visitor. */
function sessionStarts(events: readonly TrackingEvent[]): SessionStart[] {
  const starts = new Map<string, SessionStart>();
  for (const event of events) {
    if (event.type === 'session-start' && !starts.has(event.session)) {
      starts.set(event.session, { session: event.session, visitor: event.visitor });
    }
  }
  return [...starts.values()];
}

/** Rejections for the events of `sessions`, each with the message of its kind. */
function sessionRejections(
  events: readonly unknown[],
  sessions: ReadonlySet<string>,
  message: (session: string) => string,
  batch: boolean,
): TrackingEventRejection[] {
  const out: TrackingEventRejection[] = [];
  events.forEach((value, index) => {
    const session = (value as Partial<TrackingEvent>).session;
    if (typeof session !== 'string' || !sessions.has(session)) return;
    out.push({
      index,
      field: batch ? `events/${index}/session` : 'session',
      message: message(session),
    });
  });
  return out;
}

async function ingest(
  context: RequestContext,
  siteId: number,
  events: readonly unknown[],
  options: { batch: boolean; prevalidated?: boolean },
): Promise<IngestReply> {
  const now = Date.now();
  const checked = checkEvents(events, now, options);
  const rejections = [...checked.rejections];
  if (checked.valid.length === 0) {
    if ((await siteCaptureMode(context.db, siteId)) === undefined) throw notFound('site');
    throw noValidEvent(rejections, options.batch);
  }
  // New sessions cost the source's and the visitor's budgets; the starts over them are refused.
  const { refused, refusal } = await context.ingestBudgets.startSessions(
    context.clientAddress,
    sessionStarts(checked.valid),
  );
  const valid = checked.valid.filter((event) => !refused.has(event.session));
  if (refusal) {
    rejections.push(...sessionRejections(events, refused, () => refusal.message, options.batch));
  }
  if (valid.length === 0 && refusal) {
    return {
      status: 429,
      headers: { 'retry-after': String(refusal.retryAfterSeconds) },
      body: { error: 'rate_limited', message: refusal.message },
    };
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
  const { outcome, unstarted } = await context.trackingWriter.store(
    siteId,
    rows,
    Math.floor(now / 1000),
  );
  if (outcome === 'unknown-site') throw notFound('site');
  const notStarted = new Set(unstarted);
  rejections.push(
    ...sessionRejections(
      events,
      notStarted,
      (session) =>
        `Session ${session} was never started on this site: a session begins with a session-start event.`,
      options.batch,
    ),
  );
  // One rejection per event: an invalid event of a refused session is told its first fault.
  const seen = new Set<number>();
  const errors = rejections
    .sort((a, b) => a.index - b.index)
    .filter(({ index }) => !seen.has(index) && seen.add(index));
  const written = valid.filter((event) => !notStarted.has(event.session)).length;
  if (written === 0 && !paused && outcome === 'stored') throw noValidEvent(errors, options.batch);
  const stored = outcome === 'stored' && !paused;
  return {
    status: 202,
    body: {
      accepted: stored ? written : 0,
      dropped: stored ? 0 : written,
      rejected: errors.length,
      errors,
    },
  };
}

function noValidEvent(rejections: readonly TrackingEventRejection[], batch: boolean): HttpError {
  const first = rejections[0];
  const message = batch
    ? `No event of the batch is valid (${rejections.length} rejected); the first: ${first?.message}`
    : (first?.message ?? 'The event is not valid.');
  return new HttpError(400, 'bad_request', message, first?.field);
}

export const ingestTrackingEvent: ApiHandler<'ingestTrackingEvent', RequestContext> = (
  { params, body },
  context,
) => ingest(context, params.siteId, [body], { batch: false, prevalidated: true });

export const ingestTrackingBatch: ApiHandler<'ingestTrackingBatch', RequestContext> = (
  { params, body },
  context,
) => ingest(context, params.siteId, body.events, { batch: true });
