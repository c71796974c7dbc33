/**
 * Security headers on every response: API JSON, index.html, static assets, errors.
 * A header is set only when the route did not set it already — the SSO callback page sends its
 * own CSP (with a nonce) and `Cross-Origin-Opener-Policy: unsafe-none` so it can post to its
 * opener, and those must win.
 *
 * - Content-Security-Policy: security/contentSecurityPolicy.ts, with the hashes of the inline
 *   scripts of the index.html this server serves (CLIENT_DIR). They are read at start and again
 *   whenever an HTML page is answered and index.html has changed (a new build), the same rule as
 *   pages/clientBuild.ts; other answers reuse the last policy without touching the disk.
 * - X-Frame-Options DENY (frame-ancestors for browsers without CSP 2), X-Content-Type-Options
 *   nosniff, Referrer-Policy strict-origin-when-cross-origin (other sites see the origin, never a
 *   path with ids or tokens).
 * - Cross-Origin-Opener-Policy same-origin-allow-popups: our pages keep their opener isolation,
 *   yet the Google sign-in popup they open can still post its result back (product.md#states-and-transitions "Signup SSO").
 * - Strict-Transport-Security only in production (NODE_ENV=production): on http://localhost it
 *   would be meaningless, and pinned to a dev host name it would be a nuisance.
 *
 * Every answer carries them, also those written past Fastify's onSend hooks: router errors
 * (http/frameworkErrors.ts), what Node's HTTP parser refuses (http/clientErrors.ts) and the
 * local OpenID provider's answers under /oidc (sso/mountLocalProvider.ts, `secureRawResponse`).
 * They all take the list from `app.securityHeaders`, so the rule stays here.
 */
import { readFileSync } from 'node:fs';
import { modifiedAt } from '../project/fileVersions';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';
import { contentSecurityPolicy, inlineScriptHashes } from './contentSecurityPolicy';

export const HSTS = 'max-age=31536000; includeSubDomains';

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers of this app's answers (registerSecurityHeaders). */
    securityHeaders: SecurityHeaders;
  }
}

export type HeaderList = readonly (readonly [name: string, value: string])[];

export interface SecurityHeaders {
  /**
   * The headers an answer carries unless it set its own. `html`: an HTML page, whose CSP is
   * rebuilt when index.html changed; other answers reuse the last policy without the disk.
   */
  list(html: boolean): HeaderList;
}

/** The policy for the current build of index.html; `refresh` rereads it if it changed. */
export function cspForClient(clientDir: string) {
  const file = join(clientDir, 'index.html');
  let mtimeMs = -1;
  let policy = contentSecurityPolicy([]);
  const refresh = () => {
    const now = modifiedAt(file);
    if (now === mtimeMs) return;
    mtimeMs = now;
    policy = contentSecurityPolicy(
      now === -1 ? [] : inlineScriptHashes(readFileSync(file, 'utf8')),
    );
  };
  refresh();
  return {
    current: () => policy,
    refresh: () => {
      refresh();
      return policy;
    },
  };
}

export function securityHeaders(production: boolean): Record<string, string> {
  return {
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    ...(production ? { 'strict-transport-security': HSTS } : {}),
  };
}

export function securityHeaderSet(
  config: Pick<Config, 'clientDir' | 'production'>,
): SecurityHeaders {
  const csp = cspForClient(config.clientDir);
  const fixed = Object.entries(securityHeaders(config.production));
  return {
    list: (html) => [...fixed, ['content-security-policy', html ? csp.refresh() : csp.current()]],
  };
}

/** Sets each of `headers` the answer lacks: a header the route set itself wins. */
export function addMissingHeaders(
  headers: HeaderList,
  has: (name: string) => boolean,
  set: (name: string, value: string) => unknown,
): void {
  for (const [name, value] of headers) if (!has(name)) set(name, value);
}

/**
 * Pages the Google sign-in popup passes through must keep their opener (product.md#states-and-transitions "Signup SSO"):
 * `same-origin-allow-popups` on one of them would cut the popup from the app window.
 */
const OPENER_POLICY = 'cross-origin-opener-policy';

/**
 * For an answer written straight to Node's response, past Fastify's hooks (a hijacked reply):
 * the headers it lacks are added when its head is written, whoever writes it — including a
 * Koa error path that first removes every header set so far. Headers given to `writeHead`
 * still win (Node applies them after these). `popup`: leave the opener policy out.
 */
export function secureRawResponse(
  response: ServerResponse,
  headers: SecurityHeaders,
  options: { popup: boolean },
): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) {
      addMissingHeaders(
        headers.list(false).filter(([name]) => !options.popup || name !== OPENER_POLICY),
        (name) => this.hasHeader(name),
        (name, value) => this.setHeader(name, value),
      );
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}

/**
 * Adds the security headers a reply lacks: the onSend hook of every route, and replies sent
 * outside any route, which no hook sees (http/frameworkErrors.ts).
 */
export function secureReply(reply: FastifyReply): void {
  const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
  addMissingHeaders(
    reply.server.securityHeaders.list(html),
    (name) => reply.hasHeader(name),
    (name, value) => reply.header(name, value),
  );
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'clientDir' | 'production'>,
): void {
  app.decorate('securityHeaders', securityHeaderSet(config));
  app.addHook('onSend', async (_request, reply) => secureReply(reply));
}
