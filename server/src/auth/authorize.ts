/**
 * Ownership rules: a user reaches only their own user id (another → 403, whether or
 * not it exists), and only accounts, organizations and sites they belong to (others → 404, the
 * same answer as for ids that do not exist, so nothing about them leaks).
 */
import { accountOfUser } from '../data/accounts';
import type { AccountRow } from '../db/schema';
import type { RequestContext } from '../http/context';
import { signedInUser } from '../http/context';
import { forbidden, notFound } from '../http/httpError';

export function ownUser(context: RequestContext, userId: number): number {
  const me = signedInUser(context);
  if (userId !== me) throw forbidden('You can only reach your own user.');
  return me;
}

export async function memberAccount(
  context: RequestContext,
  accountId: number,
): Promise<AccountRow> {
  const account = await accountOfUser(context.db, signedInUser(context), accountId);
  if (!account) throw notFound('account');
  return account;
}
