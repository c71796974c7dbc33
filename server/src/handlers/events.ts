/**
 * POST /api/v1/events: the default sink of the runtime's track(). Signed out too, so
 * it is bounded ("no disk filling"): the ProductEvent schema caps the details (20
 * strings of 500 characters), the route's body limit caps the request (registerContracts.ts),
 * rate limits cap the pace per address and per session (security/rateLimits.ts), and an event
 * sent without a session — a failed sign-in, an error before signing in — must stay small.
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import { recordEvent } from '../data/events';
import type { RequestContext } from '../http/context';
import { HttpError } from '../http/httpError';

/** The largest event (as stored JSON, in bytes) accepted without a session. */
export const MAX_ANONYMOUS_EVENT_BYTES = 2 * 1024;

export const trackEvent: ApiHandler<'trackEvent', RequestContext> = async ({ body }, context) => {
  if (
    context.userId === null &&
    Buffer.byteLength(JSON.stringify(body.properties ?? {})) > MAX_ANONYMOUS_EVENT_BYTES
  ) {
    throw new HttpError(
      413,
      'payload_too_large',
      `An event sent without signing in may carry at most ${MAX_ANONYMOUS_EVENT_BYTES} bytes of properties.`,
      'properties',
    );
  }
  await recordEvent(context.db, body, context.userId);
  return { status: 202 };
};
