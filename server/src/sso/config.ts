/**
 * Google sign-in settings ("Google sign-in": Google in production by environment
 * variables, a local OpenID provider in development and tests), read by loadConfig
 * (server/src/config.ts) as its `sso` field. A wrong value is reported like every other
 * configuration problem: the variable, what it must be, what it was.
 *
 * | variable               | default                                     | meaning                           |
 * | ---------------------- | ------------------------------------------- | --------------------------------- |
 * | `GOOGLE_CLIENT_ID`     | —                                           | OAuth client id of the Google app |
 * | `GOOGLE_CLIENT_SECRET` | — (required with GOOGLE_CLIENT_ID)          | its client secret                 |
 * | `OIDC_ISSUER`          | `https://accounts.google.com` (with an id)  | the OpenID provider to use        |
 * | `SSO_DEV_PROVIDER`     | off                                         | `1`: the local development provider |
 *
 * Without GOOGLE_CLIENT_ID Google sign-in is `off` (GET /api/sso/google-start answers 404 and
 * the sign-in pages say it is not configured), unless SSO_DEV_PROVIDER=1 asks for `local`: the
 * server runs its own OpenID provider under `/oidc` (sso/localProvider.ts), a development
 * sign-in where any typed email is accepted. It is NOT Google and proves nothing about the
 * email, so it never says the email is verified (sso/localAccounts.ts) and never signs anyone
 * into an existing account by email (sso/ssoOutcome.ts). It runs only when asked for
 * (`npm run dev`, the test harnesses), and a production start (NODE_ENV unset or production)
 * refuses the variable rather than serve it.
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

export function loadSsoConfig(env: Env, production: boolean, problems: string[]): SsoConfig {
  const clientId = nonEmpty(env.GOOGLE_CLIENT_ID);
  const clientSecret = nonEmpty(env.GOOGLE_CLIENT_SECRET);
  const issuerText = nonEmpty(env.OIDC_ISSUER);
  const devProviderText = nonEmpty(env.SSO_DEV_PROVIDER);
  const devProvider = devProviderText === '1';
  if (devProviderText !== undefined && devProviderText !== '1' && devProviderText !== '0') {
    problems.push(`SSO_DEV_PROVIDER must be 1 (on) or 0 (off); found "${env.SSO_DEV_PROVIDER}"`);
  }
  if (devProvider && production) {
    problems.push(
      'SSO_DEV_PROVIDER=1 runs a development sign-in that accepts any typed email; it is ' +
        'refused in production (NODE_ENV unset or production): set NODE_ENV=development or test, ' +
        'or unset SSO_DEV_PROVIDER',
    );
  }
  if (devProvider && clientId !== undefined) {
    problems.push('SSO_DEV_PROVIDER=1 and GOOGLE_CLIENT_ID are both set: choose one provider');
  }

  if (clientId === undefined) {
    if (clientSecret !== undefined) {
      problems.push('GOOGLE_CLIENT_SECRET is set but GOOGLE_CLIENT_ID is not: set both or neither');
    }
    if (issuerText !== undefined) {
      problems.push('OIDC_ISSUER is set but GOOGLE_CLIENT_ID is not: the issuer needs a client');
    }
    return devProvider && !production ? { mode: 'local' } : { mode: 'off' };
  }
  if (clientSecret === undefined) {
    problems.push('GOOGLE_CLIENT_ID is set but GOOGLE_CLIENT_SECRET is not: set both');
  }
  const issuer = parseIssuer(issuerText ?? GOOGLE_ISSUER, production, problems);
  return { mode: 'google', issuer, clientId, clientSecret: clientSecret ?? '' };
}

/**
 * An issuer identifier: an https URL without query or fragment (OpenID Connect Discovery product.md#screens-and-routes);
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
