/**
 * Makes a user a member of another account's organization the way the product does: an
 * invitation from a member of it (stored through the data layer, which hands back the token the
 * email would carry), accepted over the API by the invitee.
 */
import { expect } from 'vitest';
import type { OrgAccess } from '../../contracts/gates';
import { createInvitation } from '../../server/src/data/invitations';
import type { TestServer } from './harness';

export async function joinByInvitation(
  server: TestServer,
  invitation: { organizationId: number; invitedBy: number; access: OrgAccess },
  invitee: { email: string; session: string },
): Promise<void> {
  const created = await createInvitation(server.db, { ...invitation, email: invitee.email });
  if (created.kind !== 'created') throw new Error(`no invitation: ${created.kind}`);
  const accepted = await server.request('POST', `/api/v1/invitations/${created.token}/accept`, {
    session: invitee.session,
  });
  expect(accepted.status).toBe(200);
}
