/**
 * Team members and invitations (product.md#roles-and-permissions "Organization access write and
 * admin enable invite"; manifests/api/team.yaml). Authorization: an organization the user is not
 * in answers 404 (the same as a missing one); inviting and revoking need write or admin access
 * (403 for read), and nobody grants or revokes an access above their own (403). The invitation's
 * token goes only into the email (through the mail outbox), never into an answer.
 *
 * Accepting (product.md#states-and-transitions getting started, flag invite_completed): the signed-in user whose email is the
 * invited one joins with the invited access; the inviter's getting-started flag invite_completed
 * is then stored as "true" for every site of the organization (atv_getting_started_guide, site
 * scope), and the inviter gets an invitation-accepted notification.
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import type { OrgAccess } from '../../../contracts/gates';
import { saveAppStateValue } from '../data/appState';
import {
  accessAtMost,
  acceptInvitation as markAccepted,
  createInvitation as insertInvitation,
  INVITATION_TTL_SECONDS,
  invitationByToken,
  lowerAccess,
  membersOfOrganization,
  organizationName,
  pendingInvitationAccess,
  pendingInvitations,
  revokeInvitation as deleteInvitation,
  siteIdsOfOrganization,
  type InvitationByToken,
} from '../data/invitations';
import { notify } from '../data/notifications';
import { organizationAccess } from '../data/siteCreation';
import { nowSeconds } from '../data/time';
import { findUser, findUserByEmail, normalizeEmail } from '../data/users';
import { signedInUser, type RequestContext } from '../http/context';
import { forbidden, HttpError, notFound } from '../http/httpError';
import { invitationEmail } from '../mail/messages';

/** product.md#calls namespace of the getting-started flags (manifests/guides/getting-started.yaml `state`). */
const GETTING_STARTED_NAMESPACE = 'atv_getting_started_guide';
const INVITE_COMPLETED = 'invite_completed';

/** The user's access in the organization; 404 when they are not a member. */
async function accessIn(context: RequestContext, organizationId: number): Promise<OrgAccess> {
  const access = await organizationAccess(context.db, signedInUser(context), organizationId);
  if (!access) throw notFound('organization');
  return access;
}

async function writerIn(context: RequestContext, organizationId: number, what: string) {
  const access = await accessIn(context, organizationId);
  if (access === 'read') {
    throw forbidden(`${what} needs write or admin access in the organization (read access).`);
  }
  return access;
}

export const listOrganizationMembers: ApiHandler<
  'listOrganizationMembers',
  RequestContext
> = async ({ params }, context) => {
  await accessIn(context, params.organizationId);
  return { status: 200, body: await membersOfOrganization(context.db, params.organizationId) };
};

export const listInvitations: ApiHandler<'listInvitations', RequestContext> = async (
  { params },
  context,
) => {
  await accessIn(context, params.organizationId);
  return { status: 200, body: await pendingInvitations(context.db, params.organizationId) };
};

export const createInvitation: ApiHandler<'createInvitation', RequestContext> = async (
  { params, body },
  context,
) => {
  const userId = signedInUser(context);
  const { organizationId } = params;
  const own = await writerIn(context, organizationId, 'Inviting team members');
  if (!accessAtMost(body.access, own)) {
    throw new HttpError(
      403,
      'forbidden',
      `You can invite with at most your own access (${own}); ${body.access} is above it.`,
      'access',
    );
  }
  // The schema checked the address (format email, at most 254 characters).
  const email = normalizeEmail(body.email);
  const created = await insertInvitation(context.db, {
    organizationId,
    email,
    access: body.access,
    invitedBy: userId,
  });
  switch (created.kind) {
    case 'already-member':
      throw new HttpError(409, 'already_member', `${email} is already a member.`, 'email');
    case 'already-invited':
      throw new HttpError(
        409,
        'already_invited',
        `${email} already has a pending invitation; revoke it to send a new one.`,
        'email',
      );
    case 'too-many':
      throw new HttpError(
        409,
        'limit_reached',
        'This organization has too many pending invitations; revoke some first.',
      );
  }
  const inviter = await findUser(context.db, userId);
  // In the invitee's language when they already have an account, else in the inviter's.
  const invitee = await findUserByEmail(context.db, email);
  await context.mailer.enqueue(
    invitationEmail({
      root: context.config.root,
      language: invitee?.locale ?? inviter?.locale ?? 'en',
      to: email,
      invitationId: created.invitation.id,
      organization: await organizationName(context.db, organizationId),
      inviter: inviter?.name ?? '',
      link: `${context.appOrigin}/invite/${created.token}`,
      days: INVITATION_TTL_SECONDS / 86_400,
    }),
  );
  return { status: 201, body: created.invitation };
};

export const revokeInvitation: ApiHandler<'revokeInvitation', RequestContext> = async (
  { params },
  context,
) => {
  const { organizationId, invitationId } = params;
  const own = await writerIn(context, organizationId, 'Revoking an invitation');
  const grants = await pendingInvitationAccess(context.db, organizationId, invitationId);
  if (!grants) throw notFound('invitation');
  // Undoing a grant above one's own would overrule whoever could make it.
  if (!accessAtMost(grants, own)) {
    throw forbidden(`Revoking an invitation with ${grants} access needs ${grants} access.`);
  }
  if (!(await deleteInvitation(context.db, organizationId, invitationId))) {
    throw notFound('invitation');
  }
  return { status: 204, body: undefined };
};

/**
 * 404 for an unknown or revoked token. A pending invitation grants what its inviter could grant
 * now, not when they sent it: nothing once they left the organization or can no longer invite
 * (as if revoked), and at most their present access after it was lowered.
 */
async function invitationOf(context: RequestContext, token: string): Promise<InvitationByToken> {
  const invitation = await invitationByToken(context.db, token);
  if (!invitation) throw notFound('invitation');
  if (invitation.accepted_at !== null) return invitation;
  const inviter = await organizationAccess(
    context.db,
    invitation.invited_by,
    invitation.organization_id,
  );
  if (!inviter || inviter === 'read') throw notFound('invitation');
  return { ...invitation, access: lowerAccess(invitation.access, inviter) };
}

const used = () => new HttpError(410, 'invitation_used', 'This invitation was already accepted.');

export const getInvitation: ApiHandler<'getInvitation', RequestContext> = async (
  { params },
  context,
) => {
  const invitation = await invitationOf(context, params.token);
  if (invitation.accepted_at !== null) throw used();
  return {
    status: 200,
    body: {
      organization: invitation.organization_name,
      inviter: invitation.inviter_name,
      email: invitation.email,
      expired: invitation.expires_at <= nowSeconds(),
    },
  };
};

export const acceptInvitation: ApiHandler<'acceptInvitation', RequestContext> = async (
  { params },
  context,
) => {
  const userId = signedInUser(context);
  const { db } = context;
  const invitation = await invitationOf(context, params.token);
  const siteIds = await siteIdsOfOrganization(db, invitation.organization_id);
  const answer = (access: OrgAccess) => ({
    status: 200 as const,
    body: { organizationId: invitation.organization_id, access, siteId: siteIds[0] ?? null },
  });
  if (invitation.accepted_at !== null) {
    // A second click of the user who joined answers like the first; anyone else: used.
    if (invitation.accepted_user_id !== userId) throw used();
    return answer(
      (await organizationAccess(db, userId, invitation.organization_id)) ?? invitation.access,
    );
  }
  const user = await findUser(db, userId);
  if (!user || normalizeEmail(user.email) !== invitation.email) {
    throw new HttpError(
      403,
      'wrong_email',
      `This invitation is for ${invitation.email}; you are signed in as ${user?.email ?? 'someone else'}. ` +
        'Sign in with the invited email address to accept it.',
    );
  }
  if (invitation.expires_at <= nowSeconds()) {
    throw new HttpError(410, 'invitation_expired', 'This invitation expired; ask for a new one.');
  }
  const accepted = await markAccepted(db, invitation, userId);
  if (!accepted.accepted) {
    // Another request accepted it first: the same user's double click, or a race.
    const again = await invitationByToken(db, params.token);
    if (again?.accepted_user_id !== userId) throw used();
    return answer(accepted.access);
  }
  await completeInviteStep(context, invitation, siteIds, user.name, user.email);
  return answer(accepted.access);
};

/**
 * product.md#states-and-transitions: the inviter's Invite step is done on every site of the organization, and product.md#screens-and-routes's
 * notification center tells them who joined. Neither undoes the membership when it fails.
 */
async function completeInviteStep(
  context: RequestContext,
  invitation: InvitationByToken,
  siteIds: readonly number[],
  name: string,
  email: string,
): Promise<void> {
  const { db } = context;
  const inviter = invitation.invited_by;
  try {
    // An inviter who left the organization has no guide on its sites any more.
    if (await organizationAccess(db, inviter, invitation.organization_id)) {
      for (const siteId of siteIds) {
        const saved = await saveAppStateValue(db, inviter, {
          namespace: GETTING_STARTED_NAMESPACE,
          key: INVITE_COMPLETED,
          value: 'true',
          site_id: siteId,
        });
        if (saved !== 'saved') {
          context.log.warn({ siteId, saved }, 'invite_completed not stored for the inviter');
        }
      }
    }
    await notify(db, [inviter], 'invitation-accepted', { name, email });
  } catch (error) {
    context.log.error({ err: error }, 'accepted invitation: inviter flag or notification failed');
  }
}
