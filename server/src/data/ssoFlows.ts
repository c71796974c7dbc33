/**
 * The server side of one Google sign-in in progress ("authorization-code flow with PKCE
 * and state"): google-start stores the PKCE verifier, the state, the nonce and the start's query
 * here and gives the browser a random flow id in the `lodestar_sso` cookie; the callback takes
 * the row back with that cookie. Keying by the cookie binds the flow to the browser that started
 * it: a callback URL (code + state) lured into another browser finds no flow there, so nobody
 * can sign a victim into the attacker's account (login CSRF, RFC 9700 section 4.7). The row is deleted
 * by the statement that reads it, so a state is used once; it lives 10 minutes. The cookie
 * itself: sso/ssoFlowCookie.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/open';
import { nowSeconds } from './time';

export const SSO_FLOW_TTL_SECONDS = 10 * 60;

/** What google-start kept of its query for the callback (product.md#calls google-start). */
export interface SsoStartParams {
  c?: string;
  survey_template_id?: number;
  signup_method?: string;
  sso_source?: 'signup' | 'login';
  locale?: string;
  /** Enterprise sign-in: the account whose identity provider the flow went to. */
  enterpriseAccountId?: number;
}

export interface SsoFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  params: SsoStartParams;
}

function hashFlowId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** Stores the flow; returns the cookie value (the only copy of the flow id). */
export async function saveSsoFlow(
  db: Db,
  flow: SsoFlow,
  now: number = nowSeconds(),
): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  // Abandoned popups leave rows behind; each start sweeps the expired ones (indexed).
  await db.deleteFrom('sso_flows').where('expires_at', '<=', now).execute();
  await db
    .insertInto('sso_flows')
    .values({
      flow_hash: hashFlowId(id),
      state: flow.state,
      nonce: flow.nonce,
      code_verifier: flow.codeVerifier,
      params: JSON.stringify(flow.params),
      created_at: now,
      expires_at: now + SSO_FLOW_TTL_SECONDS,
    })
    .execute();
  return id;
}

/** The flow of a cookie value, once (deleted as it is read); unknown, used or expired → null. */
export async function takeSsoFlow(
  db: Db,
  cookie: string | undefined,
  now: number = nowSeconds(),
): Promise<SsoFlow | null> {
  if (typeof cookie !== 'string' || !/^[A-Za-z0-9_-]{22}$/.test(cookie)) return null;
  const row = await db
    .deleteFrom('sso_flows')
    .where('flow_hash', '=', hashFlowId(cookie))
    .returningAll()
    .executeTakeFirst();
  if (!row || row.expires_at <= now) return null;
  return {
    state: row.state,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    params: JSON.parse(row.params) as SsoStartParams,
  };
}
