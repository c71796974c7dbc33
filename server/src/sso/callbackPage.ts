/**
 * The page google-callback answers (product.md#states-and-transitions "Signup SSO"): a tiny HTML document whose one inline
 * script posts the outcome to the window that opened the popup and closes it.
 * - The message is checked against its contract (validateGoogleSsoCallbackMessage, the same
 *   validator the app runs on receipt) before it is embedded; a message that fails is a server
 *   bug, logged by the caller, and replaced by `sso-error` / `failed`.
 * - It is posted to the app's exact origin, never `*`: another window that became the opener
 *   (the popup's opener can be navigated away) receives nothing.
 * - JSON is embedded with `<`, `>`, `&`, U+2028 and U+2029 escaped, so no value can end the
 *   script element or the string it is in.
 * - Headers set here win over the app-wide ones (security/headers.ts leaves them): a CSP with a
 *   per-response nonce for the inline script and nothing else, and
 *   `Cross-Origin-Opener-Policy: unsafe-none` so the popup keeps its opener after visiting the
 *   provider. No cache (a code-bearing URL), no referrer (the link below must not leak it).
 * - Without an opener (the URL opened by hand, a browser that cut the relation) the page stays
 *   and says what happened, with a link to the app; after a signup the link is the register
 *   page carrying the sign-on token (ssotk), which offers to finish that signup.
 */
import { randomBytes } from 'node:crypto';
import type { SsoMessage } from '../../../generated/types';
import { validateGoogleSsoCallbackMessage } from '../../../generated/validators/api.js';
import { routes } from '../../../generated/routes';
import { escapeHtml, scriptJson } from '../security/htmlEscape';

export const FAILED_MESSAGE: SsoMessage = { action: 'sso-error', error: 'failed' };

export interface CallbackPage {
  headers: Record<string, string>;
  body: string;
  /** The message actually embedded (FAILED_MESSAGE when the given one broke the contract). */
  message: SsoMessage;
  nonce: string;
  /** Ajv's complaint about the given message, when it was replaced. */
  invalid?: unknown;
}

function textFor(message: SsoMessage): string {
  switch (message.action) {
    case 'login':
      return 'You are signed in.';
    case 'signup':
      return 'Your Google account is verified; finish signing up in the Lodestar window.';
    default:
      return message.error === 'suspended'
        ? 'This account is suspended.'
        : message.error === 'denied'
          ? 'Google sign-in was cancelled.'
          : message.error === 'unverified'
            ? 'This email already has an account; sign in with its password.'
            : 'Google sign-in did not work. Please try again.';
  }
}

/** Where the page's link leads: home, or the register page that finishes a signup. */
export function callbackLink(message: SsoMessage, appOrigin: string): string {
  const data = message.action === 'signup' ? message.data : undefined;
  if (!data) return `${appOrigin}/`;
  const query = new URLSearchParams({ ssotk: data.sso_token, sso_provider: 'google' });
  if (data.campaign_hash) query.set('c', data.campaign_hash);
  return `${appOrigin}${routes['auth.register'].path}?${query.toString()}`;
}

export function callbackPage(given: SsoMessage, appOrigin: string): CallbackPage {
  const valid = validateGoogleSsoCallbackMessage(given);
  const message = valid ? given : FAILED_MESSAGE;
  const nonce = randomBytes(16).toString('base64');
  const home = callbackLink(message, appOrigin);
  const script =
    `(function(){var m=${scriptJson(message)},o=${scriptJson(appOrigin)};` +
    `if(window.opener&&!window.opener.closed){window.opener.postMessage(m,o);window.close();}})();`;
  const body = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Google sign-in</title>
</head>
<body>
<p>${escapeHtml(textFor(message))}</p>
<p><a href="${escapeHtml(home)}">Go to Lodestar</a></p>
<script nonce="${nonce}">${script}</script>
</body>
</html>
`;
  return {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`,
      'cross-origin-opener-policy': 'unsafe-none',
      'referrer-policy': 'no-referrer',
    },
    body,
    message,
    nonce,
    ...(valid ? {} : { invalid: validateGoogleSsoCallbackMessage.errors }),
  };
}
