/**
 * Pages of the local development OpenID provider (sso/localProvider.ts): the sign-in form and
 * the error page. They say plainly that this is not Google. Inline CSS only, under a CSP nonce;
 * no script. No Cross-Origin-Opener-Policy: the popup must keep its opener through these pages
 * (product.md#states-and-transitions "Signup SSO"), and a same-origin-allow-popups page in the chain would cut it.
 */
import { randomBytes } from 'node:crypto';
import { escapeHtml } from '../security/htmlEscape';

export interface LocalPage {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1d2330}
main{max-width:420px;margin:24px auto;padding:24px;background:#fff;border-radius:8px;box-shadow:0 1px 3px #0002}
h1{font-size:1.3em;margin:0 0 8px}.warn{background:#fff4ce;border:1px solid #e0b600;padding:8px 12px;border-radius:6px}
label{display:block;margin:12px 0 4px;font-weight:600}input{width:100%;box-sizing:border-box;padding:8px;font:inherit}
button{margin-top:16px;padding:8px 16px;font:inherit;cursor:pointer}.error{color:#b00020}.row{display:flex;gap:8px}`;

function page(title: string, content: string, status = 200): LocalPage {
  const nonce = randomBytes(16).toString('base64');
  return {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
      'x-content-type-options': 'nosniff',
      // Not no-referrer: with it a browser sends `Origin: null` on the form post, which the
      // CSRF check (security/crossSite.ts) rightly refuses.
      'referrer-policy': 'same-origin',
    },
    body: `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`,
  };
}

const NOT_GOOGLE = `<p class="warn"><strong>This is not Google.</strong> GOOGLE_CLIENT_ID is not set, so
Lodestar runs its own OpenID provider for development. Any email you type is accepted and reported
as verified — nothing is checked.</p>`;

export interface LoginFormValues {
  email: string;
  name: string;
  picture: string;
  locale: string;
}

export function loginPage(uid: string, values: LoginFormValues, error?: string): LocalPage {
  const base = `/oidc/interaction/${encodeURIComponent(uid)}`;
  const field = (name: keyof LoginFormValues, label: string, attributes: string) =>
    `<label for="${name}">${label}</label>
<input id="${name}" name="${name}" ${attributes} value="${escapeHtml(values[name])}">`;
  return page(
    'Development sign-in (not Google)',
    `<h1>Development sign-in</h1>
${NOT_GOOGLE}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${base}/login">
${field('email', 'Email', 'type="email" required autofocus autocomplete="email" maxlength="254"')}
${field('name', 'Name (optional)', 'autocomplete="name" maxlength="100"')}
${field('picture', 'Picture URL (optional)', 'type="url" maxlength="2048"')}
${field('locale', 'Language (optional)', 'maxlength="35"')}
<div class="row"><button type="submit">Sign in</button></div>
</form>
<form method="post" action="${base}/abort">
<button type="submit">Cancel</button>
</form>`,
    error ? 400 : 200,
  );
}

export function errorPage(title: string, detail: string, status: number): LocalPage {
  return page(
    `Development sign-in: ${title}`,
    `<h1>Development sign-in: ${escapeHtml(title)}</h1>
${NOT_GOOGLE}
<p class="error">${escapeHtml(detail)}</p>
<p>Close this window and start the sign-in again.</p>`,
    status,
  );
}
