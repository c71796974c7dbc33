/**
 * The account's API keys (settings /public-api) and the public API they open. Keys
 * are the account's, managed by its admins only: another member gets 403, someone outside the
 * account 404 (the same answer as a missing account). The public API authenticates with the
 * key alone (auth/apiKeyAuth.ts) and only reads.
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import { apiKeyAccount } from '../auth/apiKeyAuth';
import {
  accountStanding,
  createApiKey as insertApiKey,
  deleteApiKey,
  listApiKeys as selectApiKeys,
  MAX_KEYS_PER_ACCOUNT,
  publicSitesOfAccount,
  TooManyKeysError,
} from '../data/apiKeys';
import { signedInUser, type RequestContext } from '../http/context';
import { badRequest, forbidden, HttpError, notFound } from '../http/httpError';

/** The account id when the signed-in user is one of its admins. */
async function adminAccount(context: RequestContext, accountId: number): Promise<number> {
  const standing = await accountStanding(context.db, signedInUser(context), accountId);
  if (standing === null) throw notFound('account');
  if (standing !== 'admin') throw forbidden('Only account admins manage API keys.');
  return accountId;
}

export const listApiKeys: ApiHandler<'listApiKeys', RequestContext> = async (
  { params },
  context,
) => {
  const accountId = await adminAccount(context, params.accountId);
  return { status: 200, body: await selectApiKeys(context.db, accountId) };
};

export const createApiKey: ApiHandler<'createApiKey', RequestContext> = async (
  { params, body },
  context,
) => {
  const accountId = await adminAccount(context, params.accountId);
  const name = body.name.trim();
  // The schema refuses empty and blank names; the trimmed name is what is stored.
  if (name.length === 0) throw badRequest('name', 'name must not be blank');
  try {
    const created = await insertApiKey(context.db, accountId, signedInUser(context), name);
    return { status: 201, body: created, headers: { 'cache-control': 'no-store' } };
  } catch (error) {
    if (error instanceof TooManyKeysError) {
      throw new HttpError(
        409,
        'too_many_keys',
        `An account holds at most ${MAX_KEYS_PER_ACCOUNT} API keys: revoke one first.`,
      );
    }
    throw error;
  }
};

export const revokeApiKey: ApiHandler<'revokeApiKey', RequestContext> = async (
  { params },
  context,
) => {
  const accountId = await adminAccount(context, params.accountId);
  if (!(await deleteApiKey(context.db, accountId, params.apiKeyId))) throw notFound('API key');
  return { status: 204 };
};

export const listPublicSites: ApiHandler<'listPublicSites', RequestContext> = async (
  _request,
  context,
) => {
  const accountId = await apiKeyAccount(context);
  return {
    status: 200,
    body: await publicSitesOfAccount(context.db, accountId),
    headers: { 'cache-control': 'no-store' },
  };
};
