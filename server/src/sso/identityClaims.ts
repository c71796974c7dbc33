/**
 * The identity in a verified ID token (openid-client checked its signature, issuer, audience,
 * expiry and nonce). Pure, so the rules are a table test: a subject and an email are required;
 * whether the provider verified the email is kept (an unverified email could be anyone's, so
 * it may start a new account but never opens an existing one, sso/ssoOutcome.ts); the rest is
 * optional and bounded.
 */
import { normalizeEmail } from '../data/users';
import type { VerifiedSsoIdentity } from '../data/ssoTokens';

/** A verified ID token's identity, with whether the provider verified the email. */
export interface ProviderIdentity extends VerifiedSsoIdentity {
  /**
   * The provider asserted `email_verified: true`. Only then may the identity be linked to an
   * existing account found by email (sso/ssoOutcome.ts); the local development provider never
   * asserts it (sso/localAccounts.ts).
   */
  emailVerified: boolean;
}

const MAX_TEXT = 2048;

function text(value: unknown, max = MAX_TEXT): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= max ? trimmed : null;
}

/** The identity, or why there is none (for the log). */
export function identityFromClaims(
  claims: Record<string, unknown> | undefined,
): ProviderIdentity | { problem: string } {
  if (!claims) return { problem: 'no ID token claims' };
  const subject = text(claims.sub, 255);
  if (!subject) return { problem: 'no sub claim' };
  const email = text(claims.email, 254);
  if (!email || !email.includes('@')) return { problem: 'no email claim' };
  const normalized = normalizeEmail(email);
  const picture = text(claims.picture);
  return {
    provider: 'google',
    subject,
    email: normalized,
    emailVerified: claims.email_verified === true,
    name: text(claims.name, 200) ?? normalized.split('@')[0]!,
    picture: picture && /^https?:\/\//i.test(picture) ? picture : null,
    locale: text(claims.locale, 35),
  };
}
