/**
 * After a profile change the server answers with the stored user: the session query holds it
 * from then on, so the shell (account menu, top bar) shows the new name or email at once.
 */
import { useQueryClient } from '@tanstack/react-query';
import { apiKeys } from '../../../generated/api/client';
import type { SessionInfo, User } from '../../../generated/types';

export function useStoreSessionUser(): (user: User) => void {
  const queryClient = useQueryClient();
  return (user) =>
    queryClient.setQueryData<SessionInfo>(apiKeys.getCurrentUser(), (session) =>
      session ? { ...session, user } : session,
    );
}
