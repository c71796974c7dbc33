/**
 * The sign-in and register forms are drawn by the server and can be submitted before the app's
 * scripts have run. They post natively (`method="post"`, url-encoded): without this, a browser
 * would send a form with no method as a GET, with the password in the URL.
 *
 * - Sign-in posts to the login endpoint itself (`POST /api/v1/session?next=…`), so its rate
 *   limits, CSRF check and validation apply unchanged. An url-encoded request there is answered
 *   as a browser navigation: signed in → 303 to `next` (a path of this site) or home, with the
 *   session cookie; refused → 303 back to /login with `form_error` saying why.
 * - Every other form (register, settings …) posts to its page's own URL. Those need what the
 *   page's script adds (register: consent, campaign, anti-abuse), so the answer is 303 back to
 *   the same page with `form_error=not-ready`; the register page asks to submit again once it
 *   has loaded. What was typed is dropped, never echoed.
 * Only these routes accept url-encoded bodies; every other route still answers 415.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_ERROR_PARAM, type FormError } from '../../../contracts/formPosts';
import { pathTo } from '../../../generated/routes';
import { isClientRoute, isKnownPage } from './clientRoutes';
import { safeNextPath } from '../../../runtime/rules/signup/safeNextPath';

const FORM_TYPE = 'application/x-www-form-urlencoded';
/** Two short fields, or a register form: far below this. */
const FORM_BODY_LIMIT = 16 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a natively posted form (url-encoded body). */
    formPost?: boolean;
  }
}

function acceptsForm(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  return config?.formPost === true || config?.endpointId === 'login';
}

const postedForm = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() === FORM_TYPE;

function unsupported(): Error {
  return Object.assign(new Error(`${FORM_TYPE} is not accepted here`), { statusCode: 415 });
}

function loginFailure(status: number): FormError {
  if (status === 401) return 'wrong-credentials';
  if (status === 429) return 'rate-limited';
  if (status === 403) return 'sso-required';
  return 'failed';
}

/** A page's path with its query, `form_error` set. */
function withFormError(path: string, query: URLSearchParams, error: FormError): string {
  const next = new URLSearchParams(query);
  next.set(FORM_ERROR_PARAM, error);
  return `${path}?${next.toString()}`;
}

function redirect(reply: FastifyReply, location: string): string {
  reply.code(303).header('location', location).header('cache-control', 'no-store');
  reply.removeHeader('content-type');
  return '';
}

export function registerFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser(
    FORM_TYPE,
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (request, body, done) => {
      if (!acceptsForm(request)) return done(unsupported(), undefined);
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config?.endpointId !== 'login' || !postedForm(request)) {
      return payload;
    }
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const next = safeNextPath(query.get('next'));
    if (reply.statusCode === 200) return redirect(reply, next ?? '/');
    const back = new URLSearchParams(next ? { next } : {});
    return redirect(
      reply,
      withFormError(pathTo('auth.login'), back, loginFailure(reply.statusCode)),
    );
  });

  // Any other page's form (register, settings …) posted before the scripts ran comes back to
  // its page, which can say nothing was sent; a path that is no page stays a 404.
  app.post('/*', { config: { formPost: true } }, async (request, reply) => {
    const [path = '/', search = ''] = request.url.split('?');
    if (!isClientRoute(path) || !isKnownPage(path)) return reply.callNotFound();
    return redirect(reply, withFormError(path, new URLSearchParams(search), 'not-ready'));
  });
}
