/**
 * Which `message` events of the Google sign-on popup the app acts on (product.md#states-and-transitions "Signup SSO: a
 * popup posts messages with action signup, login, mfa_login, partial_login_enforce_mfa or
 * sso-error … Unknown action ignored" "The app accepts messages only from its own
 * origin and from the popup window it opened, validates the payload against its schema").
 *
 * A message is accepted only when all of these hold, else the answer is null and nothing
 * happens:
 *  - its origin is exactly the app's origin (the callback page is served by our server);
 *  - its source is the very window we opened (not another tab, frame or popup of this origin);
 *  - its data passes the precompiled schema validator of the callback message
 *    (generated/validators/api.js; the schema closes the object and lists the five actions,
 *    so an unknown action fails it);
 *  - it carries what its action needs: `signup` the Google SSO data, `sso-error` a reason.
 */
import type { SsoMessage } from '../../../../generated/types';
import { validateGoogleSsoCallbackMessage } from '../../../../generated/validators/api.js';

export interface SsoMessageEvent {
  origin: string;
  source: unknown;
  data: unknown;
}

export interface SsoMessageExpectation {
  /** `window.location.origin` of the app. */
  appOrigin: string;
  /** The popup `window.open` returned; null/undefined when none is open. */
  popup: unknown;
}

export function acceptSsoMessage(
  event: SsoMessageEvent,
  { appOrigin, popup }: SsoMessageExpectation,
): SsoMessage | null {
  if (!popup || event.source !== popup) return null;
  if (!appOrigin || event.origin !== appOrigin) return null;
  if (!validateGoogleSsoCallbackMessage(event.data)) return null;
  const message = event.data;
  if (message.action === 'signup' && !message.data) return null;
  if (message.action === 'sso-error' && !message.error) return null;
  return message;
}
