/**
 * The Google sign-on popup, opener side (product.md#states-and-transitions "Signup SSO", product.md#calls google-start
 * "The app accepts messages only from its own origin and from the popup window it opened,
 * validates the payload against its schema, ignores unknown actions").
 *
 * `open()` opens /api/sso/google-start in a named 640×700 popup centred on this window and
 * remembers the window object; the message listener hands over only what acceptSsoMessage
 * accepts, once per popup (a second message from the same window is ignored). A blocked
 * popup is said in a toast: nothing would happen otherwise.
 *
 * The message check (with its schema validator) is loaded when the popup opens, not with the
 * page: the generated validators module is not tree-shakable yet and would weigh ~5 KB gzip
 * on every visit of /login. The user needs seconds in the popup; the check is long there.
 */
import i18n from 'i18next';
import { useEffect, useRef } from 'react';
import type { SsoMessage } from '../../../generated/types';
import { SSO_POPUP_NAME, ssoPopupFeatures, ssoStartUrl, type SsoSource } from './rules/ssoPopup';
import type { SignupParams } from '../../rules/signup/signupParams';
import { showToast } from '../core/toasts/toasts';

export function useGoogleSso(
  source: SsoSource,
  params: Pick<SignupParams, 'surveyTemplateId' | 'campaignHash' | 'signupMethod'>,
  onMessage: (message: SsoMessage) => void,
): () => void {
  const popup = useRef<Window | null>(null);
  const check = useRef<Promise<typeof import('./rules/ssoMessage')>>(undefined);
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const opened = popup.current;
      if (!opened || !check.current || event.source !== opened) return;
      void check.current.then(({ acceptSsoMessage }) => {
        const message = acceptSsoMessage(event, {
          appOrigin: window.location.origin,
          popup: opened,
        });
        // Once per popup: a second message of the same window (or a later popup) is not ours.
        if (!message || popup.current !== opened) return;
        popup.current = null;
        handler.current(message);
      });
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  return () => {
    check.current ??= import('./rules/ssoMessage');
    const url = ssoStartUrl(params, source, i18n.language);
    const opened = window.open(url, SSO_POPUP_NAME, ssoPopupFeatures(window));
    if (!opened) {
      showToast({ tone: 'danger', text: i18n.t('common:login.google-sso.popup-blocked') });
      return;
    }
    popup.current = opened;
    opened.focus();
  };
}
