/**
 * Sign out (account menu): end the session on the server, drop everything cached for this user,
 * go to the login page. If the server cannot end the session, the user stays and is told so.
 * (A plain call, not useMutation: the mutation machinery would weigh on the first page.)
 */
import { useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../../../generated/api/client';
import { pathTo } from '../../../../generated/routes';
import { forgetSite } from '../lastSite';
import { showToast } from '../../core/toasts/toasts';

export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pending = useRef(false);
  return () => {
    if (pending.current) return;
    pending.current = true;
    logout()
      .then(async () => {
        forgetSite();
        // Leave the signed-in pages first: cleared while they are shown, they would ask again.
        await navigate(pathTo('auth.login'), { replace: true });
        queryClient.clear();
      })
      .catch(() => showToast({ tone: 'danger', text: i18n.t('common:errors.default') }))
      .finally(() => {
        pending.current = false;
      });
  };
}
