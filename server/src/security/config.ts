/**
 * The security settings, read from the environment by loadConfig (server/src/config.ts)
 * as its `security` field. A wrong value is reported like every other configuration problem:
 * the variable, what it must be, what it was.
 *
 * | variable                            | default  | meaning                                        |
 * | ----------------------------------- | -------- | ---------------------------------------------- |
 * | `RATE_LIMIT_LOGIN_PER_IP`           | `30/1m`  | sign-in attempts per client address             |
 * | `RATE_LIMIT_LOGIN_PER_ACCOUNT`      | `10/15m` | sign-in attempts per email address (any IP)     |
 * | `RATE_LIMIT_REGISTRATION_PER_IP`    | `20/1h`  | registrations per client address                |
 * | `RATE_LIMIT_REGISTRATION_PER_EMAIL` | `5/1h`   | registrations per email address (any IP)        |
 * | `RATE_LIMIT_EVENTS_PER_IP`          | `300/1m` | product events (POST /api/v1/events) per address |
 * | `RATE_LIMIT_EVENTS_PER_SESSION`     | `60/1m`  | product events per signed-in user               |
 * | `RATE_LIMIT_TRACKING_PER_IP`        | `1200/1m` | tracking requests (snippet ingest) per address |
 * | `RATE_LIMIT_TRACKING_PER_SITE`      | `60000/1m` | tracking requests per site, from any address  |
 * | `RATE_LIMIT_RECORDING_PER_IP`       | `600/1m`  | recording chunks per address                   |
 * | `RATE_LIMIT_RECORDING_PER_SITE`     | `30000/1m` | recording chunks per site, from any address   |
 * | `RATE_LIMIT_INVITATIONS_PER_IP`     | `60/1h`  | invitations sent per client address  |
 * | `RATE_LIMIT_INVITATIONS_PER_USER`   | `30/1h`  | invitations sent per signed-in user             |
 * | `RATE_LIMIT_INVITATION_LINKS_PER_IP` | `60/1m` | invitation link lookups and accepts per address |
 * | `RATE_LIMIT_AI_PER_IP`              | `60/1m`  | AI survey generations per client address |
 * | `RATE_LIMIT_AI_PER_USER`            | `20/1m`  | AI survey generations per signed-in user        |
 * | `RATE_LIMIT_PUBLIC_API_PER_IP`      | `120/1m` | public API calls per client address, any key    |
 * | `RATE_LIMIT_PUBLIC_API_PER_KEY`     | `120/1m` | public API calls per API key, from any address  |
 * | `TRUST_PROXY`                       | —        | hops or addresses of trusted reverse proxies    |
 *
 * The anonymous ingests' budgets (security/ingestBudgets.ts) count what a request costs rather
 * than requests:
 *
 * | variable                            | default     | meaning                                      |
 * | ----------------------------------- | ----------- | -------------------------------------------- |
 * | `INGEST_BYTES_PER_IP`               | `512KiB/1m` | tracking request bytes per address           |
 * | `INGEST_BYTES_PER_SITE`             | `64MiB/1m`  | tracking request bytes into one site         |
 * | `RECORDING_BYTES_PER_IP`            | `4MiB/1m`   | recording chunk bytes per address            |
 * | `RECORDING_BYTES_PER_SITE`          | `256MiB/1m` | recording chunk bytes into one site          |
 * | `TRACKING_NEW_SESSIONS_PER_IP`      | `60/1m`     | visitor sessions started per address         |
 * | `TRACKING_NEW_SESSIONS_PER_VISITOR` | `20/1h`     | visitor sessions started per visitor id      |
 *
 * A limit is `<max>/<window>`, the window in seconds (`90`) or with a unit (`90s`, `15m`, `1h`);
 * a byte budget's max may carry a unit too (`512KiB`, `64MiB`).
 * TRUST_PROXY: behind a reverse proxy every request comes from the proxy's address, so the
 * per-IP limits would count all users together; name the proxy (a hop count such as `1`, or
 * addresses/CIDRs such as `127.0.0.1,10.0.0.0/8`) and the client address is taken from
 * X-Forwarded-For (and the scheme and host from X-Forwarded-Proto / -Host, see http/appOrigin.ts).
 */

export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export interface RateLimits {
  loginPerIp: RateLimit;
  loginPerAccount: RateLimit;
  registrationPerIp: RateLimit;
  /** Per normalized email of the registration payload. */
  registrationPerAccount: RateLimit;
  /** POST /api/v1/events, signed out too (nobody fills the disk without signing in). */
  eventsPerIp: RateLimit;
  /** POST /api/v1/events per signed-in user, whatever the address. */
  eventsPerSession: RateLimit;
  /**
   * The tracking ingest (POST /api/v1/sites/{siteId}/tracking-events[/batch], any site may call
   * it) per client address: requests, a batch counting once (at most 100 events).
   */
  trackingPerIp: RateLimit;
  /** The tracking ingest per site, from every address together. */
  trackingPerSite: RateLimit;
  /** The recording ingest (POST …/recordings/{session}/chunks/{seq}) per client address. */
  recordingPerIp: RateLimit;
  /** The recording ingest per site, from every address together. */
  recordingPerSite: RateLimit;
  /** POST …/invitations: each sends an email, so a user cannot spam addresses. */
  invitationsPerIp: RateLimit;
  invitationsPerUser: RateLimit;
  /** GET /api/v1/invitations/{token} and its accept, per address (public: no token guessing). */
  invitationLinksPerIp: RateLimit;
  /** POST …/ai/surveys and …/ai/questions: a model call costs, one shared count. */
  aiPerIp: RateLimit;
  aiPerUser: RateLimit;
  /** The public API (/api/v1/public/…) per address: wrong keys count too, so keys cannot be guessed. */
  publicApiPerIp: RateLimit;
  /** The public API per key (counted under the key's hash, never the key itself). */
  publicApiPerKey: RateLimit;
}

/** What the anonymous ingests may cost per window (security/ingestBudgets.ts). */
export interface IngestBudgets {
  /** Tracking request bytes per client address. */
  bytesPerIp: RateLimit;
  /** Tracking request bytes into one site, from every address together. */
  bytesPerSite: RateLimit;
  /** Recording chunk bytes per client address. */
  recordingBytesPerIp: RateLimit;
  /** Recording chunk bytes into one site, from every address together. */
  recordingBytesPerSite: RateLimit;
  /** Visitor sessions a client address may start. */
  newSessionsPerIp: RateLimit;
  /** Visitor sessions one visitor id may start. */
  newSessionsPerVisitor: RateLimit;
}

export interface SecurityConfig {
  rateLimits: RateLimits;
  ingestBudgets: IngestBudgets;
  /** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses / CIDRs. */
  trustProxy: false | number | string[];
}

type Env = Record<string, string | undefined>;

const LIMIT_VARIABLES: Record<keyof RateLimits, [variable: string, fallback: RateLimit]> = {
  loginPerIp: ['RATE_LIMIT_LOGIN_PER_IP', { max: 30, windowSeconds: 60 }],
  loginPerAccount: ['RATE_LIMIT_LOGIN_PER_ACCOUNT', { max: 10, windowSeconds: 15 * 60 }],
  registrationPerIp: ['RATE_LIMIT_REGISTRATION_PER_IP', { max: 20, windowSeconds: 60 * 60 }],
  registrationPerAccount: ['RATE_LIMIT_REGISTRATION_PER_EMAIL', { max: 5, windowSeconds: 60 * 60 }],
  eventsPerIp: ['RATE_LIMIT_EVENTS_PER_IP', { max: 300, windowSeconds: 60 }],
  eventsPerSession: ['RATE_LIMIT_EVENTS_PER_SESSION', { max: 60, windowSeconds: 60 }],
  // A visible tab sends ~5 requests a minute (a heartbeat every 15 s, page views): 1,200 a
  // minute lets ~200 visitors share one address (an office, a carrier's NAT).
  trackingPerIp: ['RATE_LIMIT_TRACKING_PER_IP', { max: 1200, windowSeconds: 60 }],
  // 1,000 requests a second for one site, ~12,000 visitors at once; a bigger site raises it.
  trackingPerSite: ['RATE_LIMIT_TRACKING_PER_SITE', { max: 60_000, windowSeconds: 60 }],
  // A recorder sends a chunk every few seconds while the page changes, and when it is left:
  // 600 a minute lets ~50 recorded visitors share one address.
  recordingPerIp: ['RATE_LIMIT_RECORDING_PER_IP', { max: 600, windowSeconds: 60 }],
  recordingPerSite: ['RATE_LIMIT_RECORDING_PER_SITE', { max: 30_000, windowSeconds: 60 }],
  invitationsPerIp: ['RATE_LIMIT_INVITATIONS_PER_IP', { max: 60, windowSeconds: 60 * 60 }],
  invitationsPerUser: ['RATE_LIMIT_INVITATIONS_PER_USER', { max: 30, windowSeconds: 60 * 60 }],
  invitationLinksPerIp: ['RATE_LIMIT_INVITATION_LINKS_PER_IP', { max: 60, windowSeconds: 60 }],
  aiPerIp: ['RATE_LIMIT_AI_PER_IP', { max: 60, windowSeconds: 60 }],
  aiPerUser: ['RATE_LIMIT_AI_PER_USER', { max: 20, windowSeconds: 60 }],
  publicApiPerIp: ['RATE_LIMIT_PUBLIC_API_PER_IP', { max: 120, windowSeconds: 60 }],
  publicApiPerKey: ['RATE_LIMIT_PUBLIC_API_PER_KEY', { max: 120, windowSeconds: 60 }],
};

const KIB = 1024;
const MIB = 1024 * KIB;

const BUDGET_VARIABLES: Record<
  keyof IngestBudgets,
  [variable: string, fallback: RateLimit, bytes: boolean]
> = {
  // A visible tab sends about 1.5 KB a minute (page views, a heartbeat every 15 s): 512 KiB
  // lets an office or a carrier's NAT of ~300 visitors share one address, and one address
  // cannot add more than about a megabyte of rows a minute (docs/security.md).
  bytesPerIp: ['INGEST_BYTES_PER_IP', { max: 512 * KIB, windowSeconds: 60 }, true],
  // ~40,000 visitors at once on one site; a bigger site raises it.
  bytesPerSite: ['INGEST_BYTES_PER_SITE', { max: 64 * MIB, windowSeconds: 60 }, true],
  // A recorded visit sends some tens of KB a minute compressed (its first page's snapshot the
  // most): 4 MiB lets ~50 recorded visitors share one address.
  recordingBytesPerIp: ['RECORDING_BYTES_PER_IP', { max: 4 * MIB, windowSeconds: 60 }, true],
  recordingBytesPerSite: ['RECORDING_BYTES_PER_SITE', { max: 256 * MIB, windowSeconds: 60 }, true],
  // A session lasts until 30 idle minutes: 60 starts a minute is far above what ~300 visitors
  // behind one address start.
  newSessionsPerIp: ['TRACKING_NEW_SESSIONS_PER_IP', { max: 60, windowSeconds: 60 }, false],
  // A browser keeps its session across tabs; 20 an hour allows a visitor whose storage is lost.
  newSessionsPerVisitor: [
    'TRACKING_NEW_SESSIONS_PER_VISITOR',
    { max: 20, windowSeconds: 3600 },
    false,
  ],
};

const UNIT_SECONDS: Record<string, number> = { '': 1, s: 1, m: 60, h: 3600 };
const MAX_WINDOW_SECONDS = 24 * 3600;

/** A `<max>/<window>` value, or null when it is not one. */
export function parseRateLimit(text: string): RateLimit | null {
  const match = /^(\d{1,9})\s*\/\s*(\d{1,9})\s*([smh]?)$/.exec(text.trim());
  if (!match) return null;
  const max = Number(match[1]);
  const windowSeconds = Number(match[2]) * (UNIT_SECONDS[match[3] ?? ''] ?? 1);
  if (max < 1 || windowSeconds < 1 || windowSeconds > MAX_WINDOW_SECONDS) return null;
  return { max, windowSeconds };
}

const UNIT_BYTES: Record<string, number> = {
  '': 1,
  b: 1,
  kib: KIB,
  kb: KIB,
  k: KIB,
  mib: MIB,
  mb: MIB,
  m: MIB,
};

/** A `<size>/<window>` byte budget (`512KiB/1m`, `65536/60`), or null when it is not one. */
export function parseByteBudget(text: string): RateLimit | null {
  const match = /^(\d{1,9})\s*([a-z]{0,3})\s*\/(.*)$/i.exec(text.trim());
  const unit = UNIT_BYTES[(match?.[2] ?? '').toLowerCase()];
  if (!match || unit === undefined) return null;
  const window = parseRateLimit(`1/${match[3]}`);
  const max = Number(match[1]) * unit;
  if (!window || max < 1 || max > 2 ** 40) return null;
  return { max, windowSeconds: window.windowSeconds };
}

function parseTrustProxy(value: string | undefined, problems: string[]): false | number | string[] {
  const text = value?.trim();
  if (!text) return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const addresses = text.split(',').map((part) => part.trim());
  if (addresses.every((part) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(part) && part !== '')) {
    return addresses;
  }
  problems.push(
    'TRUST_PROXY must be the number of trusted proxy hops (e.g. 1) or their addresses / CIDRs ' +
      `separated by commas (e.g. 127.0.0.1,10.0.0.0/8); found "${value}"`,
  );
  return false;
}

export function loadSecurityConfig(env: Env, problems: string[]): SecurityConfig {
  const rateLimits = {} as RateLimits;
  for (const [key, [variable, fallback]] of Object.entries(LIMIT_VARIABLES) as [
    keyof RateLimits,
    [string, RateLimit],
  ][]) {
    const text = env[variable]?.trim();
    const parsed = text ? parseRateLimit(text) : fallback;
    if (!parsed) {
      problems.push(
        `${variable} must be <max>/<window>, a whole number of attempts per window in seconds ` +
          `or with a unit s, m or h up to 24h (e.g. ${fallback.max}/${fallback.windowSeconds}s); ` +
          `found "${env[variable]}"`,
      );
    }
    rateLimits[key] = parsed ?? fallback;
  }
  const ingestBudgets = {} as IngestBudgets;
  for (const [key, [variable, fallback, bytes]] of Object.entries(BUDGET_VARIABLES) as [
    keyof IngestBudgets,
    [string, RateLimit, boolean],
  ][]) {
    const text = env[variable]?.trim();
    const parsed = text ? (bytes ? parseByteBudget(text) : parseRateLimit(text)) : fallback;
    if (!parsed) {
      problems.push(
        bytes
          ? `${variable} must be <size>/<window>, bytes (or KiB, MiB) per window in seconds or ` +
              `with a unit s, m or h up to 24h (e.g. 512KiB/1m); found "${env[variable]}"`
          : `${variable} must be <max>/<window>, a whole number per window in seconds or with ` +
              `a unit s, m or h up to 24h (e.g. ${fallback.max}/${fallback.windowSeconds}s); ` +
              `found "${env[variable]}"`,
      );
    }
    ingestBudgets[key] = parsed ?? fallback;
  }
  return { rateLimits, ingestBudgets, trustProxy: parseTrustProxy(env.TRUST_PROXY, problems) };
}

/** TRUST_PROXY as Fastify's `trustProxy` option (its typings take a hop count as a function). */
export function trustProxyOption(
  trustProxy: SecurityConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy;
}
