/**
 * CSRF protection for every cookie-authenticated state change: a request that changes state and comes from another site
 * is refused with 403 `cross_site_request` before anything else runs — before the body is
 * parsed, before the session is looked up, before any handler — so nothing is written.
 *
 * The rule (OWASP CSRF Prevention Cheat Sheet, "Fetch Metadata" and "Verifying Origin With
 * Standard Headers"), for every method but GET, HEAD and OPTIONS:
 * - `Sec-Fetch-Site` present and not `same-origin` or `none` (typed URL, bookmark) → refused.
 *   `same-site` is refused too: a sibling subdomain is not the app.
 * - `Origin` present and not the app's origin (PUBLIC_URL, else the request's own scheme and
 *   host, http/appOrigin.ts) → refused; `Origin: null` (sandboxed frames, opaque redirects) too.
 * - Neither header, and the request carries cookies → it must carry the app's own request header
 *   (contracts/requestHeaders.ts), which the app's client always sends and which another site
 *   cannot add without a preflight. Current browsers send one of the two headers, but the rule
 *   does not rest on that: an old browser, or an extension that strips them, still cannot be
 *   used to ride the user's session.
 * - Neither header and no cookie → allowed: a program that is not a browser (curl, a server, the
 *   public API with its key) carries nobody's session.
 * It covers sign-in and registration too (login CSRF: signing the victim into the attacker's
 * account). The session cookie's SameSite=Lax is a second line, not the only one.
 *
 * The one exception: the endpoints any site may call (http/crossOrigin.ts, the tracking
 * snippet's ingest). They need no session and read no cookie (`session: none`), so a request
 * from another site rides nobody's credentials; every other check still applies to them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_REQUEST_HEADER, APP_REQUEST_HEADER_VALUE } from '../../../contracts/requestHeaders';
import type { Config } from '../config';
import { appOrigin } from '../http/appOrigin';
import { isCrossOriginRoute } from '../http/crossOrigin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

export interface CrossSiteInput {
  method: string;
  origin: string | undefined;
  secFetchSite: string | undefined;
  /** The app's origin for this request. */
  appOrigin: string;
  /** Whether the request carries any cookie (a session could ride on it). */
  hasCookie?: boolean;
  /** Whether the app's own request header is present with its value. */
  fromAppClient?: boolean;
}

/** Null when the request may go on; otherwise why it is refused. */
export function crossSiteRefusal(input: CrossSiteInput): string | null {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return null;
  const site = input.secFetchSite?.trim().toLowerCase();
  if (site !== undefined && !ALLOWED_FETCH_SITES.has(site)) {
    return `Sec-Fetch-Site is "${site}"`;
  }
  const origin = input.origin?.trim().toLowerCase();
  if (origin !== undefined && origin !== input.appOrigin.toLowerCase()) {
    return `Origin ${input.origin} is not ${input.appOrigin}`;
  }
  if (site === undefined && origin === undefined && input.hasCookie && !input.fromAppClient) {
    return `neither Origin, Sec-Fetch-Site nor ${APP_REQUEST_HEADER} was sent with cookies`;
  }
  return null;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

export function registerCrossSiteCheck(
  app: FastifyInstance,
  config: Pick<Config, 'publicOrigin'>,
): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (isCrossOriginRoute(request)) return;
    const refusal = crossSiteRefusal({
      method: request.method,
      origin: header(request, 'origin'),
      secFetchSite: header(request, 'sec-fetch-site'),
      appOrigin: appOrigin(config, request),
      hasCookie: Boolean(request.headers.cookie),
      fromAppClient: header(request, APP_REQUEST_HEADER) === APP_REQUEST_HEADER_VALUE,
    });
    if (refusal === null) return;
    request.log.warn({ refusal, url: request.url }, 'cross-site request refused');
    return reply.code(403).send({
      error: 'cross_site_request',
      message: `This request came from another site and was refused (${refusal}).`,
    });
  });
}
