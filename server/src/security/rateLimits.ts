/**
 * Rate limits ("Rate limits on login and registration (per IP and per account) with 429
 * and Retry-After" "rate-limit [events] per source address and per session"), with
 * @fastify/rate-limit's limiters:
 *
 * - `login` (POST /api/v1/session): per client address and per email address;
 * - `registerAccount` (POST /api/v1/registration): per client address and per email address;
 * - `trackEvent` (POST /api/v1/events, signed out too): per client address and per signed-in
 *   user (the session hook has run: contract onRequest), so neither one address nor one
 *   session can write events faster than the limit;
 * - `ingestTrackingEvent` / `ingestTrackingBatch` (the tracking snippet's ingest, open to every
 *   site): per client address and per site of the path, one shared count for both
 *   calls (a batch counts once; it holds at most 100 events and 64 KiB). Their byte budgets
 *   (security/ingestBudgets.ts) are counted with them: the source's with the per-address
 *   limit, the site's with the per-site one (`AlongsideChecks`), in the same statement.
 * - `ingestRecordingChunk` (the recorder's chunks, open to every site): per client address and
 *   per site, with the recordings' own byte budgets counted alongside the same way.
 * - `createInvitation` (each sends an email): per client address and per signed-in
 *   user;
 * - `getInvitation` / `acceptInvitation` (the invitation link, public): per client address, one
 *   shared count for both (the per-key limit names nothing).
 * - `confirmEmailChange` (the link sent to a new sign-in address, public): the same limits as
 *   the invitation link, counted apart.
 * - `generateAiSurvey` / `generateAiQuestions` (a model call costs): per client address
 *   and per signed-in user, one shared count for both.
 * - `changeUserEmail` / `changeUserPassword` (each checks the current password): sign-in's limits
 *   per client address and per signed-in user, one shared count for both.
 * - the public API (`/api/v1/public/…`, API-key calls): per client address and per key, wrong
 *   keys counted like right ones, so keys cannot be guessed at speed.
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
 * Store: the database (security/rateLimitStore.ts "Stateless instances"): fixed
 * windows aligned to the epoch, one counter row per (limiter, key, window), one upsert per check.
 * Every server process on the database counts against the same limits, and a restart forgets
 * nothing. Past windows are deleted as new ones start. (No Redis store is built: REDIS_URL is
 * not read.)
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { EndpointId } from '../../../generated/api/contracts';
import { bearerKey } from '../auth/apiKeyAuth';
import { normalizeEmail } from '../data/users';
import type { Db } from '../db/open';
import type { RateLimit, RateLimits } from './config';
import { databaseRateLimitStore, type NamedLimiterOptions } from './rateLimitStore';

interface LimitedEndpoint {
  /** Names its counters in the database: the same in every process, unique per entry. */
  name: string;
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
    name: 'tracking',
    perIp: limits.trackingPerIp,
    perKey: limits.trackingPerSite,
    keyOf: siteKeyOf,
    what: 'tracking requests',
    keyText: 'this site',
  };
  const recording: LimitedEndpoint = {
    name: 'recording',
    perIp: limits.recordingPerIp,
    perKey: limits.recordingPerSite,
    keyOf: siteKeyOf,
    what: 'recording requests',
    keyText: 'this site',
  };
  const invitationLinks: LimitedEndpoint = {
    name: 'invitation-links',
    perIp: limits.invitationLinksPerIp,
    perKey: limits.invitationLinksPerIp,
    keyOf: () => null,
    what: 'invitation link requests',
    keyText: 'this link',
  };
  const aiGeneration: LimitedEndpoint = {
    name: 'ai-generation',
    perIp: limits.aiPerIp,
    perKey: limits.aiPerUser,
    keyOf: (request) => (request.sessionUserId === null ? null : `user:${request.sessionUserId}`),
    what: 'AI survey generations',
    keyText: 'this user',
  };
  const publicApi: LimitedEndpoint = {
    name: 'public-api',
    perIp: limits.publicApiPerIp,
    perKey: limits.publicApiPerKey,
    keyOf: apiKeyOf,
    what: 'public API calls',
    keyText: 'this API key',
  };
  // Guessing a signed-in user's password through the profile is held to sign-in's limits: per
  // address and per account, every attempt counted at the door (parallel guesses too).
  const currentPassword: LimitedEndpoint = {
    name: 'current-password',
    perIp: limits.loginPerIp,
    perKey: limits.loginPerAccount,
    keyOf: (request) => (request.sessionUserId === null ? null : `user:${request.sessionUserId}`),
    what: 'password checks',
    keyText: 'this account',
  };
  return {
    changeUserEmail: currentPassword,
    changeUserPassword: currentPassword,
    listPublicSites: publicApi,
    generateAiSurvey: aiGeneration,
    generateAiQuestions: aiGeneration,
    ingestTrackingEvent: tracking,
    ingestTrackingBatch: tracking,
    ingestRecordingChunk: recording,
    // The snippet reads it once per page, from cache mostly: one more tracking request.
    getCaptureConfig: tracking,
    login: {
      name: 'login',
      perIp: limits.loginPerIp,
      perKey: limits.loginPerAccount,
      keyOf: emailOf,
      what: 'sign-in attempts',
      keyText: 'this email address',
    },
    registerAccount: {
      name: 'registration',
      perIp: limits.registrationPerIp,
      perKey: limits.registrationPerAccount,
      keyOf: emailOf,
      what: 'registrations',
      keyText: 'this email address',
    },
    createInvitation: {
      name: 'invitations',
      perIp: limits.invitationsPerIp,
      perKey: limits.invitationsPerUser,
      keyOf: (request) => (request.sessionUserId === null ? null : `user:${request.sessionUserId}`),
      what: 'invitations',
      keyText: 'this user',
    },
    getInvitation: invitationLinks,
    acceptInvitation: invitationLinks,
    confirmEmailChange: { ...invitationLinks, name: 'email-change-links', what: 'confirmations' },
    trackEvent: {
      name: 'events',
      perIp: limits.eventsPerIp,
      perKey: limits.eventsPerSession,
      keyOf: (request) => (request.sessionUserId === null ? null : `user:${request.sessionUserId}`),
      what: 'events',
      keyText: 'this session',
    },
  };
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Why a request is refused (429), and when to try again. */
export interface Refusal {
  retryAfterSeconds: number;
  message: string;
}

/**
 * Checks counted with a route's limits, in the same turn (security/groupedCounter.ts: one
 * statement for all): `bySource` with the per-address limit, `byKey` with the per-key one, only
 * once the address is within both of the first pair. Each resolves null or why it refuses.
 */
export interface AlongsideChecks {
  bySource(request: FastifyRequest): Promise<Refusal | null>;
  byKey(request: FastifyRequest): Promise<Refusal | null>;
}

/** The site of the path (the ingests' per-site limits). */
function siteKeyOf(request: FastifyRequest): string {
  return `site:${String((request.params as { siteId?: unknown }).siteId)}`;
}

function emailOf(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normalizeEmail(email) : null;
}

/** The bearer key (the store keeps only a hash of every counter's key). */
function apiKeyOf(request: FastifyRequest): string | null {
  const key = bearerKey(request.headers.authorization);
  return key === undefined ? null : `key:${key}`;
}

function tooMany(reply: FastifyReply, retryAfterSeconds: number, message: string) {
  // Retry-After in seconds (RFC 9110 section 10.2.3); at least 1, so a client never retries at once.
  return reply
    .code(429)
    .header('retry-after', String(Math.max(1, retryAfterSeconds)))
    .send({ error: 'rate_limited', message });
}

function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * `alongside`: the checks to count with a route's limits (the anonymous ingests' byte budgets,
 * security/ingestBudgets.ts); a route with such checks but no limits of its own is a
 * programming error, thrown as the route is added.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  limits: RateLimits,
  db: Db,
  alongside: (route: RouteOptions) => AlongsideChecks | undefined = () => undefined,
): Promise<void> {
  // global: false — only the routes below are limited, by the limiters made here.
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(db) });
  const endpoints = limitedEndpoints(limits);
  const limiter = (
    limiterName: string,
    limit: RateLimit,
    keyGenerator?: (request: FastifyRequest) => string,
  ) =>
    app.createRateLimit({
      // Passed on to the store's child(): the name of this limiter's counters.
      ...({ limiterName } satisfies NamedLimiterOptions),
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
        perIp: limiter(`${endpoint.name}:ip`, endpoint.perIp),
        perKey: limiter(
          `${endpoint.name}:key`,
          endpoint.perKey,
          (request) => endpoint.keyOf(request) ?? '',
        ),
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
    const extra = alongside(route);
    if (!endpoint) {
      if (extra) throw new Error(`${id}: checks to count with its rate limits, but it has none`);
      return;
    }
    const { perIp, perKey } = limitersOf(endpoint);
    const check = async (request: FastifyRequest, reply: FastifyReply) => {
      const [byIp, bySource] = await Promise.all([perIp(request), extra?.bySource(request)]);
      if (!byIp.isAllowed && byIp.isExceeded) {
        return tooMany(
          reply,
          byIp.ttlInSeconds,
          `Too many ${endpoint.what} from this address; try again in ${waitText(byIp.ttlInSeconds)}.`,
        );
      }
      if (bySource) return tooMany(reply, bySource.retryAfterSeconds, bySource.message);
      // Without a key there is nothing to count the second limit for.
      const counted = endpoint.keyOf(request) !== null;
      const [byKey, alsoByKey] = await Promise.all([
        counted ? perKey(request) : undefined,
        extra?.byKey(request),
      ]);
      if (byKey && !byKey.isAllowed && byKey.isExceeded) {
        return tooMany(
          reply,
          byKey.ttlInSeconds,
          `Too many ${endpoint.what} for ${endpoint.keyText}; try again in ${waitText(byKey.ttlInSeconds)}.`,
        );
      }
      if (alsoByKey) return tooMany(reply, alsoByKey.retryAfterSeconds, alsoByKey.message);
    };
    const existing = route.preHandler;
    route.preHandler = [
      ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
      check,
    ];
  });
}
