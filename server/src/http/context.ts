/**
 * What every handler receives besides its validated request: the services (database, config,
 * the app bundle) and the request's session. Handlers never see Fastify, so they stay plain
 * functions of (request, context) → reply that the tests can also call directly.
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../../contracts/cookies';
import { looksLikeSessionId, sessionCookieOptions } from '../auth/sessionToken';
import type { Config } from '../config';
import type { Db } from '../db/open';
import type { AppBundle } from '../project/appBundle';
import type { Settings } from '../../../generated/types';
import type { SsoService } from '../sso/ssoService';
import type { GeoipLookup } from '../tracking/country';
import type { SessionLimits } from '../tracking/sessionLimit';
import type { TrackingWriter } from '../data/tracking';
import type { BlobStore } from '../recordings/blobStore';
import type { Mailer } from '../mail/mailer';
import type { AiSurveyProvider } from '../ai/provider';
import type { PaymentProvider } from '../billing/provider';
import type { IngestBudgetService } from '../security/ingestBudgets';
import { appOrigin } from './appOrigin';
import { unauthorized } from './httpError';

export interface Services {
  db: Db;
  config: Config;
  bundle: AppBundle;
  /** Languages a user or account may choose (project/appBundle.ts selectableLanguages). */
  languages: readonly string[];
  /** The answer of GET /api/v1/settings, built once at start. */
  settings: Settings;
  /** Google sign-in: the OpenID Connect client and the local provider (sso/ssoService.ts). */
  sso: SsoService;
  /** The IP-to-country database of GEOIP_DATABASE (tracking/country.ts), or null. */
  geoip: GeoipLookup | null;
  /** Where recording chunks' bytes are kept (recordings/blobStore.ts). */
  blobs: BlobStore;
  /** The tracking ingest's group-commit writer (data/tracking.ts). */
  trackingWriter: TrackingWriter;
  /** Whether a site's data collection is paused at its monthly limit (tracking/sessionLimit.ts). */
  sessionLimits: SessionLimits;
  /** What the anonymous ingests may cost per source, site and visitor (security/ingestBudgets.ts). */
  ingestBudgets: IngestBudgetService;
  /** Outgoing email (mail/mailer.ts): the log mailer unless another is configured. */
  mailer: Mailer;
  /** AI survey generation (ai/createAiProvider.ts): the embedded generator unless a model is configured. */
  ai: AiSurveyProvider;
  /** Payments for subscription changes (billing/createPaymentProvider.ts): test mode. */
  payments: PaymentProvider;
}

export interface RequestContext extends Services {
  log: FastifyBaseLogger;
  /** The signed-in user, when the request carries a live session. */
  userId: number | null;
  /** The session cookie's value as sent (well-formed, live or not), for rotation and logout. */
  cookieSessionId: string | null;
  /** Every cookie of the request as sent (client input: validate before use). */
  cookies: Readonly<Record<string, string | undefined>>;
  /** The app's origin for this request (http/appOrigin.ts): SSO redirect URI, postMessage target. */
  appOrigin: string;
  /** The client's address (behind TRUST_PROXY proxies: from X-Forwarded-For). */
  clientAddress: string;
  /** The User-Agent header as sent (client input), or undefined. */
  userAgent: string | undefined;
  /** The Authorization header as sent (client input): the public API's key (auth/apiKeyAuth.ts). */
  authorization: string | undefined;
  setSessionCookie(id: string): void;
  clearSessionCookie(): void;
  /**
   * Fires when the client goes away before the answer is sent (cancelling an AI
   * generation stops the server's work). Made on first use; never fires without a `reply`.
   */
  readonly signal: AbortSignal;
}

/**
 * The context of one request, for every caller: the contract routes (registerContracts.ts,
 * `userId` from the session hook) and the index.html bootstrap (pages/bootstrap.ts, which reads
 * on behalf of the session's user). Without a `reply` there is no answer to set cookies on: the
 * session setters throw (index.html never signs in or out).
 */
export function createRequestContext(
  services: Services,
  request: FastifyRequest,
  userId: number | null,
  reply?: FastifyReply,
): RequestContext {
  const cookie = request.cookies[SESSION_COOKIE];
  const { secureCookies } = services.config;
  const noAnswer = () => {
    throw new Error('this request does not answer with cookies: no session change here');
  };
  // The services are the context's prototype, not copied into it: a request makes one small
  // object, whatever the number of services (copying them cost the tracking ingest about 5%
  // of its CPU per event).
  const context: Omit<RequestContext, keyof Services | 'signal'> & SignalSource = Object.create(
    contextBase(services),
  );
  context.reply = reply;
  context.log = request.log;
  context.userId = userId;
  context.cookieSessionId = looksLikeSessionId(cookie) ? cookie : null;
  context.cookies = request.cookies;
  context.appOrigin = appOrigin(services.config, request);
  context.clientAddress = request.ip;
  context.userAgent = request.headers['user-agent'];
  context.authorization = request.headers.authorization;
  context.setSessionCookie = reply
    ? (id) => void reply.setCookie(SESSION_COOKIE, id, sessionCookieOptions(secureCookies))
    : noAnswer;
  context.clearSessionCookie = reply
    ? () =>
        void reply.clearCookie(SESSION_COOKIE, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookies,
        })
    : noAnswer;
  return context as unknown as RequestContext;
}

/** What the `signal` getter reads: the request's reply, and the signal once made. */
interface SignalSource {
  reply: FastifyReply | undefined;
  madeSignal?: AbortSignal;
}

const contextBases = new WeakMap<Services, object>();

/** The prototype of a request's context: the services, and the `signal` made on first use. */
function contextBase(services: Services): object {
  let base = contextBases.get(services);
  if (!base) {
    base = Object.create(services, {
      signal: {
        get(this: SignalSource) {
          this.madeSignal ??= this.reply
            ? clientGoneSignal(this.reply)
            : new AbortController().signal;
          return this.madeSignal;
        },
      },
    }) as object;
    contextBases.set(services, base);
  }
  return base;
}

/** Aborts when the response's connection closes before the response was completely sent. */
function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  if (response.destroyed && !response.writableFinished) {
    controller.abort();
  } else {
    response.once('close', () => {
      if (!response.writableFinished) controller.abort();
    });
  }
  return controller.signal;
}

/** The signed-in user; the session hook already answered 401 on `session: required` routes. */
export function signedInUser(context: RequestContext): number {
  if (context.userId === null) throw unauthorized();
  return context.userId;
}
