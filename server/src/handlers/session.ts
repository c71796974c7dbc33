/**
 * Sign-in, sign-out and "who am I" (manifests/api/session.yaml). Unknown email and wrong
 * password get the same answer after the same work (a dummy argon2id verification at the
 * current parameters), so neither the body nor the timing tells whether an email has an
 * account. A successful sign-in always starts a new session (id rotation) and ends the one the
 * browser held, and replaces a hash at old parameters (the first release's scrypt) with argon2id now
 * that the password is known. Rate limits and the CSRF check run before this handler
 * (server/src/security/).
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../auth/password';
import { deleteSession, rotateSession } from '../data/sessions';
import { sessionInfoOf } from '../data/sessionInfo';
import { findUserByEmail, replacePasswordHash } from '../data/users';
import { signedInUser, type RequestContext } from '../http/context';
import { HttpError } from '../http/httpError';
import { ssoRequiredFor } from '../data/enterpriseSso';

/** Anyone may preview personas on a development server (data/sessionInfo.ts). */
const development = (context: RequestContext) => context.config.nodeEnv === 'development';

export const login: ApiHandler<'login', RequestContext> = async ({ body }, context) => {
  const user = await findUserByEmail(context.db, body.email);
  const valid = user
    ? await verifyPassword(body.password, user.password_hash)
    : await verifyAgainstDummy(body.password);
  if (!user || !valid) {
    return {
      status: 401,
      body: { error: 'invalid_credentials', message: 'Wrong email or password.' },
    };
  }
  if (await ssoRequiredFor(context.db, user.email)) {
    return {
      status: 403,
      body: {
        error: 'sso_required',
        message:
          'Your organization requires signing in through its identity provider: use single sign-on.',
      },
    };
  }
  if (needsRehash(user.password_hash)) {
    try {
      const rehashed = await hashPassword(body.password);
      await replacePasswordHash(context.db, user.id, user.password_hash, rehashed);
    } catch (error) {
      // The old hash still works; the next sign-in tries again.
      context.log.warn({ err: error, userId: user.id }, 'password rehash failed');
    }
  }
  const id = await context.db.transaction().execute((tx) =>
    rotateSession(tx, user.id, context.cookieSessionId, {
      userAgent: context.userAgent,
      address: context.clientAddress,
    }),
  );
  context.setSessionCookie(id);
  return {
    status: 200,
    body: await sessionInfoOf(context.db, user.id, context.config.root, development(context)),
  };
};

export const logout: ApiHandler<'logout', RequestContext> = async (_request, context) => {
  if (context.cookieSessionId) await deleteSession(context.db, context.cookieSessionId);
  context.clearSessionCookie();
  return { status: 204 };
};

export const getCurrentUser: ApiHandler<'getCurrentUser', RequestContext> = async (
  _request,
  context,
) => {
  if (context.userId === null) {
    // Unreachable behind the session hook; kept so the handler is correct on its own.
    throw new HttpError(401, 'unauthorized', 'Nobody is signed in.');
  }
  return {
    status: 200,
    body: await sessionInfoOf(
      context.db,
      signedInUser(context),
      context.config.root,
      development(context),
    ),
  };
};
