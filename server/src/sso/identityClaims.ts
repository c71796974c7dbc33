/**
 * The identity in a verified ID token (openid-client checked its signature, issuer, audience,
 * expiry and nonce). Pure, so the rules are a table test: a subject and an email the provider
 * says it verified are required (an unverified email could be anyone's, §4 matches users by
 * it); the rest is optional and bounded.
 */
import { normalizeEmail } from '../data/users';
import type { VerifiedSsoIdentity } from './ssoTokens';

const MAX_TEXT = 2048;

function text(value: unknown, max = MAX_TEXT): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= max ? trimmed : null;
}

/** The identity, or why there is none (for the log). */
export function identityFromClaims(
  claims: Record<string, unknown> | undefined,
): VerifiedSsoIdentity | { problem: string } {
  if (!claims) return { problem: 'no ID token claims' };
  const subject = text(claims.sub, 255);
  if (!subject) return { problem: 'no sub claim' };
  const email = text(claims.email, 254);
  if (!email || !email.includes('@')) return { problem: 'no email claim' };
  if (claims.email_verified !== true) return { problem: 'email not verified by the provider' };
  const normalized = normalizeEmail(email);
  const picture = text(claims.picture);
  return {
    provider: 'google',
    subject,
    email: normalized,
    name: text(claims.name, 200) ?? normalized.split('@')[0]!,
    picture: picture && /^https?:\/\//i.test(picture) ? picture : null,
    locale: text(claims.locale, 35),
  };
}
