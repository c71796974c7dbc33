/**
 * The API server: Fastify with the generated contracts, request and response
 * validation, cookie sessions, and the built client. `buildApp` does not listen and does not
 * open or migrate the database — main.ts and the tests do — so one process can hold several
 * apps over different databases.
 */
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { entitySchemas, type ApiHandlers } from '../../generated/api/contracts';
import { registerUserBoundCookies } from './auth/userBoundCookies';
import type { Config } from './config';
import type { Db } from './db/open';
import { handlers as builtHandlers } from './handlers';
import { buildSettings } from './handlers/settings';
import { addAnnotationFormats, ajvCustomOptions } from './http/ajvOptions';
import { registerCacheControl } from './http/cacheControl';
import { registerCompression } from './http/compression';
import { answerClientError } from './http/clientErrors';
import type { RequestContext, Services } from './http/context';
import { registerErrorHandler } from './http/errorHandler';
import { answerFrameworkError } from './http/frameworkErrors';
import {
  registerContracts,
  unhandledEndpoints,
  type ContractTable,
} from './http/registerContracts';
import { registerCrossOrigin } from './http/crossOrigin';
import { compileResponseValidators, registerResponseValidation } from './http/responseValidation';
import { serverLimitOptions } from './http/serverLimitsConfig';
import { registerRecorderScript, registerSnippetScript } from './pages/snippetScript';
import { fileBlobStore } from './recordings/blobStore';
import { registerFormPosts } from './pages/formPosts';
import { registerStatic } from './pages/staticClient';
import { loadAppBundle, selectableLanguages } from './project/appBundle';
import { mountLocalProvider } from './sso/mountLocalProvider';
import { createSsoService } from './sso/ssoService';
import { trustProxyOption } from './security/config';
import { guardConnections } from './http/connectionGuard';
import { createIngestBudgets } from './security/ingestBudgets';
import { registerUnknownSiteAnswer } from './tracking/unknownSite';
import { registerSecurity } from './security/registerSecurity';
import { seedCampaigns } from './signup/campaignSeed';
import { signupBundle } from './signup/signupBundle';
import { registerTrackedCookies } from './signup/trackedCookies';
import { openGeoip } from './tracking/country';
import { createSessionLimits } from './tracking/sessionLimit';
import { createTrackingWriter } from './data/tracking';
import { registerDevInbox } from './mail/devInbox';
import { createMailer } from './mail/mailer';
import { startOutboxWorker, type OutboxWorkerOptions } from './mail/outboxWorker';
import { startRollupWorker, type RollupWorkerOptions } from './analysis/rollupWorker';
import { smtpTransport } from './mail/transport';
import { createAiProvider } from './ai/createAiProvider';
import { createPaymentProvider } from './billing/createPaymentProvider';
import { registerApiDocs } from './ops/apiDocs';
import { logUnhandledEndpoints } from './ops/unhandledEndpoints';
import { loggerOptions } from './ops/logger';
import { registerRequestIdHeader, requestIdOf } from './ops/requestId';

export interface BuildAppOptions {
  db: Db;
  config: Config;
  /** Fastify's logger option; default: pino at config.logLevel. Tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** The handler table; default: server/src/handlers. Tests swap entries. */
  handlers?: Partial<ApiHandlers<RequestContext>>;
  /** The endpoints served; default: generated/api/contracts.ts. Tests pass a fixture's. */
  contracts?: ContractTable;
  /** The mail outbox worker's timings (mail/outboxWorker.ts); tests shorten them. */
  outbox?: Pick<OutboxWorkerOptions, 'pollMs' | 'retryBaseMs' | 'maxAttempts'>;
  /** The analysis rollups' worker (analysis/rollupWorker.ts); tests shorten or move its clock. */
  rollups?: Pick<RollupWorkerOptions, 'intervalMs' | 'now'>;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const bundle = loadAppBundle(config.root);
  // Visitors' countries: a MaxMind DB when GEOIP_DATABASE names one. Opened before anything
  // starts running, so a bad file stops the start with nothing left behind.
  const geoip = config.tracking.geoipDatabase
    ? await openGeoip(config.tracking.geoipDatabase)
    : null;
  // The worker's first turn may come before Fastify exists (or instead of it, when the build
  // fails below): it logs through this holder, empty until then.
  const logHolder: { log?: FastifyBaseLogger } = {};
  // E-mail is stored in the outbox, then sent over SMTP_URL by the worker (mail/).
  const { smtpUrl } = config.mail;
  const outbox = startOutboxWorker({
    ...options.outbox,
    db,
    transport: smtpUrl ? smtpTransport({ ...config.mail, smtpUrl }) : null,
    log: () => logHolder.log,
  });
  const mailer = createMailer(db, outbox, smtpUrl !== null);
  // Hourly counts the analysis pages read instead of millions of rows (data/analysis/rollups.ts).
  const rollups = startRollupWorker({ ...options.rollups, db, log: () => logHolder.log });
  const services: Services = {
    db,
    config,
    bundle,
    languages: selectableLanguages(bundle, config.production),
    settings: buildSettings(bundle, config.sso, config.production, smtpUrl !== null),
    // Google sign-in; it reaches the app (logger, listening socket) only while serving requests.
    sso: createSsoService(config.sso, () => app, db),
    geoip,
    // Recording chunks' bytes, under DATA_DIR (recordings/blobStore.ts).
    blobs: fileBlobStore(join(config.dataDir, 'recordings')),
    // The ingest's writes, one transaction per turn of the event loop (group commit).
    trackingWriter: createTrackingWriter(db),
    // Data collection pauses at the monthly session limit with usage-based pricing (product.md#states-and-transitions).
    sessionLimits: createSessionLimits(db, config.root),
    mailer,
    // AI survey generation, offline unless AI_BASE_URL names a model endpoint.
    ai: createAiProvider(config.ai, config.root),
    // Subscription payments; test mode (nothing charged) is the only provider.
    payments: createPaymentProvider(),
    // What the anonymous ingests may write per minute, per source and per site.
    ingestBudgets: createIngestBudgets(db, config.security.ingestBudgets),
  };
  const verbose = config.logLevel === 'debug' || config.logLevel === 'trace';
  const app = Fastify({
    // JSON lines at LOG_LEVEL; pretty in development when pino-pretty is installed (ops/logger.ts).
    logger: options.logger ?? loggerOptions(config),
    // A request id per request, a well-formed incoming X-Request-Id kept (ops/requestId.ts).
    genReqId: requestIdOf,
    // One log line per request costs throughput (settings must serve ≥ 5,000 req/s); errors
    // are logged anyway. LOG_LEVEL=debug brings the request lines back.
    logController: new LogController({ disableRequestLogging: !verbose }),
    ajv: { customOptions: { ...ajvCustomOptions }, plugins: [addAnnotationFormats] },
    // Behind a reverse proxy (TRUST_PROXY): the client's address for the per-IP rate limits.
    trustProxy: trustProxyOption(config.security.trustProxy),
    // Request, header and keep-alive timeouts (http/serverLimitsConfig.ts): a body trickling
    // in is cut off with 408 instead of holding its connection forever.
    ...serverLimitOptions(config.serverLimits),
    // Errors raised before any route or request exists still answer in the API error format,
    // with the security headers: the router's and Node's HTTP parser's.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  logHolder.log = app.log;
  // Above the cap a new connection is closed at once: the process keeps file descriptors.
  app.server.maxConnections = config.serverLimits.maxConnections;
  guardConnections(app.server, {
    maxConnections: config.serverLimits.maxConnections,
    maxConnectionsPerAddress: config.serverLimits.maxConnectionsPerAddress,
    behindProxy: config.security.trustProxy !== false,
  });

  for (const schema of entitySchemas) app.addSchema(schema as { $id: string });
  await app.register(fastifyCookie);
  // br/gzip by Accept-Encoding for every route declared below.
  await registerCompression(app);
  registerErrorHandler(app);
  // X-Request-Id on every answer, so a report can be matched with the log lines.
  registerRequestIdHeader(app);
  registerCacheControl(app);
  registerResponseValidation(app, compileResponseValidators());
  // Before any route: the CSRF check, security headers, and rate limits on the routes to come.
  await registerSecurity(app, config, db, services.ingestBudgets);
  registerUnknownSiteAnswer(app, db);
  // product.md#constants-and-limits signup cookies (campaign parameters, CS lite visitor, anonymous id) on app pages.
  registerTrackedCookies(app, {
    secure: config.secureCookies,
    bundle: signupBundle(config.root),
  });
  // A change of user (sign-in, log out, dead session) clears the previous user's cookies.
  registerUserBoundCookies(app, { db, secure: config.secureCookies });
  // The tracking ingest any site may post to: CORS without credentials, text/plain JSON bodies.
  registerCrossOrigin(app);
  registerFormPosts(app);
  const handlers = options.handlers ?? builtHandlers;
  registerContracts(app, handlers, services, options.contracts);
  logUnhandledEndpoints(app.log, unhandledEndpoints(handlers, options.contracts));
  // Development and tests: the local OpenID provider behind Google sign-in (sso/config.ts).
  if (services.sso.local) await mountLocalProvider(app, services.sso.local, config);
  // The worker finishes the message it is sending before the database closes.
  app.addHook('onClose', () => outbox.stop());
  app.addHook('onClose', () => rollups.stop());
  // Development only (DEV_INBOX=1, refused in production): what the mail catcher received.
  if (config.devInbox && !config.production) registerDevInbox(app, config.dataDir);
  // Campaigns are server data seeded from the catalog manifest: idempotent, at every start.
  await seedCampaigns(db, config.root);
  // The tracking snippet customers paste: GET /t/{siteId}.js.
  registerSnippetScript(app, services);
  // The recorder the snippet loads where a site records: GET /r/recorder.js.
  registerRecorderScript(app, services);
  // GET /api/openapi.json and the API reference page at /api/docs (ops/apiDocs.ts).
  await registerApiDocs(app, config.root);
  await registerStatic(app, {
    root: config.root,
    clientDir: config.clientDir,
    serverRender: config.serverRender,
    services,
  });
  return app;
}
