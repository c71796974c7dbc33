/**
 * The cookie binding a Google sign-in in progress to the browser that started it (the flow
 * itself is stored by data/ssoFlows.ts): it carries the flow id, the only copy.
 */
import { SSO_FLOW_COOKIE } from '../../../contracts/cookies';
import { SSO_FLOW_TTL_SECONDS } from '../data/ssoFlows';

/** Both endpoints live under /api/sso; the cookie goes nowhere else. */
export const SSO_FLOW_COOKIE_PATH = '/api/sso';

/** `Set-Cookie` for the flow id: HttpOnly, SameSite=Lax (sent on the provider's top-level
 * redirect back to the callback), Secure over HTTPS, 10 minutes, only under /api/sso. */
export function ssoFlowCookie(id: string, secure: boolean): string {
  return [
    `${SSO_FLOW_COOKIE}=${id}`,
    `Max-Age=${SSO_FLOW_TTL_SECONDS}`,
    `Path=${SSO_FLOW_COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** `Set-Cookie` that removes the flow id once the callback used it. */
export function clearedSsoFlowCookie(secure: boolean): string {
  return [
    `${SSO_FLOW_COOKIE}=`,
    'Max-Age=0',
    `Path=${SSO_FLOW_COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
