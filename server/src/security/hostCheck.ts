/**
 * Loopback hosts only while the app has no PUBLIC_URL. Without PUBLIC_URL the
 * app's origin is taken from each request's Host header (http/appOrigin.ts) — for the CSRF
 * origin check, the SSO redirect URI and the popup's postMessage target — which is safe only
 * when the Host names this machine. loadConfig refuses a start without PUBLIC_URL on a
 * non-loopback HOST or with NODE_ENV=production; this hook refuses a request whose Host is not
 * `localhost`, `127.0.0.1`, `[::1]` or the loopback HOST the server listens on, with 421
 * Misdirected Request, before anything else runs. That also closes DNS rebinding: a page of
 * another site whose name now points at 127.0.0.1 still sends its own name as Host.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1'];

/** The host name of a Host header value (`[::1]:3000` → `::1`), lowercased; null if malformed. */
export function hostNameOf(host: string | undefined): string | null {
  const match = /^(?:\[([0-9a-f:.]+)\]|([^:[\]]+))(?::\d{1,5})?$/i.exec(host?.trim() ?? '');
  if (!match) return null;
  return (match[1] ?? match[2] ?? '').toLowerCase();
}

/** The host names a server without PUBLIC_URL answers to. */
export function loopbackHostNames(listenHost: string): Set<string> {
  const names = new Set(LOOPBACK_NAMES);
  const own = hostNameOf(listenHost.includes(':') ? `[${listenHost}]` : listenHost);
  if (own && /^127(\.\d{1,3}){3}$/.test(own)) names.add(own);
  return names;
}

export function registerHostCheck(
  app: FastifyInstance,
  config: Pick<Config, 'publicOrigin' | 'host'>,
): void {
  if (config.publicOrigin !== null) return; // the origin is configured; Host decides nothing
  const allowed = loopbackHostNames(config.host);
  app.addHook('onRequest', async (request, reply) => {
    const name = hostNameOf(request.host);
    if (name !== null && allowed.has(name)) return;
    return reply.code(421).send({
      error: 'misdirected_request',
      message:
        'This server has no PUBLIC_URL and answers only on localhost; set PUBLIC_URL to the ' +
        'origin users reach it at (see docs/operations.md "Configuration").',
    });
  });
}
