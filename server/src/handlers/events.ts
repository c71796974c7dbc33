/** POST /api/v1/events: the default sink of the runtime's track() (issue 3). Signed out too. */
import type { ApiHandler } from '../../../generated/api/contracts';
import { recordEvent } from '../data/events';
import type { RequestContext } from '../http/context';

export const trackEvent: ApiHandler<'trackEvent', RequestContext> = async ({ body }, context) => {
  await recordEvent(context.db, body, context.userId);
  return { status: 202 };
};
