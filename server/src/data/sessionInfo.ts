/**
 * "Who am I" (SessionInfo): the user, their account and what the shell's gates read (product.md#roles-and-permissions).
 * - permissions: the union over all the user's memberships. Permissions are per organization
 *   in the data, but the shell has no organization context for most gates yet; the union is a
 *   documented simplification until per-organization gates exist.
 * - flags: the account feature list (product.md#roles-and-permissions "the account feature list").
 * - experiments: the user-lookup experiments (product.md#calls) with the signed-in user's variant, the
 *   same answer as getUserExperiments (runtime/rules/experiments/assignVariant.ts), so the
 *   shell's gates read them without another call. Site-lookup experiments follow the current
 *   site (runtime/app/signedIn/rules/gateContext.ts).
 * - trialAudience: the audience of the account's signup trial campaign (product.md#roles-and-permissions success card).
 * - preview: the persona preview toolbar may open — in development, or for a
 *   holder of the `preview` permission. It only tells the browser to offer the toolbar; no
 *   handler reads it, so a preview never widens what the server allows.
 */
import type { Db } from '../db/open';
import type { SessionInfo } from '../../../generated/types';
import { assignmentsFor } from '../../../runtime/rules/experiments/assignments';
import { primaryAccountOf, toAccountEntity } from './accounts';
import { declaredExperiments } from './experimentsBundle';
import { trialAudienceOfAccount } from './campaigns';
import { permissionsOfUser } from './organizations';
import { findUser, toUserEntity } from './users';

/** The permission that allows the persona preview outside development (manifests/access.yaml). */
export const PREVIEW_PERMISSION = 'preview';

/**
 * `root`: the project root whose generated/bundle/access.json declares the experiments;
 * `development`: the server runs in development (NODE_ENV=development), where anyone may preview.
 */
export async function sessionInfoOf(
  db: Db,
  userId: number,
  root: string,
  development = false,
): Promise<SessionInfo> {
  const [user, membership, permissions] = await Promise.all([
    findUser(db, userId),
    primaryAccountOf(db, userId),
    permissionsOfUser(db, userId),
  ]);
  if (!user) throw new Error(`Session of user ${userId}, who does not exist`);
  if (!membership) {
    // Every user is created with an account (seed, and signup): data is broken.
    throw new Error(`User ${userId} has no account (account_users is empty for them)`);
  }
  const account = toAccountEntity(membership.account);
  return {
    user: toUserEntity(user, membership.isAdmin),
    account,
    // product.md#roles-and-permissions: large-company trial users see their own success card (runtime/app/dashboard/).
    trialAudience: await trialAudienceOfAccount(db, account.id),
    permissions,
    flags: account.features,
    experiments: {
      assignments: assignmentsFor(declaredExperiments(root), 'user', userId),
    },
    preview: development || permissions.includes(PREVIEW_PERMISSION),
  };
}
