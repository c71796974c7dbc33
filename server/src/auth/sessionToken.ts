/**
 * Session ids ("128-bit random ids stored server-side"): the cookie holds 16 random
 * bytes in base64url; the database holds only their SHA-256, so a leaked database (or backup)
 * holds no usable session.
 */
import { createHash, randomBytes } from 'node:crypto';

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** A cookie value that cannot be one of ours is not even looked up. */
export function looksLikeSessionId(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{22}$/.test(value);
}

export interface SessionCookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  path: '/';
  secure: boolean;
  maxAge: number;
}

/** HttpOnly, SameSite=Lax, Path=/; Secure when the app is served over HTTPS. */
export function sessionCookieOptions(secure: boolean): SessionCookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: SESSION_TTL_SECONDS,
  };
}
