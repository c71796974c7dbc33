/**
 * The one QueryClient. Cache and polling times are per endpoint and come from the manifest
 * through the generated `<id>QueryOptions` (product.md#constants-and-limits "Caches"); what is set here:
 *  - retries: an answer of the server that says no (4xx: signed out, forbidden, not found, bad
 *    input) is final, so only network failures and 5xx are retried, once;
 *  - a 401 to any call means the session ended: the session is asked again, and the signed-in
 *    scope sends the user to the login page when it is gone.
 */
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { apiKeys } from '../../../generated/api/client';
import { ApiError } from '../../api/request';

export function isFinal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

const session = apiKeys.getCurrentUser();

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (statusOf(error) === 401 && query.queryKey[1] !== session[1])
        void queryClient.refetchQueries({ queryKey: session });
    },
  }),
  defaultOptions: {
    queries: { retry: (failures, error) => !isFinal(error) && failures < 1 },
    mutations: { retry: false },
  },
});
