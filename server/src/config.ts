/**
 * The server's configuration, read from the environment once at start and validated: a wrong
 * value stops the start with a message naming the variable, what it must be and what it was.
 *
 * Project files (locales/, generated/bundle/, dist/client/) are found from the project root —
 * `LODESTAR_ROOT` or the current directory — never from this file's location, because the
 * server runs both as TypeScript (tsx) and bundled into dist/server/main.mjs.
 */
import { isAbsolute, resolve } from 'node:path';
import { loadServerLimits, type ServerLimits } from './http/serverLimitsConfig';
import { loadSecurityConfig, type SecurityConfig } from './security/config';
import { loadSignupConfig, type SignupConfig } from './signup/config';
import { loadSsoConfig, type SsoConfig } from './sso/config';
import { loadTrackingConfig, type TrackingConfig } from './tracking/config';
import { loadAiConfig, type AiConfig } from './ai/config';
import { loadMailConfig, type MailConfig } from './mail/config';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export interface Config {
  /** The project folder: locales/, generated/bundle/ and the client build are found from it. */
  root: string;
  port: number;
  host: string;
  /** Absolute; the SQLite file lives here (lodestar.sqlite) unless DATABASE_URL is set. */
  dataDir: string;
  /**
   * DATABASE_URL: a postgres:// or postgresql:// URL selects PostgreSQL; null keeps
   * the embedded SQLite file under dataDir (db/open.ts chooses).
   */
  databaseUrl: string | null;
  /** DATABASE_POOL_SIZE: connections this process keeps to PostgreSQL (default 10). */
  databasePoolSize: number;
  /** Absolute; the Vite build of the React client (index.html + assets/). */
  clientDir: string;
  /**
   * Absolute; the server renderer of shell pages (`vite build --ssr`, dist/ssr/renderPage.mjs;
   * pages/serverRender.ts), or null with SERVER_RENDER=off: the browser then draws every page.
   */
  serverRender: string | null;
  /** NODE_ENV; unset means production (development mode is opt-in). */
  nodeEnv: NodeEnv;
  /**
   * Production (NODE_ENV=production or unset): no development helpers (the local OpenID
   * provider is refused), HSTS, and only the default + alternative language sets (product.md#constants-and-limits).
   */
  production: boolean;
  /**
   * Cookies carry `Secure`: the app is served over HTTPS (PUBLIC_URL is https). Without
   * PUBLIC_URL the app answers only on loopback host names (security/hostCheck.ts), over http.
   */
  secureCookies: boolean;
  logLevel: LogLevel;
  /**
   * The origin users reach the app at (PUBLIC_URL, e.g. https://app.example.com), for the CSRF
   * origin check, the SSO popup's postMessage target and the OpenID Connect redirect URI. Null
   * only on a loopback HOST outside NODE_ENV=production: the origin is then taken from each
   * request's Host header, which must name a loopback host (security/hostCheck.ts), so a
   * forged Host can neither steer a redirect URI nor reach the app through DNS rebinding.
   */
  publicOrigin: string | null;
  /**
   * Request, header and keep-alive timeouts, the connection cap and the shutdown drain bound
   * (http/serverLimitsConfig.ts: REQUEST_TIMEOUT, HEADERS_TIMEOUT, KEEP_ALIVE_TIMEOUT,
   * MAX_CONNECTIONS, SHUTDOWN_GRACE).
   */
  serverLimits: ServerLimits;
  /** Rate limits and trusted proxies (security/config.ts, RATE_LIMIT_*, TRUST_PROXY). */
  security: SecurityConfig;
  /** Registration: the reCAPTCHA verifier (signup/config.ts; off unless RECAPTCHA_SECRET). */
  signup: SignupConfig;
  /** Google sign-in: Google, the local development provider, or off (sso/config.ts). */
  sso: SsoConfig;
  /** The tracking snippet and its ingest: GEOIP_DATABASE, the snippet file (tracking/config.ts). */
  tracking: TrackingConfig;
  /**
   * DEV_INBOX=1: serve the mail the development catcher received at /dev/inbox
   * (mail/devInbox.ts).
   * Development only, like SSO_DEV_PROVIDER: `npm run dev` sets it, a production start refuses it.
   */
  devInbox: boolean;
  /** AI survey generation: a model endpoint or the embedded generator (ai/config.ts). */
  ai: AiConfig;
  /** Outgoing e-mail: SMTP_URL and MAIL_FROM (mail/config.ts). */
  mail: MailConfig;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const problems: string[] = [];
  const root = resolve(cwd, nonEmpty(env.LODESTAR_ROOT) ?? '.');

  const port = parsePort(env.PORT, problems);
  // Default 127.0.0.1, not 0.0.0.0: a developer's `npm start` should not be reachable from the
  // network by accident. Containers and servers set HOST=0.0.0.0 explicitly.
  const host = nonEmpty(env.HOST) ?? '127.0.0.1';

  // With NODE_ENV unset the server behaves as production for everything security-
  // related; development (`npm run dev`) and test (the test harnesses) are asked for by name.
  const nodeEnv = (nonEmpty(env.NODE_ENV) ?? 'production') as NodeEnv;
  if (!NODE_ENVS.includes(nodeEnv)) {
    problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')}; found "${env.NODE_ENV}"`);
  }
  const logLevel = (nonEmpty(env.LOG_LEVEL) ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; found "${env.LOG_LEVEL}"`);
  }
  const databaseUrl = parseDatabaseUrl(env.DATABASE_URL, problems);
  const databasePoolSize = parsePoolSize(env.DATABASE_POOL_SIZE, problems);

  const publicOrigin = parseOrigin(env.PUBLIC_URL, problems);
  if (nonEmpty(env.PUBLIC_URL) === undefined) {
    // Without PUBLIC_URL the Host header would decide the SSO redirect URI and
    // the CSRF origin. Allowed only where nobody but this machine can reach the server.
    if (nonEmpty(env.NODE_ENV) === 'production') {
      problems.push(
        'PUBLIC_URL is required with NODE_ENV=production: the origin users reach the app at, ' +
          'such as https://app.example.com',
      );
    } else if (!isLoopbackAddress(host)) {
      problems.push(
        `PUBLIC_URL is required when HOST is not a loopback address (HOST is "${host}"): the ` +
          'origin users reach the app at, such as https://app.example.com',
      );
    }
  }
  const serverLimits = loadServerLimits(env, problems);
  const security = loadSecurityConfig(env, problems);
  const signup = loadSignupConfig(env, problems);
  const sso = loadSsoConfig(env, nodeEnv === 'production', problems);
  const tracking = loadTrackingConfig(env, root, problems);
  const ai = loadAiConfig(env, problems);
  const mail = loadMailConfig(env, problems);
  const devInbox = parseDevInbox(env.DEV_INBOX, nodeEnv === 'production', problems);
  const serverRender = nonEmpty(env.SERVER_RENDER) ?? 'on';
  if (serverRender !== 'on' && serverRender !== 'off') {
    problems.push(`SERVER_RENDER must be on or off; found "${env.SERVER_RENDER}"`);
  }

  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return {
    root,
    port,
    host,
    dataDir: fromRoot(root, nonEmpty(env.DATA_DIR) ?? 'data'),
    databaseUrl,
    databasePoolSize,
    clientDir: fromRoot(root, nonEmpty(env.CLIENT_DIR) ?? 'dist/client'),
    serverRender: serverRender === 'off' ? null : fromRoot(root, 'dist/ssr/renderPage.mjs'),
    nodeEnv,
    production: nodeEnv === 'production',
    secureCookies: publicOrigin?.startsWith('https:') ?? false,
    logLevel,
    publicOrigin,
    serverLimits,
    security,
    signup,
    sso,
    tracking,
    devInbox,
    ai,
    mail,
  };
}

/**
 * DEV_INBOX: `1` serves /dev/inbox, `0` or unset does not. It shows every invitation link the
 * server "sent", so a production start (NODE_ENV unset or production) refuses it (* development helpers never run under a plain `npm start`).
 */
function parseDevInbox(
  value: string | undefined,
  production: boolean,
  problems: string[],
): boolean {
  const text = nonEmpty(value);
  if (text === undefined || text === '0') return false;
  if (text !== '1') {
    problems.push(`DEV_INBOX must be 1 (on) or 0 (off); found "${value}"`);
    return false;
  }
  if (production) {
    problems.push(
      'DEV_INBOX=1 shows every invitation link at /dev/inbox; it is refused in production ' +
        '(NODE_ENV unset or production): set NODE_ENV=development or test, or unset DEV_INBOX',
    );
    return false;
  }
  return true;
}

/** 127.0.0.0/8, ::1 and localhost: addresses only this machine reaches. */
export function isLoopbackAddress(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

function parseOrigin(value: string | undefined, problems: string[]): string | null {
  const text = nonEmpty(value);
  if (text === undefined) return null;
  try {
    const url = new URL(text);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/') {
      return url.origin;
    }
  } catch {
    // reported below
  }
  problems.push(
    `PUBLIC_URL must be an http(s) origin such as https://app.example.com; found "${value}"`,
  );
  return null;
}

/**
 * DATABASE_URL: unset → SQLite under DATA_DIR; postgres:// or postgresql:// → PostgreSQL.
 * Any other scheme stops the start rather than silently using SQLite. The URL is
 * never echoed: it may hold a password.
 */
function parseDatabaseUrl(value: string | undefined, problems: string[]): string | null {
  const text = nonEmpty(value);
  if (text === undefined) return null;
  let scheme = '';
  try {
    scheme = new URL(text).protocol;
  } catch {
    // reported below
  }
  if (scheme === 'postgres:' || scheme === 'postgresql:') return text;
  problems.push(
    'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/lodestar ' +
      `(found a value starting with "${scheme || 'no scheme'}"); unset it to use the embedded ` +
      'SQLite database under DATA_DIR',
  );
  return null;
}

function parsePoolSize(value: string | undefined, problems: string[]): number {
  const text = nonEmpty(value);
  if (text === undefined) return 10;
  const size = Number(text);
  if (!/^\d+$/.test(text) || size < 1 || size > 1000) {
    problems.push(`DATABASE_POOL_SIZE must be a whole number from 1 to 1000; found "${value}"`);
    return 10;
  }
  return size;
}

function parsePort(value: string | undefined, problems: string[]): number {
  const text = nonEmpty(value);
  if (text === undefined) return 3000;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) {
    problems.push(
      `PORT must be a whole number from 0 to 65535 (0: any free port); found "${value}"`,
    );
    return 0;
  }
  return port;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function fromRoot(root: string, path: string): string {
  return isAbsolute(path) ? path : resolve(root, path);
}
