/**
 * A change of the signed-in user under a running app — someone signed in over this browser's
 * session (on this page, in another tab, in Google's popup), or the session ended elsewhere
 * (a 401): whatever was cached for the previous user, and the cookies bound to them (the
 * remembered site, contracts/preferences.ts), must not reach the next one. The server clears
 * those cookies too when it starts or ends a session (server/src/auth/userBoundCookies.ts);
 * this covers the page that is already running.
 *
 * The session query is the witness: every answer it gets (a fetch, the bootstrap payload, a
 * sign-in's replaceSession) is checked against the user this page knew.
 */
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { apiKeys } from '../../../generated/api/client';
import { ApiError } from '../../api/request';
import { cookiesOfOtherUsers, type UserBoundCookie } from '../../../contracts/preferences';
import { writePreferenceCookie } from '../core/preferences/writePreferenceCookie';

/** What the session query answered: a user, or nobody (401). */
export type SessionAnswer = { userId: number } | 'signed-out';

/**
 * The rule: after this answer, whom the page knows, and whether the cache holds another
 * user's answers (a first answer finds nothing of anyone else's: the page has just started).
 */
export function afterSessionAnswer(
  known: number | undefined,
  answer: SessionAnswer,
): { known: number | undefined; forgetCache: boolean } {
  const next = answer === 'signed-out' ? undefined : answer.userId;
  return { known: next, forgetCache: known !== undefined && known !== next };
}

/** The cookies of this browser, as far as user-bound ones go (a seam for the tests). */
export interface UserBoundJar {
  cookies(): string;
  remove(name: UserBoundCookie): void;
}

const documentJar: UserBoundJar = {
  cookies: () => (typeof document === 'undefined' ? '' : document.cookie),
  remove: (name) => writePreferenceCookie(name, undefined),
};

/** Watches the session query of the app's client; returns the unsubscribe function. */
export function watchSessionUser(client: QueryClient, jar: UserBoundJar = documentJar): () => void {
  // Computed here, not at module load: the generated client may not be evaluated yet then.
  const session = hashKey(apiKeys.getCurrentUser());
  let known: number | undefined;
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== session) return;
    const { action } = event;
    let answer: SessionAnswer;
    if (action.type === 'success') {
      const userId = (action.data as { user?: { id?: unknown } } | undefined)?.user?.id;
      if (typeof userId !== 'number') return;
      answer = { userId };
    } else if (action.type === 'error' && action.error instanceof ApiError) {
      if (action.error.status !== 401) return;
      answer = 'signed-out';
    } else return;

    const next = afterSessionAnswer(known, answer);
    known = next.known;
    for (const name of cookiesOfOtherUsers(jar.cookies(), next.known)) jar.remove(name);
    // After the cache's own notifications: every answer but the session's goes, observed or
    // not (an observed one is asked again for the new user at its next render).
    if (next.forgetCache)
      queueMicrotask(() => client.removeQueries({ predicate: (q) => q.queryHash !== session }));
  });
}
