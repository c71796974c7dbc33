/**
 * What a verified Google identity leads to (product.md#states-and-transitions "Signup SSO", product.md#errors "Google SSO suspended"):
 * - a user with this identity (user_identities), or else with this email → `login`, unless one
 *   of their accounts is suspended → `suspended` (no session);
 * - a user with this email but no link to the identity → `login` with the identity linked (so a
 *   later change of the Google account's email still finds them) only when the provider
 *   verified the email; otherwise `unverified`: anyone can type any email into a provider that
 *   does not verify it (the development provider let visitors sign in as any user);
 * - nobody → `signup`: the opener registers with an sso_token (sso/ssoTokens.ts).
 */
import { isUserSuspended } from '../data/accounts';
import { findUserByIdentity, linkIdentity } from '../data/ssoTokens';
import { findUserByEmail } from '../data/users';
import type { Db } from '../db/open';
import type { ProviderIdentity } from './identityClaims';

export type SsoDecision =
  | { action: 'login'; userId: number }
  | { action: 'suspended'; userId: number }
  | { action: 'unverified' }
  | { action: 'signup' };

export async function decideSsoOutcome(db: Db, identity: ProviderIdentity): Promise<SsoDecision> {
  const linked = await findUserByIdentity(db, identity.provider, identity.subject);
  const user = linked ?? (await findUserByEmail(db, identity.email));
  if (!user) return { action: 'signup' };
  if (!linked && !identity.emailVerified) return { action: 'unverified' };
  if (await isUserSuspended(db, user.id)) return { action: 'suspended', userId: user.id };
  if (!linked) await linkIdentity(db, user.id, identity);
  return { action: 'login', userId: user.id };
}
