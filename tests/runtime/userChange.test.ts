/**
 * A change of the signed-in user under a running app (runtime/app/signedIn/userChange.ts): when
 * the session query answers another user than the one the page knew, or 401, the previous
 * user's cached answers and user-bound cookies (the remembered site) go; the same user, or the
 * page's first answer, keeps the cache. Driven through a real QueryClient.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { apiKeys } from '../../generated/api/client';
import { ApiError } from '../../runtime/api/request';
import { afterSessionAnswer, watchSessionUser } from '../../runtime/app/signedIn/userChange';

describe('afterSessionAnswer', () => {
  it.each([
    ['first answer', undefined, { userId: 1 }, { known: 1, forgetCache: false }],
    ['same user', 1, { userId: 1 }, { known: 1, forgetCache: false }],
    ['another user', 1, { userId: 2 }, { known: 2, forgetCache: true }],
    ['signed out', 1, 'signed-out', { known: undefined, forgetCache: true }],
    ['signed out at start', undefined, 'signed-out', { known: undefined, forgetCache: false }],
  ] as const)('%s', (_what, known, answer, after) => {
    expect(afterSessionAnswer(known, answer)).toEqual(after);
  });
});

describe('watchSessionUser', () => {
  const session = (id: number) => ({ user: { id, locale: 'en' }, account: { id: 100 + id } });
  const sessionKey = apiKeys.getCurrentUser();
  const orgsKey = (userId: number) => apiKeys.listUserOrganizations({ userId });
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  function setUp(cookie: string) {
    const client = new QueryClient();
    const jar = { cookie, removed: [] as string[] };
    stop = watchSessionUser(client, {
      cookies: () => jar.cookie,
      remove: (name) => {
        jar.removed.push(name);
        jar.cookie = '';
      },
    });
    return { client, jar };
  }
  const settle = () => new Promise((done) => setTimeout(done, 0));

  it("keeps the cache and the user's own remembered site while the user stays", async () => {
    const { client, jar } = setUp('lodestar_last_site=1.5.2');
    client.setQueryData(sessionKey, session(1));
    client.setQueryData(orgsKey(1), [{ id: 2 }]);
    client.setQueryData(sessionKey, session(1)); // asked again: the same user
    await settle();
    expect(client.getQueryData(orgsKey(1))).toEqual([{ id: 2 }]);
    expect(jar.removed).toEqual([]);
  });

  it("forgets the previous user's answers and cookies when another user answers", async () => {
    const { client, jar } = setUp('lodestar_last_site=1.5.2; lodestar_sidebar=collapsed');
    client.setQueryData(sessionKey, session(1));
    client.setQueryData(orgsKey(1), [{ id: 2 }]);
    client.setQueryData(apiKeys.getSettings(), { any: 'thing' });
    client.setQueryData(sessionKey, session(2));
    expect(jar.removed).toEqual(['lodestar_last_site']);
    await settle();
    expect(client.getQueryData(orgsKey(1))).toBeUndefined();
    expect(client.getQueryData(apiKeys.getSettings())).toBeUndefined();
    expect(client.getQueryData(sessionKey)).toEqual(session(2));
  });

  it('at start, clears a remembered site of another user but nothing cached', async () => {
    const { client, jar } = setUp('lodestar_last_site=1.5.2');
    client.setQueryData(orgsKey(2), [{ id: 9 }]); // seeded with the payload, say
    client.setQueryData(sessionKey, session(2));
    await settle();
    expect(jar.removed).toEqual(['lodestar_last_site']);
    expect(client.getQueryData(orgsKey(2))).toEqual([{ id: 9 }]);
  });

  /** The session query fails with this status (a refetch the app would make). */
  const sessionFails = (client: QueryClient, status: number) =>
    client
      .fetchQuery({
        queryKey: sessionKey,
        queryFn: () => Promise.reject(new ApiError(status, undefined, 'GET', '/api/v1/session')),
        retry: false,
        staleTime: 0,
      })
      .catch(() => undefined);

  it('forgets everything when the session answers 401 (ended elsewhere)', async () => {
    const { client, jar } = setUp('lodestar_last_site=1.5.2');
    client.setQueryData(sessionKey, session(1));
    client.setQueryData(orgsKey(1), [{ id: 2 }]);
    await sessionFails(client, 401);
    expect(jar.removed).toEqual(['lodestar_last_site']);
    await settle();
    expect(client.getQueryData(orgsKey(1))).toBeUndefined();
  });

  it('a failure that says nothing about the session (5xx, network) changes nothing', async () => {
    const { client, jar } = setUp('lodestar_last_site=1.5.2');
    client.setQueryData(sessionKey, session(1));
    client.setQueryData(orgsKey(1), [{ id: 2 }]);
    await sessionFails(client, 503);
    await settle();
    expect(jar.removed).toEqual([]);
    expect(client.getQueryData(orgsKey(1))).toEqual([{ id: 2 }]);
  });
});
