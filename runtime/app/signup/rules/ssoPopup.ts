/**
 * The Google sign-on popup (product.md#states-and-transitions "a popup (640x700)"; product.md#calls "Popup opens
 * /api/sso/google-start with query survey_template_id, c, signup_method, sso_source, locale").
 * Pure: the URL and the `window.open` features, centred on the opener's window.
 */
import { googleSsoStartUrl } from '../../../../generated/api/client';
import type { SignupParams } from '../../../rules/signup/signupParams';

export const SSO_POPUP_NAME = 'lodestar-google-sso';
export const SSO_POPUP_WIDTH = 640;
export const SSO_POPUP_HEIGHT = 700;

export type SsoSource = 'signup' | 'login';

export function ssoStartUrl(
  params: Pick<SignupParams, 'surveyTemplateId' | 'campaignHash' | 'signupMethod'>,
  source: SsoSource,
  locale: string,
): string {
  return googleSsoStartUrl({
    survey_template_id: params.surveyTemplateId,
    c: params.campaignHash,
    // The popup is the Google way in, whatever the page's own signup_method said.
    signup_method: 'google',
    sso_source: source,
    locale,
  });
}

/** The opener window's position and size (window.screenX/Y, outerWidth/Height). */
export interface OpenerFrame {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}

export function ssoPopupFeatures(frame: OpenerFrame): string {
  const left = Math.max(0, Math.round(frame.screenX + (frame.outerWidth - SSO_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(frame.screenY + (frame.outerHeight - SSO_POPUP_HEIGHT) / 2));
  return `popup,width=${SSO_POPUP_WIDTH},height=${SSO_POPUP_HEIGHT},left=${left},top=${top}`;
}
