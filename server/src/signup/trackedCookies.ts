/**
 * Signup cookies (product.md#constants-and-limits "Cookies" "Cookies"): on a GET of an app page (not /api,
 * /assets, /locales, /bundle; a navigation, i.e. accepting HTML) the server remembers
 * - every tracked campaign parameter of product.md#records-and-their-fields (utm_source … rdt_cid) in the URL, one cookie each
 *   (`lodestar_cp_<name>`, 30 days, HttpOnly: only registration reads them, into
 *   signup_attribution); the latest visit's value wins;
 * - `cs_lite=1|true` (product.md#screens-and-routes) as the CS lite visitor cookie (`lodestar_cs_lite=1`, 365 days; not
 *   HttpOnly: the register page may read it to send is_cs_lite);
 * - on the register page, the persistent anonymous id of experiment assignment
 *   (`lodestar_anon`, 60 days, created when absent or malformed; not HttpOnly: the client sends
 *   it as persistent_anonymous_id and uses it for experiment lookups).
 * All SameSite=Lax, Path=/, Secure over HTTPS (`secure`). Campaign values are bounded in bytes, each
 * and all together (cookieValues.ts: 200 bytes URL-encoded per value, 2 KB for the whole set,
 * counting the cookies the browser already holds): a value over its bound or beyond the budget
 * is not stored, a held one beyond it is cleared, and a bad value never replaces a stored good
 * one — so that no link can grow the Cookie header past Node's limit (431 on every request).
 *
 * Registered from app.ts as a root hook, so it sees the static client's routes (index.html and
 * the not-found fallback that serves client routes) without touching pages/staticClient.ts.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ANONYMOUS_ID_COOKIE,
  CAMPAIGN_COOKIE_PREFIX,
  CS_LITE_COOKIE,
} from '../../../contracts/cookies';
import { routes } from '../../../generated/routes';
import { isClientRoute } from '../pages/clientRoutes';
import {
  campaignCookieName,
  campaignValuesWithinBudget,
  cookieValueOf,
  isAnonymousId,
  isCsLiteOn,
} from './cookieValues';
import type { SignupBundle } from './signupBundle';

const DAY_SECONDS = 24 * 60 * 60;

export interface TrackedCookiesOptions {
  /** Secure cookies: the app is served over HTTPS (config.secureCookies). */
  secure: boolean;
  bundle: Pick<SignupBundle, 'trackedCampaignParameters' | 'cookieDays'>;
  /** The register page's path (routes manifest auth.register). */
  registerPath?: string;
}

/** The first value of a query parameter (a repeated parameter arrives as an array). */
function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

function isAppPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const path = request.url.split('?')[0] ?? '/';
  return isClientRoute(path) && (request.headers.accept ?? '').includes('text/html');
}

export function registerTrackedCookies(app: FastifyInstance, options: TrackedCookiesOptions): void {
  const { secure, bundle } = options;
  const registerPath = options.registerPath ?? routes['auth.register'].path;
  const base = { path: '/', sameSite: 'lax' as const, secure };
  const set = (reply: FastifyReply, name: string, value: string, days: number, httpOnly: boolean) =>
    void reply.setCookie(name, value, { ...base, httpOnly, maxAge: days * DAY_SECONDS });

  /** Campaign cookies: this visit's values and the held ones, within the byte budgets. */
  const updateCampaignCookies = (request: FastifyRequest, reply: FastifyReply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const parameters = bundle.trackedCampaignParameters;
    const visit = Object.fromEntries(parameters.map((p) => [p, firstValue(query[p])]));
    const kept = campaignValuesWithinBudget(parameters, request.cookies, visit);
    for (const { parameter, value } of kept) {
      if (visit[parameter] !== value) continue; // held and kept: left as it is
      void reply.setCookie(campaignCookieName(parameter), value, {
        ...base,
        httpOnly: true,
        maxAge: bundle.cookieDays.campaignParameters * DAY_SECONDS,
        // The bytes the budget counted (cookieValueOf), whatever the plugin's default encoder.
        encode: (text) => cookieValueOf(text) ?? '',
      });
    }
    // Held ones that are no longer kept (beyond the budget, malformed, or a name no tracked
    // parameter has) are cleared: they would still weigh on every request.
    const keptNames = new Set(kept.map((k) => campaignCookieName(k.parameter)));
    for (const name of Object.keys(request.cookies)) {
      if (name.startsWith(CAMPAIGN_COOKIE_PREFIX) && !keptNames.has(name)) {
        void reply.clearCookie(name, { ...base, httpOnly: true });
      }
    }
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!isAppPageRequest(request)) return;
    const query = (request.query ?? {}) as Record<string, unknown>;

    updateCampaignCookies(request, reply);
    if (isCsLiteOn(firstValue(query.cs_lite))) {
      set(reply, CS_LITE_COOKIE, '1', bundle.cookieDays.csLiteVisitor, false);
    }
    const path = request.url.split('?')[0];
    if (path === registerPath && !isAnonymousId(request.cookies[ANONYMOUS_ID_COOKIE])) {
      set(reply, ANONYMOUS_ID_COOKIE, randomUUID(), bundle.cookieDays.experimentAssignment, false);
    }
  });
}
