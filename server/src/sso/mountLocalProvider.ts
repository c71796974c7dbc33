/**
 * Mounts the local OpenID provider (sso/localProvider.ts) under `/oidc` of this server, when
 * Google sign-in runs in `local` mode (development, tests). Every `/oidc/*` request is handed,
 * as raw Node request and response, to the provider of the request's app origin (the reply is
 * hijacked: oidc-provider writes the answer itself).
 * - Body parsing is off in this plugin's scope: oidc-provider reads its own form bodies (token
 *   endpoint, sign-in form), so Fastify must leave the stream untouched (and not answer 415 to
 *   a content type it has no parser for).
 * - Hijacked replies skip onSend hooks, so the security headers are added as the answer's head
 *   is written (security/headers.ts `secureRawResponse`): every answer — oidc-provider's error
 *   pages, JSON and 404s included — is unframeable, nosniff, with a referrer policy and a CSP.
 *   A page's own CSP and referrer policy win (sso/localProviderPages.ts), and the opener policy
 *   is left out: a same-origin-allow-popups page in the popup's chain would cut it from its
 *   opener (product.md#states-and-transitions "Signup SSO").
 * - onRequest hooks still run: the CSRF check (security/crossSite.ts) lets the sign-in form
 *   (same origin) and the server's own token request (no Origin header) through.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { appOrigin } from '../http/appOrigin';
import { HttpError } from '../http/httpError';
import { secureRawResponse } from '../security/headers';
import { LOCAL_PROVIDER_PATH, TooManyOriginsError, type LocalProviders } from './localProvider';

export async function mountLocalProvider(
  app: FastifyInstance,
  providers: LocalProviders,
  config: Pick<Config, 'publicOrigin'>,
): Promise<void> {
  app.log.warn(
    'Google sign-in uses the LOCAL development OpenID provider under /oidc (GOOGLE_CLIENT_ID is ' +
      'not set): whoever reaches this server can sign in as any user by typing their email.',
  );
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const serve = async (request: FastifyRequest, reply: FastifyReply) => {
      const provider = await providers.forOrigin(appOrigin(config, request)).catch((error) => {
        throw error instanceof TooManyOriginsError
          ? new HttpError(503, 'sso_unavailable', `Local OpenID provider: ${error.message}.`)
          : error;
      });
      reply.hijack();
      secureRawResponse(reply.raw, app.securityHeaders, { popup: true });
      try {
        await provider.handle(request.raw, reply.raw);
      } catch (error) {
        request.log.error({ err: error }, 'local OpenID provider request failed');
        if (!reply.raw.headersSent) {
          reply.raw.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        }
        reply.raw.end('The local OpenID provider failed; see the server log.');
      }
    };
    scope.all(`${LOCAL_PROVIDER_PATH}/*`, serve);
  });
}
