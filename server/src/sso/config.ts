/**
 * Google sign-in settings (issue 4 "Google sign-in": Google in production by environment
 * variables, a local OpenID provider in development and tests), read by loadConfig
 * (server/src/config.ts) as its `sso` field. A wrong value is reported like every other
 * configuration problem: the variable, what it must be, what it was.
 *
 * | variable               | default                                     | meaning                           |
 * | ---------------------- | ------------------------------------------- | --------------------------------- |
 * | `GOOGLE_CLIENT_ID`     | —                                           | OAuth client id of the Google app |
 * | `GOOGLE_CLIENT_SECRET` | — (required with GOOGLE_CLIENT_ID)          | its client secret                 |
 * | `OIDC_ISSUER`          | `https://accounts.google.com` (with an id)  | the OpenID provider to use        |
 *
 * Without GOOGLE_CLIENT_ID:
 * - development and test: `local` — the server runs its own OpenID provider under `/oidc`
 *   (sso/localProvider.ts), a development sign-in where any typed email is accepted; it is NOT
 *   Google and proves nothing about the email;
 * - production (NODE_ENV=production): `off` — GET /api/sso/google-start answers 503, rather than
 *   a development sign-in that would let anyone claim any email.
 */

export type SsoConfig =
  | {
      mode: 'google';
      /** Issuer identifier, as configured; its discovery document is fetched at first use. */
      issuer: string;
      clientId: string;
      clientSecret: string;
    }
  | { mode: 'local' }
  | { mode: 'off' };

export const GOOGLE_ISSUER = 'https://accounts.google.com';

type Env = Record<string, string | undefined>;

export function loadSsoConfig(env: Env, problems: string[]): SsoConfig {
  const clientId = nonEmpty(env.GOOGLE_CLIENT_ID);
  const clientSecret = nonEmpty(env.GOOGLE_CLIENT_SECRET);
  const issuerText = nonEmpty(env.OIDC_ISSUER);
  const production = nonEmpty(env.NODE_ENV) === 'production';

  if (clientId === undefined) {
    if (clientSecret !== undefined) {
      problems.push('GOOGLE_CLIENT_SECRET is set but GOOGLE_CLIENT_ID is not: set both or neither');
    }
    if (issuerText !== undefined) {
      problems.push('OIDC_ISSUER is set but GOOGLE_CLIENT_ID is not: the issuer needs a client');
    }
    return production ? { mode: 'off' } : { mode: 'local' };
  }
  if (clientSecret === undefined) {
    problems.push('GOOGLE_CLIENT_ID is set but GOOGLE_CLIENT_SECRET is not: set both');
  }
  const issuer = parseIssuer(issuerText ?? GOOGLE_ISSUER, production, problems);
  return { mode: 'google', issuer, clientId, clientSecret: clientSecret ?? '' };
}

/**
 * An issuer identifier: an https URL without query or fragment (OpenID Connect Discovery §2);
 * http is accepted outside production, for a provider on the developer's machine.
 */
function parseIssuer(text: string, production: boolean, problems: string[]): string {
  try {
    const url = new URL(text);
    const httpsOnly = production ? url.protocol === 'https:' : /^https?:$/.test(url.protocol);
    if (httpsOnly && !url.search && !url.hash && !text.includes('#') && !text.endsWith('?')) {
      // As typed: discovery compares the document's `issuer` with it character for character.
      return text;
    }
  } catch {
    // reported below
  }
  problems.push(
    `OIDC_ISSUER must be an ${production ? 'https' : 'http(s)'} URL without query or fragment, ` +
      `such as ${GOOGLE_ISSUER}; found "${text}"`,
  );
  return GOOGLE_ISSUER;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
