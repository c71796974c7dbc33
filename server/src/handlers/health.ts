/**
 * GET /api/health and GET /api/ready (manifests/api/health.yaml "Operations basics").
 * - Liveness answers 200 whenever the process answers: it touches nothing, so a slow or stopped
 *   database never gets a healthy process restarted.
 * - Readiness (db/readiness.ts) answers 503 in the API error format naming what is not ready.
 *   The database's own error goes to the log only: the endpoint is public, and a driver's
 *   message can name hosts and users.
 * Neither needs a session nor is rate-limited (security/rateLimits.ts limits only the endpoints
 * it names); both are `no-store` (http/cacheControl.ts default).
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import type { RequestContext } from '../http/context';
import { HttpError } from '../http/httpError';
import { checkReadiness } from '../db/readiness';

export const getHealth: ApiHandler<'getHealth', RequestContext> = () => ({
  status: 200,
  body: { status: 'ok' },
});

export const getReadiness: ApiHandler<'getReadiness', RequestContext> = async (
  _request,
  context,
) => {
  const readiness = await checkReadiness(context.db);
  if (readiness.ready) {
    return { status: 200, body: { status: 'ready', migrations: readiness.applied } };
  }
  if (readiness.what === 'database') {
    context.log.warn({ err: readiness.error }, 'readiness: the database does not answer');
    throw new HttpError(503, 'not_ready', 'Not ready: the database does not answer.');
  }
  throw new HttpError(
    503,
    'not_ready',
    `Not ready: ${readiness.pending.length} database migration(s) pending: ${readiness.pending.join(', ')}.`,
  );
};
