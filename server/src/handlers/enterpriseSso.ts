/**
 * Enterprise sign-in (manifests/api/enterpriseSso.yaml): a work e-mail's domain finds the
 * account that claims it (/settings/sso), then an OpenID Connect authorization-code flow with
 * PKCE (S256), state and nonce runs against that account's identity provider, through
 * openid-client. The flow is kept server-side and bound to the browser by the same cookie as
 * Google sign-in's (data/ssoFlows.ts), so a state is used once and only by the browser that
 * started it. The ID token's e-mail must be in a domain the account claims; who it then signs in
 * is data/enterpriseSso.ts. Every failure goes back to /login/sso with an `error` the page
 * translates, and is logged.
 */
import * as client from 'openid-client';
import { SSO_FLOW_COOKIE } from '../../../contracts/cookies';
import type { ApiHandler, EnterpriseSsoCallbackRequest } from '../../../generated/api/contracts';
import { pathTo } from '../../../generated/routes';
import { isUserSuspended } from '../data/accounts';
import {
  accountClaimsDomain,
  enterpriseSettingsForDomain,
  enterpriseSettingsOfAccount,
  enterpriseUser,
} from '../data/enterpriseSso';
import { rotateSession } from '../data/sessions';
import { saveSsoFlow, takeSsoFlow, type SsoFlow } from '../data/ssoFlows';
import type { RequestContext } from '../http/context';
import { emailDomain } from '../sso/emailDomains';
import { exchangeCode } from '../sso/codeExchange';
import { clearedSsoFlowCookie, ssoFlowCookie } from '../sso/ssoFlowCookie';
import { SSO_SCOPE } from '../sso/ssoService';

/** The reasons /login/sso explains (forms:sso-login.errors.*). */
export type EnterpriseSsoError =
  'unknown-domain' | 'outside-domain' | 'not-member' | 'suspended' | 'denied' | 'failed';

const NO_STORE = { 'cache-control': 'no-store' };

function backToLogin(error: EnterpriseSsoError, email?: string) {
  return {
    status: 302 as const,
    headers: { ...NO_STORE, location: pathTo('sso.login', {}, { error, email }) },
  };
}

async function settingsForEmail(context: RequestContext, email: string) {
  const domain = emailDomain(email);
  return domain ? enterpriseSettingsForDomain(context.db, domain) : null;
}

export const enterpriseSsoStart: ApiHandler<'enterpriseSsoStart', RequestContext> = async (
  { query },
  context,
) => {
  const email = (query.email ?? '').trim().slice(0, 254);
  const settings = await settingsForEmail(context, email);
  if (!settings) return backToLogin('unknown-domain', email);
  let ssoClient;
  try {
    ssoClient = await context.sso.enterpriseClient(settings, context.appOrigin);
  } catch (error) {
    context.log.error(
      { err: error, accountId: settings.accountId },
      'Enterprise sign-in: discovery failed',
    );
    return backToLogin('failed', email);
  }
  const flow: SsoFlow = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
    params: { enterpriseAccountId: settings.accountId },
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
    login_hint: email,
  });
  return {
    status: 302,
    headers: {
      ...NO_STORE,
      location: url.href,
      'set-cookie': ssoFlowCookie(flowId, context.config.secureCookies),
    },
  };
};

export const enterpriseSsoCallback: ApiHandler<'enterpriseSsoCallback', RequestContext> = async (
  { query },
  context,
) => {
  const flow = await takeSsoFlow(context.db, context.cookies[SSO_FLOW_COOKIE]);
  let outcome: { userId: number } | { error: EnterpriseSsoError };
  try {
    outcome = await signIn(query, flow, context);
  } catch (error) {
    context.log.error({ err: error }, 'Enterprise sign-in: callback failed');
    outcome = { error: 'failed' };
  }
  const cleared = clearedSsoFlowCookie(context.config.secureCookies);
  if ('error' in outcome) {
    const back = backToLogin(outcome.error);
    return { ...back, headers: { ...back.headers, 'set-cookie': cleared } };
  }
  const { userId } = outcome;
  // A new session, and the one the browser held ends (id rotation, as a password sign-in).
  const id = await context.db.transaction().execute((tx) =>
    rotateSession(tx, userId, context.cookieSessionId, {
      userAgent: context.userAgent,
      address: context.clientAddress,
    }),
  );
  context.setSessionCookie(id);
  return { status: 302, headers: { ...NO_STORE, location: '/', 'set-cookie': cleared } };
};

async function signIn(
  query: EnterpriseSsoCallbackRequest['query'],
  flow: SsoFlow | null,
  context: RequestContext,
): Promise<{ userId: number } | { error: EnterpriseSsoError }> {
  if (query.error !== undefined) {
    context.log.info({ error: query.error }, 'Enterprise sign-in: the provider refused');
    return { error: query.error === 'access_denied' ? 'denied' : 'failed' };
  }
  const accountId = flow?.params.enterpriseAccountId;
  if (!flow || accountId === undefined) {
    context.log.warn('Enterprise sign-in: no flow for this browser (used, expired or other)');
    return { error: 'failed' };
  }
  const settings = await enterpriseSettingsOfAccount(context.db, accountId);
  if (!settings) return { error: 'unknown-domain' };
  const ssoClient = await context.sso.enterpriseClient(settings, context.appOrigin);
  const identity = await exchangeCode(ssoClient, flow, query, context.log, 'Enterprise sign-in');
  if (!identity) return { error: 'failed' };
  const domain = emailDomain(identity.email);
  if (!domain || !(await accountClaimsDomain(context.db, accountId, domain))) {
    context.log.warn({ accountId }, 'Enterprise sign-in: e-mail outside the claimed domains');
    return { error: 'outside-domain' };
  }
  const user = await enterpriseUser(context.db, settings, identity);
  if ('refused' in user) return { error: user.refused };
  if (await isUserSuspended(context.db, user.userId)) return { error: 'suspended' };
  return user;
}
