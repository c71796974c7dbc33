/**
 * An anonymous ingest names its site in the path; for a site that does not exist the answer is
 * 404 whatever the body — malformed JSON and a body the contract refuses included — so that a
 * snippet left on a page after its site was deleted is told so, not that its events are wrong.
 * The site is looked up only when the request is refused anyway (a 400), so accepted requests
 * pay nothing for it.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { siteCaptureMode } from '../data/tracking';
import type { Db } from '../db/open';
import { errorBody } from '../http/errorHandler';
import { HttpError, notFound } from '../http/httpError';
import { ANONYMOUS_INGESTS } from '../security/ingestBudgets';

async function unknownSite(db: Db, request: FastifyRequest): Promise<boolean> {
  const text = String((request.params as { siteId?: unknown } | undefined)?.siteId ?? '');
  if (!/^[1-9]\d{0,9}$/.test(text)) return false; // not a site id: the 400 stands
  return (await siteCaptureMode(db, Number(text))) === undefined;
}

export function registerUnknownSiteAnswer(app: FastifyInstance, db: Db): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const id = route.config?.endpointId;
    if (!id || !ANONYMOUS_INGESTS.has(id)) return;
    route.errorHandler = async (error, request, reply) => {
      let { status, body } = errorBody(error);
      if (status === 400 && (await unknownSite(db, request)))
        ({ status, body } = errorBody(notFound('site')));
      if (status >= 500 && !(error instanceof HttpError))
        request.log.error({ err: error }, 'request failed');
      return reply.code(status).send(body);
    };
  });
}
