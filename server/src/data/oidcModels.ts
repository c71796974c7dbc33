/**
 * What the local development OpenID provider stores (sso/localProvider.ts), in table
 * `oidc_models` of migration 0013 ("Stateless instances": SSO state is shared, so a
 * sign-in started on one server process finishes on another): oidc-provider's models
 * (interactions, sessions, authorization codes, grants, tokens) through its adapter interface
 * (sso/oidcAdapter.ts), and the provider's own records (its keys and secrets, the identities
 * typed at its sign-in page). Payloads are JSON; times are epoch seconds, like oidc-provider's.
 * Expired rows read as absent and are swept by each write (indexed).
 */
import type { Db } from '../db/open';

/** Migration 0013's table (schema.ts is shared; typed here like data/demoSite.ts does). */
export type OidcTables = {
  oidc_models: {
    model: string;
    id: string;
    payload: string;
    uid: string | null;
    grant_id: string | null;
    user_code: string | null;
    consumed_at: number | null;
    expires_at: number | null;
  };
};

export type OidcPayload = Record<string, unknown>;

function tables(db: Db) {
  return db.withTables<OidcTables>();
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Stores a model's payload; `expiresAt` null: kept until destroyed. */
export async function saveOidcModel(
  db: Db,
  model: string,
  id: string,
  payload: OidcPayload,
  expiresAt: number | null,
  now: number,
): Promise<void> {
  await tables(db)
    .deleteFrom('oidc_models')
    .where('expires_at', 'is not', null)
    .where('expires_at', '<=', now)
    .execute();
  const values = {
    payload: JSON.stringify(payload),
    uid: text(payload.uid),
    grant_id: text(payload.grantId),
    user_code: text(payload.userCode),
    consumed_at: typeof payload.consumed === 'number' ? payload.consumed : null,
    expires_at: expiresAt,
  };
  await tables(db)
    .insertInto('oidc_models')
    .values({ model, id, ...values })
    .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(values))
    .execute();
}

/** A model's payload by id, by session uid or by user code; undefined when absent or expired. */
export async function findOidcModel(
  db: Db,
  model: string,
  by: { id: string } | { uid: string } | { userCode: string },
  now: number,
): Promise<OidcPayload | undefined> {
  let query = tables(db)
    .selectFrom('oidc_models')
    .select(['payload', 'consumed_at', 'expires_at'])
    .where('model', '=', model);
  if ('id' in by) query = query.where('id', '=', by.id);
  else if ('uid' in by) query = query.where('uid', '=', by.uid);
  else query = query.where('user_code', '=', by.userCode);
  const row = await query.executeTakeFirst();
  if (!row || (row.expires_at !== null && Number(row.expires_at) <= now)) return undefined;
  const payload = JSON.parse(row.payload) as OidcPayload;
  return row.consumed_at === null ? payload : { ...payload, consumed: Number(row.consumed_at) };
}

/** Marks a model (an authorization code) used; oidc-provider refuses a used one. */
export async function consumeOidcModel(
  db: Db,
  model: string,
  id: string,
  now: number,
): Promise<void> {
  await tables(db)
    .updateTable('oidc_models')
    .set({ consumed_at: now })
    .where('model', '=', model)
    .where('id', '=', id)
    .execute();
}

export async function destroyOidcModel(db: Db, model: string, id: string): Promise<void> {
  await tables(db)
    .deleteFrom('oidc_models')
    .where('model', '=', model)
    .where('id', '=', id)
    .execute();
}

/** Deletes every model issued under a grant (codes and tokens of a revoked grant). */
export async function revokeOidcGrant(db: Db, grantId: string): Promise<void> {
  await tables(db).deleteFrom('oidc_models').where('grant_id', '=', grantId).execute();
}

/**
 * A record made once for all processes: the stored one, or `make()`'s stored now. Two processes
 * making it at once both end with the one stored first (insert or nothing, then read).
 */
export async function sharedOidcRecord<T extends OidcPayload>(
  db: Db,
  model: string,
  id: string,
  make: () => Promise<T>,
): Promise<T> {
  const read = () =>
    tables(db)
      .selectFrom('oidc_models')
      .select('payload')
      .where('model', '=', model)
      .where('id', '=', id)
      .executeTakeFirst();
  const stored = await read();
  if (stored) return JSON.parse(stored.payload) as T;
  const made = await make();
  await tables(db)
    .insertInto('oidc_models')
    .values({
      model,
      id,
      payload: JSON.stringify(made),
      uid: null,
      grant_id: null,
      user_code: null,
      consumed_at: null,
      expires_at: null,
    })
    .onConflict((oc) => oc.columns(['model', 'id']).doNothing())
    .execute();
  return JSON.parse((await read())!.payload) as T;
}
