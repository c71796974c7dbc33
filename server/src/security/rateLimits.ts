/**
 * Rate limits (issue 4 "Rate limits on login and registration (per IP and per account) with 429
 * and Retry-After"; issue 9 "rate-limit [events] per source address and per session"), with
 * @fastify/rate-limit's limiters:
 *
 * - `login` (POST /api/v1/session): per client address and per email address;
 * - `registerAccount` (POST /api/v1/registration): per client address and per email address;
 * - `trackEvent` (POST /api/v1/events, signed out too): per client address and per signed-in
 *   user (the session hook has run: contract onRequest), so neither one address nor one
 *   session can write events faster than the limit;
 * - `ingestTrackingEvent` / `ingestTrackingBatch` (the tracking snippet's ingest, open to every
 *   site, issue 12): per client address and per site of the path, one shared count for both
 *   calls (a batch counts once; it holds at most 100 events and 64 KiB).
 * - `createInvitation` (issue 13, each sends an email): per client address and per signed-in
 *   user;
 * - `getInvitation` / `acceptInvitation` (the invitation link, public): per client address, one
 *   shared count for both (the per-key limit names nothing).
 * - `generateAiSurvey` / `generateAiQuestions` (issue 15, a model call costs): per client address
 *   and per signed-in user, one shared count for both.
 *
 * Every attempt counts, successful or not: counting at the door leaves no race in which a burst
 * of parallel guesses all pass before the first failure is recorded. The per-email limit holds
 * across addresses (a spread-out guess at one account); it is checked only when the address is
 * still within its own limit, so one blocked address cannot keep an account locked on its own.
 * The email is normalized like sign-in does (trimmed, lowercase), whether an account has it or
 * not, so the limit says nothing about which emails exist.
 *
 * The check runs as a preHandler: after the CSRF check (onRequest, security/crossSite.ts) and
 * the contract's request validation, so a refused or malformed request costs no password hash
 * and is not counted; the handler (and its hash) never runs for a request over a limit.
 *
 * Store: @fastify/rate-limit's in-memory LRU, fixed windows, one per limiter. It belongs to one
 * process: several server processes would each count on their own (each limit would be
 * multiplied by their number) and a restart forgets the counts. A shared store (the plugin
 * takes a Redis client or a custom store) is the change to make before running more than one.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { EndpointId } from '../../../generated/api/contracts';
import { normalizeEmail } from '../data/users';
import type { RateLimit, RateLimits } from './config';

/** Keys the LRU holds per limiter: enough that an attacker cannot flush a victim's count. */
const STORE_KEYS = 100_000;

interface LimitedEndpoint {
  perIp: RateLimit;
  /** The second limit, per what `keyOf` names (an email, a user); none when it names nothing. */
  perKey: RateLimit;
  keyOf: (request: FastifyRequest) => string | null;
  /** What the 429 message says was tried too often, and for what the second limit counts. */
  what: string;
  keyText: string;
}

function limitedEndpoints(limits: RateLimits): Partial<Record<EndpointId, LimitedEndpoint>> {
  const tracking: LimitedEndpoint = {
    perIp: limits.trackingPerIp,
    perKey: limits.trackingPerSite,
    keyOf: (request) => `site:${String((request.params as { siteId?: unknown }).siteId)}`,
    what: 'tracking requests',
    keyText: 'this site',
  };
  const invitationLinks: LimitedEndpoint = {
    perIp: limits.invitationLinksPerIp,
    perKey: limits.invitationLinksPerIp,
    keyOf: () => null,
    what: 'invitation link requests',
    keyText: 'this link',
  };
  const aiGeneration: LimitedEndpoint = {
    perIp: limits.aiPerIp,
    perKey: limits.aiPerUser,
    keyOf: (request) => (request.sessionUserId === null ? null : `user:${request.sessionUserId}`),
    what: 'AI survey generations',
    keyText: 'this user',
  };
  return {
    generateAiSurvey: aiGeneration,
    generateAiQuestions: aiGeneration,
    ingestTrackingEvent: tracking,
    ingestTrackingBatch: tracking,
    login: {
      perIp: limits.loginPerIp,
      perKey: limits.loginPerAccount,
      keyOf: emailOf,
      what: 'sign-in attempts',
      keyText: 'this email address',
    },
    registerAccount: {
      perIp: limits.registrationPerIp,
      perKey: limits.registrationPerAccount,
      keyOf: emailOf,
      what: 'registrations',
      keyText: 'this email address',
    },
    createInvitation: {
      perIp: limits.invitationsPerIp,
      perKey: limits.invitationsPerUser,
      keyOf: (request) => (request.sessionUserId === null ? null : `user:${request.sessionUserId}`),
      what: 'invitations',
      keyText: 'this user',
    },
    getInvitation: invitationLinks,
    acceptInvitation: invitationLinks,
    trackEvent: {
      perIp: limits.eventsPerIp,
      perKey: limits.eventsPerSession,
      keyOf: (request) => (request.sessionUserId === null ? null : `user:${request.sessionUserId}`),
      what: 'events',
      keyText: 'this session',
    },
  };
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

function emailOf(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normalizeEmail(email) : null;
}

function tooMany(reply: FastifyReply, retryAfterSeconds: number, message: string) {
  // Retry-After in seconds (RFC 9110 §10.2.3); at least 1, so a client never retries at once.
  return reply
    .code(429)
    .header('retry-after', String(Math.max(1, retryAfterSeconds)))
    .send({ error: 'rate_limited', message });
}

function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

export async function registerRateLimits(app: FastifyInstance, limits: RateLimits): Promise<void> {
  // global: false — only the routes below are limited, by the limiters made here.
  await app.register(fastifyRateLimit, { global: false, cache: STORE_KEYS });
  const endpoints = limitedEndpoints(limits);
  const limiter = (limit: RateLimit, keyGenerator?: (request: FastifyRequest) => string) =>
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowSeconds * 1000,
      // Without one, the plugin's default: the client address, IPv6 masked to its /64.
      ...(keyGenerator ? { keyGenerator } : {}),
    });

  // One pair of counters per limited endpoint entry: endpoints sharing an entry (the two
  // tracking calls) share their counts.
  const made = new Map<LimitedEndpoint, { perIp: Limiter; perKey: Limiter }>();
  const limitersOf = (endpoint: LimitedEndpoint) => {
    let pair = made.get(endpoint);
    if (!pair) {
      pair = {
        perIp: limiter(endpoint.perIp),
        perKey: limiter(endpoint.perKey, (request) => endpoint.keyOf(request) ?? ''),
      };
      made.set(endpoint, pair);
    }
    return pair;
  };

  // onRoute: registerContracts stays unaware of the limits; a contract route is recognised by
  // the endpoint id it carries in its config.
  app.addHook('onRoute', (route: RouteOptions) => {
    const id = route.config?.endpointId;
    const endpoint = id ? endpoints[id] : undefined;
    if (!endpoint) return;
    const { perIp, perKey } = limitersOf(endpoint);
    const check = async (request: FastifyRequest, reply: FastifyReply) => {
      const byIp = await perIp(request);
      if (!byIp.isAllowed && byIp.isExceeded) {
        return tooMany(
          reply,
          byIp.ttlInSeconds,
          `Too many ${endpoint.what} from this address; try again in ${waitText(byIp.ttlInSeconds)}.`,
        );
      }
      if (endpoint.keyOf(request) === null) return; // nothing to count it for
      const byKey = await perKey(request);
      if (!byKey.isAllowed && byKey.isExceeded) {
        return tooMany(
          reply,
          byKey.ttlInSeconds,
          `Too many ${endpoint.what} for ${endpoint.keyText}; try again in ${waitText(byKey.ttlInSeconds)}.`,
        );
      }
    };
    const existing = route.preHandler;
    route.preHandler = [
      ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
      check,
    ];
  });
}
