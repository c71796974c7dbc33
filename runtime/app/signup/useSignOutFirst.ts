/**
 * Signup URL parameter `logout` (product.md#screens-and-routes): whoever is signed in on this browser is signed out
 * before the register form is shown, so the new account does not start inside someone else's
 * session. Signing out when nobody is signed in is harmless (the server answers 204 either
 * way); if the call fails, the registration still replaces the session with the new user's.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { logout } from '../../../generated/api/client';
import { forgetSite } from '../signedIn/lastSite';

/** True while the sign-out is under way. */
export function useSignOutFirst(wanted: boolean): boolean {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(wanted);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    logout()
      .catch(() => undefined)
      .finally(() => {
        forgetSite();
        queryClient.clear();
        if (live) setPending(false);
      });
    return () => {
      live = false;
    };
  }, [wanted, queryClient]);
  return pending;
}
