/**
 * How long the HTTP server waits for a client, how many connections it holds, and how long a
 * stopping server drains (items 4 and 5), read from the environment by loadConfig
 * (server/src/config.ts) as its `serverLimits` field. A wrong value is reported like every
 * other configuration problem: the variable, what it must be, what was found.
 *
 * | variable             | default | meaning                                                  |
 * | -------------------- | ------- | -------------------------------------------------------- |
 * | `REQUEST_TIMEOUT`    | `30s`   | the whole request, headers and body, must arrive within  |
 * | `HEADERS_TIMEOUT`    | `5s`*   | the request headers must arrive within (≤ the above)     |
 * | `KEEP_ALIVE_TIMEOUT` | `5s`    | an idle keep-alive connection is closed after            |
 * | `MAX_CONNECTIONS`    | `1000`† | open connections; more are closed at once                |
 * | `MAX_CONNECTIONS_PER_ADDRESS` | a quarter of the above‡ | open connections of one client address |
 * | `SHUTDOWN_GRACE`     | `10s`   | SIGTERM / SIGINT: the bound on draining requests         |
 *
 * A duration is a whole number of seconds (`30`) or one with a unit (`500ms`, `30s`, `2m`).
 * Without these, Fastify waits forever for a request body (its `requestTimeout` is 0) and holds
 * every connection it is offered: a client sending one byte every two seconds keeps a file
 * descriptor for good, and a few hundred of them leave none for new connections.
 *
 * \* Or REQUEST_TIMEOUT when that is shorter.
 * † MAX_CONNECTIONS defaults to 1000, or fewer when the process may open fewer files: the
 * open-file limit less 64 descriptors kept for the database, static files and logs. Each
 * connection holds one descriptor; running out of them (EMFILE) makes the server refuse
 * everyone, while the cap only refuses the connections above it.
 * ‡ At least 4. One source holding slow connections up to the global cap would leave no room
 * for anybody else; with its own cap, it fills a quarter (an office behind one NAT address
 * still has room for a few dozen browsers). Behind a reverse proxy (TRUST_PROXY)
 * every connection comes from the proxy, so the per-address cap is left to the proxy there
 * (http/connectionGuard.ts).
 */
import { readFileSync } from 'node:fs';

export interface ServerLimits {
  /** REQUEST_TIMEOUT, ms: Fastify's `requestTimeout`, answered 408. */
  requestTimeoutMs: number;
  /** HEADERS_TIMEOUT, ms: Node's `headersTimeout`, answered 408; never above the request's. */
  headersTimeoutMs: number;
  /** KEEP_ALIVE_TIMEOUT, ms: Fastify's `keepAliveTimeout`. */
  keepAliveTimeoutMs: number;
  /** MAX_CONNECTIONS: Node's `server.maxConnections`. */
  maxConnections: number;
  /** MAX_CONNECTIONS_PER_ADDRESS: open connections of one client address. */
  maxConnectionsPerAddress: number;
  /** SHUTDOWN_GRACE, ms: how long a stopping server waits for requests (gracefulShutdown.ts). */
  shutdownGraceMs: number;
}

type Env = Record<string, string | undefined>;

const DEFAULT_MAX_CONNECTIONS = 1000;
const MIN_PER_ADDRESS = 4;
/** Descriptors kept out of the connection cap: SQLite (+ WAL, shm), static files, stdio. */
const RESERVED_DESCRIPTORS = 64;
const MAX_DURATION_MS = 60 * 60 * 1000;
const UNIT_MS: Record<string, number> = { '': 1000, ms: 1, s: 1000, m: 60_000 };

/** A duration (`30`, `500ms`, `30s`, `2m`) in ms, or null when it is not one or out of range. */
export function parseDuration(text: string): number | null {
  const match = /^(\d{1,7})\s*(ms|s|m)?$/.exec(text.trim());
  if (!match) return null;
  const ms = Number(match[1]) * (UNIT_MS[match[2] ?? ''] ?? 1000);
  return ms >= 1 && ms <= MAX_DURATION_MS ? ms : null;
}

/**
 * The soft limit on open files from /proc/self/limits (Linux; Node raises it to the hard limit
 * at start), or null where it cannot be read.
 */
export function openFileLimit(): number | null {
  try {
    const line = /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return line ? Number(line[1]) : null;
  } catch {
    return null;
  }
}

export function loadServerLimits(
  env: Env,
  problems: string[],
  fileLimit: number | null = openFileLimit(),
): ServerLimits {
  const requestTimeoutMs = duration(env, 'REQUEST_TIMEOUT', 30_000, problems);
  // Unset, it follows a shorter REQUEST_TIMEOUT down: Node refuses headers allowed longer
  // than the whole request, and setting REQUEST_TIMEOUT=5s alone must not be an error.
  const headersTimeoutMs = duration(
    env,
    'HEADERS_TIMEOUT',
    // Short: honest clients send their headers at once; a slow trickle only holds a socket.
    Math.min(5_000, requestTimeoutMs),
    problems,
  );
  if (headersTimeoutMs > requestTimeoutMs) {
    problems.push(
      `HEADERS_TIMEOUT must not be longer than REQUEST_TIMEOUT (${requestTimeoutMs} ms); ` +
        `found "${env.HEADERS_TIMEOUT}" (${headersTimeoutMs} ms)`,
    );
  }
  const maxConnections = parseMaxConnections(env.MAX_CONNECTIONS, fileLimit, problems);
  return {
    requestTimeoutMs,
    headersTimeoutMs,
    keepAliveTimeoutMs: duration(env, 'KEEP_ALIVE_TIMEOUT', 5_000, problems),
    maxConnections,
    maxConnectionsPerAddress: count(
      env,
      'MAX_CONNECTIONS_PER_ADDRESS',
      Math.max(MIN_PER_ADDRESS, Math.floor(maxConnections / 4)),
      problems,
    ),
    shutdownGraceMs: duration(env, 'SHUTDOWN_GRACE', 10_000, problems),
  };
}

function duration(env: Env, variable: string, fallbackMs: number, problems: string[]): number {
  const text = env[variable]?.trim();
  if (!text) return fallbackMs;
  const parsed = parseDuration(text);
  if (parsed === null) {
    problems.push(
      `${variable} must be a duration from 1ms to 1h, in whole seconds or with a unit ms, s ` +
        `or m (e.g. ${fallbackMs / 1000}s); found "${env[variable]}"`,
    );
  }
  return parsed ?? fallbackMs;
}

function count(env: Env, variable: string, fallback: number, problems: string[]): number {
  const text = env[variable]?.trim();
  if (!text) return fallback;
  if (!/^\d{1,7}$/.test(text) || Number(text) < 1) {
    problems.push(`${variable} must be a whole number, 1 or more; found "${env[variable]}"`);
    return fallback;
  }
  return Number(text);
}

function parseMaxConnections(
  value: string | undefined,
  fileLimit: number | null,
  problems: string[],
): number {
  const ceiling = fileLimit === null ? null : fileLimit - RESERVED_DESCRIPTORS;
  const fallback = Math.max(1, Math.min(DEFAULT_MAX_CONNECTIONS, ceiling ?? Infinity));
  const text = value?.trim();
  if (!text) return fallback;
  const max = Number(text);
  if (!/^\d{1,7}$/.test(text) || max < 1) {
    problems.push(
      `MAX_CONNECTIONS must be a whole number of connections, 1 or more; found "${value}"`,
    );
    return fallback;
  }
  if (ceiling !== null && max > ceiling) {
    problems.push(
      `MAX_CONNECTIONS must be at most ${Math.max(1, ceiling)} here (the open-file limit ` +
        `${fileLimit} less ${RESERVED_DESCRIPTORS} for the database and files; raise ` +
        `\`ulimit -n\` to allow more); found "${value}"`,
    );
    return fallback;
  }
  return max;
}

/**
 * The Fastify options that carry the limits (MAX_CONNECTIONS is set on `app.server`, Fastify
 * has no option for it). Fastify's own defaults are no request timeout at all and a 72 s
 * keep-alive; `http` goes to Node's http.createServer, the only place to set its check interval.
 * `connectionTimeout` (Node's `server.timeout`, socket inactivity) is REQUEST_TIMEOUT too: a
 * connection on which nothing moves either way for that long — a client that stops reading
 * its answer, a handler that hangs — is closed; REQUEST_TIMEOUT alone stops at the request.
 */
export function serverLimitOptions(limits: ServerLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // requestTimeout again here: Node checks headersTimeout ≤ requestTimeout when it creates
    // the server, before Fastify sets the latter.
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: connectionsCheckingInterval(limits),
    },
  };
}

/**
 * How often Node looks for requests past HEADERS_TIMEOUT / REQUEST_TIMEOUT. Its default, 30 s,
 * would let a 10 s header timeout run to 40 s; a quarter of the shorter timeout, at most 1 s,
 * keeps the overrun small; each check walks only the connections with a request under way.
 */
export function connectionsCheckingInterval(limits: ServerLimits): number {
  const shorter = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return Math.max(10, Math.min(1000, Math.floor(shorter / 4)));
}
