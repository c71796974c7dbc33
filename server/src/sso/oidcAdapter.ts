/**
 * oidc-provider's storage adapter over the database (data/oidcModels.ts) for the local
 * development provider (sso/localProvider.ts): "Stateless instances" — a sign-in's
 * interaction, session, authorization code and grant are found by whichever server process the
 * next request of the flow reaches. The interface is oidc-provider's (its docs, "adapter";
 * lib/adapters/memory_adapter.js is the reference): one adapter per model name, `expiresIn` in
 * seconds, `consume` marks a code used (a second exchange of it is refused).
 */
import type { Db } from '../db/open';
import {
  consumeOidcModel,
  destroyOidcModel,
  findOidcModel,
  revokeOidcGrant,
  saveOidcModel,
  type OidcPayload,
} from '../data/oidcModels';

const epochSeconds = () => Math.floor(Date.now() / 1000);

export function databaseOidcAdapter(db: Db) {
  return (model: string) => ({
    upsert(id: string, payload: OidcPayload, expiresIn?: number) {
      const now = epochSeconds();
      const expiresAt = typeof expiresIn === 'number' ? now + expiresIn : null;
      return saveOidcModel(db, model, id, payload, expiresAt, now);
    },
    find: (id: string) => findOidcModel(db, model, { id }, epochSeconds()),
    findByUid: (uid: string) => findOidcModel(db, model, { uid }, epochSeconds()),
    findByUserCode: (userCode: string) => findOidcModel(db, model, { userCode }, epochSeconds()),
    consume: (id: string) => consumeOidcModel(db, model, id, epochSeconds()),
    destroy: (id: string) => destroyOidcModel(db, model, id),
    revokeByGrantId: (grantId: string) => revokeOidcGrant(db, grantId),
  });
}
