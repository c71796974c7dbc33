/**
 * SSO tokens (product.md#records-and-their-fields "Google SSO data": `sso_token`): after a first Google sign-in, the callback
 * page hands the client a token standing for the identity the provider verified; registration
 * (POST /api/v1/registration with `sso_token`) trades it back for that identity. Only the
 * token's SHA-256 is stored, it lives 10 minutes and is single use (deleted when consumed), so a
 * token that leaked from the page or a log is worthless after its registration.
 *
 * Identities: `user_identities` links a provider subject to a user once registration (or a
 * sign-in by email) has matched them.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/open';
import type { SsoTokensTable, UserRow } from '../db/schema';
import { nowSeconds } from './time';
import { normalizeEmail } from './users';

export const SSO_TOKEN_TTL_SECONDS = 10 * 60;

export type SsoProvider = 'google';

/** What the OpenID provider vouched for (ID token signature, issuer, audience and nonce checked). */
export interface VerifiedSsoIdentity {
  provider: SsoProvider;
  /** The provider's `sub` claim: stable for the account, unlike the email. */
  subject: string;
  /** Lowercased, trimmed. */
  email: string;
  name: string;
  picture: string | null;
  locale: string | null;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A value that cannot be one of ours (16 random bytes, base64url) is not even looked up. */
function looksLikeSsoToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{22}$/.test(value);
}

/** Stores the identity and returns the token (the only copy), valid 10 minutes. */
export async function issueSsoToken(
  db: Db,
  identity: VerifiedSsoIdentity,
  now: number = nowSeconds(),
): Promise<string> {
  const token = randomBytes(16).toString('base64url');
  // Tokens never traded in (an abandoned signup) are swept when the next token is issued (indexed).
  await db.deleteFrom('sso_tokens').where('expires_at', '<=', now).execute();
  await db
    .insertInto('sso_tokens')
    .values({
      token_hash: hashToken(token),
      provider: identity.provider,
      subject: identity.subject,
      email: normalizeEmail(identity.email),
      name: identity.name,
      picture: identity.picture,
      locale: identity.locale,
      created_at: now,
      expires_at: now + SSO_TOKEN_TTL_SECONDS,
    })
    .execute();
  return token;
}

/** The identity behind a token, left in place: unknown, used or expired → null. */
export async function peekSsoToken(
  db: Db,
  token: string,
  now: number = nowSeconds(),
): Promise<VerifiedSsoIdentity | null> {
  if (!looksLikeSsoToken(token)) return null;
  const row = await db
    .selectFrom('sso_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return liveIdentity(row, now);
}

/**
 * The identity behind a token, once: the row is deleted by the same statement that reads it, so
 * two concurrent registrations cannot both use it. Unknown, used or expired → null.
 */
export async function consumeSsoToken(
  db: Db,
  token: string,
  now: number = nowSeconds(),
): Promise<VerifiedSsoIdentity | null> {
  if (!looksLikeSsoToken(token)) return null;
  const row = await db
    .deleteFrom('sso_tokens')
    .where('token_hash', '=', hashToken(token))
    .returningAll()
    .executeTakeFirst();
  return liveIdentity(row, now);
}

/** A token row's identity while the token is good: not expired, from Google; else null. */
function liveIdentity(row: SsoTokensTable | undefined, now: number): VerifiedSsoIdentity | null {
  if (!row || row.expires_at <= now || row.provider !== 'google') return null;
  return identityOf(row);
}

function identityOf(row: Omit<SsoTokensTable, 'provider'>): VerifiedSsoIdentity {
  return {
    provider: 'google',
    subject: row.subject,
    email: row.email,
    name: row.name,
    picture: row.picture,
    locale: row.locale,
  };
}

/**
 * Links the provider subject to the user. Linking the same subject to the same user again is a
 * no-op; a subject already linked to another user is an error (a Google account is one user).
 */
export async function linkIdentity(
  db: Db,
  userId: number,
  identity: VerifiedSsoIdentity,
  now: number = nowSeconds(),
): Promise<void> {
  const existing = await db
    .selectFrom('user_identities')
    .select('user_id')
    .where('provider', '=', identity.provider)
    .where('subject', '=', identity.subject)
    .executeTakeFirst();
  if (existing) {
    if (existing.user_id !== userId) {
      throw new Error(`${identity.provider} identity is already linked to another user`);
    }
    return;
  }
  await db
    .insertInto('user_identities')
    .values({
      provider: identity.provider,
      subject: identity.subject,
      user_id: userId,
      email: normalizeEmail(identity.email),
      created_at: now,
    })
    .execute();
}

/** The user a provider subject is linked to, if any. */
export async function findUserByIdentity(
  db: Db,
  provider: SsoProvider,
  subject: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('user_identities')
    .innerJoin('users', 'users.id', 'user_identities.user_id')
    .selectAll('users')
    .where('user_identities.provider', '=', provider)
    .where('user_identities.subject', '=', subject)
    .executeTakeFirst();
}
