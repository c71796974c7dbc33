/**
 * Google sign-in (product.md#states-and-transitions "Signup SSO", product.md#calls google-start, product.md#records-and-their-fields "Google SSO
 * data", product.md#errors suspended): a real OpenID Connect authorization-code flow with PKCE (S256), state
 * and nonce, through openid-client, against Google or — in development and tests — the local
 * provider under /oidc (sso/config.ts, sso/ssoService.ts).
 *
 * google-start → 302 to the provider's authorization endpoint; the verifier, state, nonce and
 * the start's query stay server-side, bound to this browser by the `lodestar_sso` cookie
 * (sso/ssoFlows.ts). google-callback → the code is exchanged and the ID token verified, then
 * the page posts one SsoMessage to the opener (sso/callbackPage.ts):
 * - `login` (a session is started, exactly like a password sign-in: rotated id, cookie),
 * - `signup` with GoogleSsoData and an sso_token for the registration that follows,
 * - `sso-error`: `denied` (the user or provider refused), `suspended` (product.md#errors, no session),
 *   `unverified` (the provider did not verify an email that already has an account),
 *   or `failed` (anything else: bad or reused state, another browser's callback, a token error
 *   — each logged).
 * `mfa_login` and `partial_login_enforce_mfa` are never produced: this server has no
 * multi-factor authentication yet.
 */
import * as client from 'openid-client';
import { SSO_FLOW_COOKIE } from '../../../contracts/cookies';
import type { ApiHandler, GoogleSsoCallbackRequest } from '../../../generated/api/contracts';
import type { SsoMessage } from '../../../generated/types';
import { rotateSession } from '../data/sessions';
import { saveSsoFlow, takeSsoFlow, type SsoFlow, type SsoStartParams } from '../data/ssoFlows';
import { issueSsoToken, peekSsoToken } from '../data/ssoTokens';
import type { RequestContext } from '../http/context';
import { HttpError } from '../http/httpError';
import { callbackPage, FAILED_MESSAGE } from '../sso/callbackPage';
import { exchangeCode } from '../sso/codeExchange';
import { clearedSsoFlowCookie, ssoFlowCookie } from '../sso/ssoFlowCookie';
import { decideSsoOutcome } from '../sso/ssoOutcome';
import { CALLBACK_PATH, SSO_SCOPE } from '../sso/ssoService';

export const googleSsoStart: ApiHandler<'googleSsoStart', RequestContext> = async (
  { query },
  context,
) => {
  if (context.sso.mode === 'off') {
    // Not configured is not an outage (no 5xx): there is no sign-in to start here.
    throw new HttpError(
      404,
      'sso_not_configured',
      'Google sign-in is not configured on this server: set GOOGLE_CLIENT_ID and ' +
        'GOOGLE_CLIENT_SECRET (see docs/operations.md "Configuration").',
    );
  }
  const noStore = { 'cache-control': 'no-store', 'cross-origin-opener-policy': 'unsafe-none' };
  let ssoClient;
  try {
    ssoClient = await context.sso.client(context.appOrigin);
  } catch (error) {
    // The provider cannot be reached: the popup still ends on the callback page, which tells
    // the opener (sso-error failed) instead of showing a bare error in the popup.
    context.log.error({ err: error }, 'Google sign-in: OpenID provider discovery failed');
    return {
      status: 302,
      headers: { ...noStore, location: `${CALLBACK_PATH}?error=temporarily_unavailable` },
    };
  }
  const params: SsoStartParams = {};
  if (query.c !== undefined) params.c = query.c;
  if (query.survey_template_id !== undefined) params.survey_template_id = query.survey_template_id;
  if (query.signup_method !== undefined) params.signup_method = query.signup_method;
  if (query.sso_source !== undefined) params.sso_source = query.sso_source;
  if (query.locale !== undefined) params.locale = query.locale;
  const flow: SsoFlow = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
    params,
  };
  const flowId = await saveSsoFlow(context.db, flow);
  const url = client.buildAuthorizationUrl(ssoClient.configuration, {
    redirect_uri: ssoClient.redirectUri,
    scope: SSO_SCOPE,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
    prompt: ssoClient.prompt,
  });
  return {
    status: 302,
    headers: {
      ...noStore,
      location: url.href,
      'set-cookie': ssoFlowCookie(flowId, context.config.secureCookies),
    },
  };
};

export const googleSsoCallback: ApiHandler<'googleSsoCallback', RequestContext> = async (
  { query },
  context,
) => {
  const flow = await takeSsoFlow(context.db, context.cookies[SSO_FLOW_COOKIE]);
  let message: SsoMessage;
  try {
    message = await outcome(query, flow, context);
  } catch (error) {
    context.log.error({ err: error }, 'Google sign-in: callback failed');
    message = FAILED_MESSAGE;
  }
  const page = callbackPage(message, context.appOrigin);
  if (page.invalid) {
    context.log.error({ errors: page.invalid }, 'Google sign-in: message broke its contract');
  }
  return {
    status: 200,
    headers: {
      ...page.headers,
      'set-cookie': clearedSsoFlowCookie(context.config.secureCookies),
    },
    // The contract declares this 200 without a schema (an HTML page, not JSON): the generated
    // type says "no body", so the page goes through as an opaque value. Response validation
    // only looks at object payloads; a string is sent as is with the content-type above.
    body: page.body as unknown as undefined,
  };
};

async function outcome(
  query: GoogleSsoCallbackRequest['query'],
  flow: SsoFlow | null,
  context: RequestContext,
): Promise<SsoMessage> {
  if (query.error !== undefined) {
    context.log.info(
      { error: query.error, description: query.error_description },
      'Google sign-in: the provider answered with an error',
    );
    return { action: 'sso-error', error: query.error === 'access_denied' ? 'denied' : 'failed' };
  }
  if (context.sso.mode === 'off') return FAILED_MESSAGE;
  if (!flow) {
    context.log.warn('Google sign-in: no flow for this browser (used, expired or never started)');
    return FAILED_MESSAGE;
  }

  const ssoClient = await context.sso.client(context.appOrigin);
  const identity = await exchangeCode(ssoClient, flow, query, context.log, 'Google sign-in');
  if (!identity) return FAILED_MESSAGE;

  const decision = await decideSsoOutcome(context.db, identity);
  if (decision.action === 'suspended') {
    context.log.info({ userId: decision.userId }, 'Google sign-in: account suspended');
    return { action: 'sso-error', error: 'suspended' };
  }
  if (decision.action === 'unverified') {
    context.log.warn('Google sign-in: unverified email of an existing account; not linked');
    return { action: 'sso-error', error: 'unverified' };
  }
  if (decision.action === 'login') {
    // A new session, and the one the browser held ends (id rotation, as in handlers/session.ts).
    const id = await context.db.transaction().execute((tx) =>
      rotateSession(tx, decision.userId, context.cookieSessionId, {
        userAgent: context.userAgent,
        address: context.clientAddress,
      }),
    );
    context.setSessionCookie(id);
    return { action: 'login' };
  }
  const token = await issueSsoToken(context.db, identity);
  return {
    action: 'signup',
    data: {
      name: identity.name,
      email: identity.email,
      provider: 'google',
      picture: identity.picture,
      sso_token: token,
      locale: flow.params.locale ?? identity.locale ?? 'en',
      campaign_hash: flow.params.c ?? null,
    },
  };
}

/**
 * Who an earlier Google sign-in's token stands for (the register page's ssotk), without using
 * it up: the page shows the name and email, and the registration consumes the token.
 */
export const getSsoSignup: ApiHandler<'getSsoSignup', RequestContext> = async (
  { params },
  context,
) => {
  const identity = await peekSsoToken(context.db, params.ssoToken);
  if (!identity) {
    throw new HttpError(404, 'sso_token_unknown', 'This sign-in has expired or was used already.');
  }
  return {
    status: 200,
    headers: { 'cache-control': 'no-store' },
    body: {
      name: identity.name,
      email: identity.email,
      provider: identity.provider,
      picture: identity.picture,
      sso_token: params.ssoToken,
      locale: identity.locale ?? 'en',
      campaign_hash: null,
    },
  };
};
