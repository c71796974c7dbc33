/**
 * The callback half of an OpenID Connect sign-in, the same for Google and for a company's
 * identity provider: the provider's answer on our redirect URI exchanged for tokens, checked
 * against the flow this browser started (PKCE verifier, state, nonce, an ID token required),
 * and the ID token's claims made an identity. Null when any of that fails; why is logged.
 */
import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import type { SsoFlow } from '../data/ssoFlows';
import { identityFromClaims, type ProviderIdentity } from './identityClaims';
import type { SsoClient } from './ssoService';

export async function exchangeCode(
  ssoClient: SsoClient,
  flow: SsoFlow,
  query: { code?: string; state?: string; iss?: string },
  log: FastifyBaseLogger,
  label: string,
): Promise<ProviderIdentity | null> {
  const currentUrl = new URL(ssoClient.redirectUri);
  for (const name of ['code', 'state', 'iss'] as const) {
    const value = query[name];
    if (value !== undefined) currentUrl.searchParams.set(name, value);
  }
  let claims: Record<string, unknown> | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(ssoClient.configuration, currentUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    log.warn({ err: error }, `${label}: code exchange or ID token check failed`);
    return null;
  }
  const identity = identityFromClaims(claims);
  if ('problem' in identity) {
    log.warn({ problem: identity.problem }, `${label}: unusable identity`);
    return null;
  }
  return identity;
}
