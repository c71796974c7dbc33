/**
 * The recording ingest: one chunk of a visitor session's recording, posted by the recorder on a
 * customer's page (POST /api/v1/sites/{siteId}/recordings/{session}/chunks/{seq}). Any site may
 * call it, without credentials (http/crossOrigin.ts); the body limit, the request limits and the
 * byte budgets per address and per site sit in front (security/rateLimits.ts,
 * security/ingestBudgets.ts).
 *
 * - The body is read and summed up (recordings/chunk.ts): not a chunk is a 400 naming what is
 *   wrong; one that inflates past its bound is a 413.
 * - A site whose data collection is paused at its monthly session limit stores nothing (202,
 *   `paused`, the recorder stops), as the tracking ingest drops its events.
 * - Then data/recordings.ts stores it, or says why not: an unknown site is a 404; a session the
 *   tracking snippet never started is a 400 (field `session`); a recording full is a 413; the
 *   site's capture off, the session sampled out or the day's recordings spent are a 202 telling
 *   the recorder to stop; a chunk number stored before is a 202 `duplicate`.
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import type { RecordingChunkResult } from '../../../generated/types';
import {
  MAX_RECORDING_BYTES,
  recordingSettings,
  storeChunk,
  type ChunkOutcome,
} from '../data/recordings';
import { siteCaptureMode } from '../data/tracking';
import { siteLimitFacts } from '../data/siteSessions';
import type { Db } from '../db/open';
import type { RequestContext } from '../http/context';
import { HttpError, notFound } from '../http/httpError';
import { decodeChunk } from '../recordings/chunk';
import { dailyRecordingAllowanceOf, sessionsBundle } from '../siteSessions/sessionsBundle';

/** The outcomes answered 202, and whether the recorder goes on after each. */
const ACKNOWLEDGED: Partial<Record<ChunkOutcome, boolean>> = {
  stored: true,
  duplicate: true,
  'capture-off': false,
  'sampled-out': false,
  'over-allowance': false,
};

async function dailyAllowance(context: RequestContext, db: Db, siteId: number): Promise<number> {
  const facts = await siteLimitFacts(db, siteId);
  if (!facts) return 0;
  return dailyRecordingAllowanceOf(
    sessionsBundle(context.config.root),
    facts.plan,
    facts.sessionSku,
  );
}

export const ingestRecordingChunk: ApiHandler<'ingestRecordingChunk', RequestContext> = async (
  { params, body },
  context,
) => {
  // The text/plain parser hands this route the bytes as they came (http/crossOrigin.ts).
  const bytes = body as unknown;
  if (!Buffer.isBuffer(bytes)) {
    throw new HttpError(400, 'bad_request', 'body must be the chunk, sent as text/plain');
  }
  const decoded = decodeChunk(bytes);
  if (!decoded.ok) {
    const field = decoded.field === undefined ? undefined : `body/${decoded.field}`;
    const code = decoded.status === 413 ? 'payload_too_large' : 'bad_request';
    throw new HttpError(decoded.status, code, decoded.message, field);
  }
  const now = Date.now();
  if (await context.sessionLimits.paused(params.siteId, now)) {
    const result: RecordingChunkResult = { outcome: 'paused', record: false };
    return { status: 202, body: result };
  }
  const { outcome } = await storeChunk(
    context.db,
    context.blobs,
    {
      siteId: params.siteId,
      sessionKey: params.session,
      seq: params.seq,
      stored: decoded.stored,
      summary: decoded.summary,
      receivedAt: now,
    },
    { dailyAllowance: (trx, siteId) => dailyAllowance(context, trx, siteId) },
  );
  const record = ACKNOWLEDGED[outcome];
  if (record !== undefined) {
    const result = { outcome, record } as RecordingChunkResult;
    return { status: 202, body: result };
  }
  if (outcome === 'unknown-site') throw notFound('site');
  if (outcome === 'not-started') {
    throw new HttpError(
      400,
      'bad_request',
      `Session ${params.session} was never started on this site: the tracking snippet starts it.`,
      'session',
    );
  }
  throw new HttpError(
    413,
    'payload_too_large',
    `The recording would hold more than ${MAX_RECORDING_BYTES / 1024 / 1024} MiB.`,
  );
};

/**
 * What a site's snippet records (GET /api/v1/sites/{siteId}/capture-config): the site's
 * recording settings, or the defaults. Public and cached five minutes (http/cacheControl.ts):
 * it holds nothing a visitor of the site could not learn from its pages.
 */
export const getCaptureConfig: ApiHandler<'getCaptureConfig', RequestContext> = async (
  { params },
  context,
) => {
  if ((await siteCaptureMode(context.db, params.siteId)) === undefined) throw notFound('site');
  const settings = await recordingSettings(context.db, params.siteId);
  return {
    status: 200,
    body: {
      recording: {
        capture: settings.capture,
        samplePercent: settings.samplePercent,
        maskAllText: settings.maskAllText,
        excludedPages: settings.excludedPages,
      },
    },
  };
};
