/**
 * The accounts of the local development OpenID provider (sso/localProvider.ts). It is NOT
 * Google: whoever types an email is "signed in" as that email, because its only purpose is to
 * run the real OpenID Connect flow offline ("in development and tests a local OpenID
 * provider … so the whole flow runs offline"). So it never claims `email_verified: true`
 *: it can start new accounts and sign in those it started, but never opens an
 * existing account found by email (sso/ssoOutcome.ts). It runs only with SSO_DEV_PROVIDER=1
 * outside production (sso/config.ts).
 *
 * Pure: the subject and the claims follow from what was typed, so the same email always gets
 * the same `sub`, as a Google account does.
 */
import { createHash } from 'node:crypto';

export interface LocalAccount {
  /** Lowercased and trimmed. */
  email: string;
  name: string;
  /** An http(s) URL, or null. */
  picture: string | null;
  locale: string | null;
}

const EMAIL = /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+\.[^\s@<>()",;:\\[\]]+$/;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;

/** The typed email, normalized, or null when it is not an address. */
export function localEmail(typed: string): string | null {
  const email = typed.trim().toLowerCase();
  return email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email) ? email : null;
}

/** Like Google's `sub`: 21 digits, stable for the account, revealing nothing by itself. */
export function localSubject(email: string): string {
  const digest = createHash('sha256').update(`lodestar-local:${email}`).digest();
  return `1${digest.readBigUInt64BE(0).toString().padStart(20, '0')}`;
}

/** The name typed, or one made from the email's local part ("ada.lovelace" → "Ada Lovelace"). */
export function localName(typed: string, email: string): string {
  const name = typed.trim().replace(/\s+/g, ' ').slice(0, MAX_NAME_LENGTH);
  if (name) return name;
  const local = email.split('@')[0] ?? email;
  const words = local.split(/[._+-]+/).filter(Boolean);
  return words.length > 0
    ? words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ')
    : local;
}

/** An optional http(s) picture URL as typed; null when empty or not one. */
export function localPicture(typed: string): string | null {
  const text = typed.trim();
  if (!text || text.length > 2048) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An optional language tag as typed (`en`, `pt-BR`); null when empty or not one. */
export function localLocale(typed: string): string | null {
  const text = typed.trim();
  return /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(text) ? text : null;
}

/** The ID token claims of scopes `openid email profile`, as Google sends them. */
export function localClaims(subject: string, account: LocalAccount): Record<string, unknown> {
  return {
    sub: subject,
    email: account.email,
    email_verified: false,
    name: account.name,
    ...(account.picture ? { picture: account.picture } : {}),
    ...(account.locale ? { locale: account.locale } : {}),
  };
}
