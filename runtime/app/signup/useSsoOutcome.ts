/**
 * What a page does with an accepted message of the Google popup (product.md#states-and-transitions "Signup SSO":
 * "Signup registers then goes to onboarding. Login goes to the next page or home. Unknown
 * action ignored"; product.md#errors "Google SSO suspended: danger toast common:login.google-sso.suspended").
 *
 *  - signup → `register` with the popup's Google data (the page builds the payload);
 *  - login → the server has signed the user in inside the popup: the session is asked again,
 *    then `next` (already checked by safeNextPath) or home;
 *  - mfa_login, partial_login_enforce_mfa → a second factor is not built (the server never
 *    sends these yet): an honest notice, no sign-in;
 *  - sso-error → danger toast: suspended as product.md#errors says, the other reasons a generic failure.
 */
import { useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { useNavigate } from 'react-router';
import { getCurrentUser } from '../../../generated/api/client';
import type { GoogleSsoData, SsoMessage } from '../../../generated/types';
import { showToast } from '../core/toasts/toasts';
import { replaceSession } from './replaceSession';

export function useSsoOutcome(options: {
  next?: string | undefined;
  register: (data: GoogleSsoData) => void;
}): (message: SsoMessage) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (message) => {
    switch (message.action) {
      case 'signup':
        if (message.data) options.register(message.data);
        return;
      case 'login':
        void getCurrentUser().then(
          (session) => {
            replaceSession(queryClient, session);
            return navigate(options.next ?? '/', { replace: true });
          },
          () => showToast({ tone: 'danger', text: i18n.t('common:login.google-sso.failed') }),
        );
        return;
      case 'mfa_login':
      case 'partial_login_enforce_mfa':
        showToast({ tone: 'info', text: i18n.t('common:login.google-sso.mfa-unavailable') });
        return;
      case 'sso-error':
        showToast({
          tone: 'danger',
          text: i18n.t(
            message.error === 'suspended'
              ? 'common:login.google-sso.suspended'
              : message.error === 'denied'
                ? 'common:login.google-sso.denied'
                : message.error === 'unverified'
                  ? 'common:login.google-sso.unverified'
                  : 'common:login.google-sso.failed',
          ),
        });
        return;
    }
  };
}
