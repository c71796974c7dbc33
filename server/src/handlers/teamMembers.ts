/**
 * Changing a member's access and removing a member ("Team: change access (admin),
 * remove"; manifests/api/team.yaml). Organization admins only (product.md#roles-and-permissions: access is granted by admins;
 * 403 for write and read); an organization the user is not in answers 404, like a missing one,
 * and so does a user who is not a member of it. Nobody removes themselves here (403: leaving is
 * not this call), and the organization always keeps an admin (409 last_admin).
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import { organizationAccess } from '../data/siteCreation';
import {
  memberOf,
  removeMembership,
  setMemberAccess,
  type MemberChange,
} from '../data/teamMembers';
import { signedInUser, type RequestContext } from '../http/context';
import { forbidden, HttpError, notFound } from '../http/httpError';

async function adminOf(context: RequestContext, organizationId: number, what: string) {
  const access = await organizationAccess(context.db, signedInUser(context), organizationId);
  if (!access) throw notFound('organization');
  if (access !== 'admin') throw forbidden(`${what} needs admin access in the organization.`);
}

function check(change: MemberChange): void {
  if (change === 'no-member') throw notFound('member');
  if (change === 'last-admin') {
    throw new HttpError(409, 'last_admin', 'The organization needs at least one admin.');
  }
}

export const updateMemberAccess: ApiHandler<'updateMemberAccess', RequestContext> = async (
  { params, body },
  context,
) => {
  const { organizationId, userId } = params;
  await adminOf(context, organizationId, "Changing a member's access");
  check(await setMemberAccess(context.db, organizationId, userId, body.access));
  const member = await memberOf(context.db, organizationId, userId);
  if (!member) throw notFound('member');
  return { status: 200, body: member };
};

export const removeMember: ApiHandler<'removeMember', RequestContext> = async (
  { params },
  context,
) => {
  const { organizationId, userId } = params;
  await adminOf(context, organizationId, 'Removing a member');
  if (userId === signedInUser(context)) throw forbidden('You cannot remove yourself.');
  check(await removeMembership(context.db, organizationId, userId));
  return { status: 204, body: undefined };
};
