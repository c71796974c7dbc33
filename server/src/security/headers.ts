/**
 * Security headers on every response (issue 4): API JSON, index.html, static assets, errors.
 * A header is set only when the route did not set it already — the SSO callback page sends its
 * own CSP (with a nonce) and `Cross-Origin-Opener-Policy: unsafe-none` so it can post to its
 * opener, and those must win.
 *
 * - Content-Security-Policy: security/contentSecurityPolicy.ts, with the hashes of the inline
 *   scripts of the index.html this server serves (CLIENT_DIR). They are read at start and again
 *   whenever an HTML page is answered and index.html has changed (a new build), the same rule as
 *   http/clientBuild.ts; other answers reuse the last policy without touching the disk.
 * - X-Frame-Options DENY (frame-ancestors for browsers without CSP 2), X-Content-Type-Options
 *   nosniff, Referrer-Policy strict-origin-when-cross-origin (other sites see the origin, never a
 *   path with ids or tokens).
 * - Cross-Origin-Opener-Policy same-origin-allow-popups: our pages keep their opener isolation,
 *   yet the Google sign-in popup they open can still post its result back (§4 "Signup SSO").
 * - Strict-Transport-Security only in production (NODE_ENV=production): on http://localhost it
 *   would be meaningless, and pinned to a dev host name it would be a nuisance.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { contentSecurityPolicy, inlineScriptHashes } from './contentSecurityPolicy';

export const HSTS = 'max-age=31536000; includeSubDomains';

/** The policy for the current build of index.html; `refresh` rereads it if it changed. */
export function cspForClient(clientDir: string) {
  const file = join(clientDir, 'index.html');
  let mtimeMs = -1;
  let policy = contentSecurityPolicy([]);
  const refresh = () => {
    const now = existsSync(file) ? statSync(file).mtimeMs : -1;
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

export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'clientDir' | 'production'>,
): void {
  const csp = cspForClient(config.clientDir);
  const fixed = Object.entries(securityHeaders(config.production));
  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of fixed) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (!reply.hasHeader('content-security-policy')) {
      const type = String(reply.getHeader('content-type') ?? '');
      reply.header(
        'content-security-policy',
        type.startsWith('text/html') ? csp.refresh() : csp.current(),
      );
    }
  });
}
