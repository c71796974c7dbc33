/**
 * The app's own origin for one request: PUBLIC_URL when configured, else the scheme and Host
 * the request came with. Used where the origin is a security boundary (CSRF check, the SSO
 * popup's postMessage target, the OpenID Connect redirect URI), so it is computed in one place.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

export function appOrigin(config: Pick<Config, 'publicOrigin'>, request: FastifyRequest): string {
  return config.publicOrigin ?? `${request.protocol}://${request.host}`;
}
