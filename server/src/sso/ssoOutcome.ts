/**
 * What a verified Google identity leads to (§4 "Signup SSO", §8 "Google SSO suspended"):
 * - a user with this identity (user_identities), or else with this email → `login`, unless one
 *   of their accounts is suspended → `suspended` (no session);
 * - nobody → `signup`: the opener registers with an sso_token (sso/ssoTokens.ts).
 * A user found by email gets the identity linked, so a later change of the Google account's
 * email still finds them. The provider said the email is verified (checked by the caller);
 * that is what makes matching an existing password account by email acceptable.
 */
import type { Db } from '../db/open';
import { findUserByEmail } from '../data/users';
import { findUserByIdentity, linkIdentity, type VerifiedSsoIdentity } from './ssoTokens';

export type SsoDecision =
  | { action: 'login'; userId: number }
  | { action: 'suspended'; userId: number }
  | { action: 'signup' };

/** Whether any account the user belongs to is suspended (accounts.suspended_at, §8). */
export async function isUserSuspended(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('account_users')
    .innerJoin('accounts', 'accounts.id', 'account_users.account_id')
    .select('accounts.id')
    .where('account_users.user_id', '=', userId)
    .where('accounts.suspended_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function decideSsoOutcome(
  db: Db,
  identity: VerifiedSsoIdentity,
): Promise<SsoDecision> {
  const linked = await findUserByIdentity(db, identity.provider, identity.subject);
  const user = linked ?? (await findUserByEmail(db, identity.email));
  if (!user) return { action: 'signup' };
  if (await isUserSuspended(db, user.id)) return { action: 'suspended', userId: user.id };
  if (!linked) await linkIdentity(db, user.id, identity);
  return { action: 'login', userId: user.id };
}
