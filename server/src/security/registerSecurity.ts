/**
 * The server's security layer, in one call made by buildApp before any route exists
 * (the rate limits attach themselves to routes as they are added):
 * - hostCheck.ts: without PUBLIC_URL, only loopback Host names are answered;
 * - crossSite.ts: CSRF check on every state-changing request (onRequest, before body parsing);
 * - headers.ts: CSP, frame, sniffing, referrer, opener and (production) HSTS headers (onSend);
 * - rateLimits.ts: per-address and per-key limits (sign-in, registration, events…; preHandler),
 *   counted in the database so every server process shares them (rateLimitStore.ts);
 * - ingestBudgets.ts: the bytes an anonymous ingest may take per source and per site, counted
 *   with its per-address and per-site limits.
 * Password hashing lives with the other credentials code in auth/password.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/open';
import { registerCrossSiteCheck } from './crossSite';
import { registerHostCheck } from './hostCheck';
import { registerSecurityHeaders } from './headers';
import { ingestByteChecks, type IngestBudgetService } from './ingestBudgets';
import { registerRateLimits } from './rateLimits';

export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  db: Db,
  ingestBudgets: IngestBudgetService,
): Promise<void> {
  registerHostCheck(app, config);
  registerCrossSiteCheck(app, config);
  registerSecurityHeaders(app, config);
  await registerRateLimits(app, config.security.rateLimits, db, (route) =>
    ingestByteChecks(app, ingestBudgets, route),
  );
}
