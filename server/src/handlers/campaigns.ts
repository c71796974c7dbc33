/**
 * Signup campaigns (product.md#calls):
 * - GET /api/v1/campaigns/{campaignHash} → the Campaign (enabled, plan, details), 404 when no
 *   campaign has the hash. A disabled campaign is answered as it is (enabled false): the client
 *   derives "invalid, plan basic" from it (product.md#records-and-their-fields derived fields, product.md#errors silent fallback).
 * - POST /api/v1/accounts/{accountId}/campaigns?device= → `{ success }`, or `{ success: false,
 *   message }` for an unknown, disabled or refused campaign (product.md#calls "error if not success"); only
 *   accounts the user belongs to (others 404, auth/authorize.ts).
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import { findCampaign, registerAccountCampaign, toCampaignEntity } from '../data/campaigns';
import { memberAccount } from '../auth/authorize';
import type { RequestContext } from '../http/context';
import { badRequest, notFound } from '../http/httpError';
import { signupBundle } from '../signup/signupBundle';

const MAX_HASH_CHARS = 200;

export const getCampaign: ApiHandler<'getCampaign', RequestContext> = async (
  { params },
  context,
) => {
  const hash = params.campaignHash;
  const row = hash.length <= MAX_HASH_CHARS ? await findCampaign(context.db, hash) : undefined;
  if (!row) throw notFound('campaign');
  return { status: 200, body: toCampaignEntity(row) };
};

export const registerCampaign: ApiHandler<'registerCampaign', RequestContext> = async (
  { params, query, body },
  context,
) => {
  const account = await memberAccount(context, params.accountId);
  const device = query.device.trim();
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(device)) {
    throw badRequest('device', 'device must be 1 to 32 letters, digits, - or _ (e.g. desktop)');
  }
  const source = body.source.trim();
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(source)) {
    throw badRequest('source', 'source must be 1 to 64 letters, digits, ., :, - or _');
  }
  const hash = body.campaign_hash.trim();
  if (hash.length === 0 || hash.length > MAX_HASH_CHARS) {
    throw badRequest('campaign_hash', `campaign_hash must be 1 to ${MAX_HASH_CHARS} characters`);
  }
  const rules = signupBundle(context.config.root);
  const outcome = await context.db
    .transaction()
    .execute((tx) => registerAccountCampaign(tx, account.id, hash, { source, device }, rules));
  return { status: 200, body: outcome };
};
