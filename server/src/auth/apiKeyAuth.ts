/**
 * The public API's authentication ("a request with the key succeeds"): endpoints under
 * /api/v1/public/ are declared `session: none` (no session hook runs, no cookie is read or set)
 * and call `apiKeyAccount` first. The key travels as `Authorization: Bearer <key>`; a missing,
 * malformed, unknown or revoked key answers 401 — all alike, so nothing tells them apart.
 */
import { accountOfApiKey, looksLikeApiKey } from '../data/apiKeys';
import type { RequestContext } from '../http/context';
import { HttpError } from '../http/httpError';

const BEARER = /^Bearer +(\S+) *$/i;

/** The key of an `Authorization: Bearer <key>` header, if it has that shape. */
export function bearerKey(authorization: string | undefined): string | undefined {
  return BEARER.exec(authorization ?? '')?.[1];
}

export async function apiKeyAccount(context: RequestContext): Promise<number> {
  const key = bearerKey(context.authorization);
  const accountId =
    key !== undefined && looksLikeApiKey(key) ? await accountOfApiKey(context.db, key) : null;
  if (accountId === null) {
    throw new HttpError(
      401,
      'invalid_api_key',
      'This call needs a valid API key: send it as "Authorization: Bearer <key>".',
    );
  }
  return accountId;
}
