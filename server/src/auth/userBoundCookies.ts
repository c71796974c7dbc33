/**
 * The user-bound cookies of a browser (contracts/preferences.ts: the remembered
 * site) do not outlive a change of user. Every answer that starts a session (sign-in,
 * registration, Google sign-in: all of them rotate the session, data/sessions.ts, and set the
 * session cookie) clears the ones that name another user, or none; every answer that ends one
 * (log out, a request arriving with a dead session, which the session hook answers 401 and
 * clears) clears them all. Readers ignore another user's value anyway (parsePreferences); this
 * takes it off the browser so that no later reader, and no request, carries it.
 *
 * It watches the answer's Set-Cookie headers rather than the handlers, so that no way of
 * starting or ending a session can forget it. Registered after @fastify/cookie (app.ts), whose
 * onSend hook writes the cookies the handler set: a cookie cleared here is written at once.
 */
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../../../contracts/cookies';
import { cookiesOfOtherUsers } from '../../../contracts/preferences';
import { findSession } from '../data/sessions';
import type { Db } from '../db/open';

export type SessionChange = { started: string } | { ended: true } | undefined;

/** What an answer's Set-Cookie header(s) do to the session cookie (the last one wins). */
export function sessionChangeOf(setCookie: unknown): SessionChange {
  const headers = Array.isArray(setCookie) ? setCookie : [setCookie];
  let change: SessionChange;
  for (const header of headers) {
    if (typeof header !== 'string') continue;
    const [pair = '', ...attributes] = header.split(';');
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== SESSION_COOKIE) continue;
    const value = pair.slice(equals + 1).trim();
    const removed = value === '' || attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
    change = removed ? { ended: true } : { started: value };
  }
  return change;
}

export function registerUserBoundCookies(
  app: FastifyInstance,
  options: { db: Db; secure: boolean },
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.headers.cookie ?? '';
    // Most answers: the browser holds no user-bound cookie, or the session stays as it was.
    if (cookiesOfOtherUsers(held, undefined).length === 0) return payload;
    const change = sessionChangeOf(reply.getHeader('set-cookie'));
    if (!change) return payload;
    const userId =
      'started' in change ? (await findSession(options.db, change.started))?.userId : undefined;
    for (const name of cookiesOfOtherUsers(held, userId)) {
      void reply.clearCookie(name, { path: '/', sameSite: 'lax', secure: options.secure });
    }
    return payload;
  });
}
