/**
 * A visitor just became a signed-in user (registration, or sign-in in the Google popup): the
 * new session goes into the cache, and every answer cached for whoever used this browser
 * before goes — except what the current public page is showing (settings, campaign, register
 * source: not user data). Clearing those too would only make the page ask for them again
 * while it is leaving.
 */
import type { QueryClient } from '@tanstack/react-query';
import { apiKeys } from '../../../generated/api/client';
import type { SessionInfo } from '../../../generated/types';

export function replaceSession(queryClient: QueryClient, session: SessionInfo): void {
  queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
  queryClient.setQueryData(apiKeys.getCurrentUser(), session);
}
