/**
 * Team invitations (product.md#roles-and-permissions "Organization access write and admin enable
 * invite"; migrations/0006_invitations.ts). The token of the email link is 32 random bytes; only
 * its SHA-256 is stored, so a leaked database (or backup) holds no usable link. An invitation
 * is pending while not accepted; an expired one stays listed (flagged) until the same email is
 * invited again, which replaces it. Revoking deletes it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { OrgAccess } from '../../../contracts/gates';
import { lockRow } from '../db/locks';
import type { Db } from '../db/open';
import type { Invitation, OrganizationMember } from '../../../generated/types';
import { nowSeconds } from './time';

/** An invitation link works for 7 days (the product rules name no duration). */
export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Pending invitations one organization may hold: the pending list stays one page. */
export const MAX_PENDING_PER_ORGANIZATION = 200;

/** Members the team list shows at most (bounded answers). */
export const MAX_MEMBERS_LISTED = 1000;

/** Access levels from lowest to highest: an inviter grants at most their own. */
const LEVELS: readonly OrgAccess[] = ['read', 'write', 'admin'];

export function accessAtMost(wanted: OrgAccess, own: OrgAccess): boolean {
  return LEVELS.indexOf(wanted) <= LEVELS.indexOf(own);
}

/** The lower of two access levels. */
export function lowerAccess(a: OrgAccess, b: OrgAccess): OrgAccess {
  return accessAtMost(a, b) ? a : b;
}

/** 32 random bytes, base64url (43 characters): what the email link carries. */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface InvitationRow {
  id: number;
  organization_id: number;
  email: string;
  access: OrgAccess;
  invited_by: number;
  created_at: number;
  expires_at: number;
  accepted_at: number | null;
  accepted_user_id: number | null;
}

const COLUMNS = [
  'invitations.id',
  'invitations.organization_id',
  'invitations.email',
  'invitations.access',
  'invitations.invited_by',
  'invitations.created_at',
  'invitations.expires_at',
  'invitations.accepted_at',
  'invitations.accepted_user_id',
] as const;

export function toInvitationEntity(
  row: InvitationRow & { inviter_name: string },
  now: number = nowSeconds(),
): Invitation {
  return {
    id: row.id,
    email: row.email,
    access: row.access,
    invitedBy: row.inviter_name,
    created: row.created_at,
    expires: row.expires_at,
    expired: row.expires_at <= now,
  };
}

/** The organization's invitations not accepted yet, newest first. */
export async function pendingInvitations(db: Db, organizationId: number): Promise<Invitation[]> {
  const rows = await db
    .selectFrom('invitations')
    .innerJoin('users', 'users.id', 'invitations.invited_by')
    .select(COLUMNS)
    .select('users.name as inviter_name')
    .where('invitations.organization_id', '=', organizationId)
    .where('invitations.accepted_at', 'is', null)
    .orderBy('invitations.created_at', 'desc')
    .orderBy('invitations.id', 'desc')
    .limit(MAX_PENDING_PER_ORGANIZATION)
    .execute();
  const now = nowSeconds();
  return rows.map((row) => toInvitationEntity(row, now));
}

/** Why a new invitation was not made, or the invitation and its (only) token. */
export type InvitationCreation =
  | { kind: 'already-member' }
  | { kind: 'already-invited' }
  | { kind: 'too-many' }
  | { kind: 'created'; invitation: Invitation; token: string };

export async function createInvitation(
  db: Db,
  input: { organizationId: number; email: string; access: OrgAccess; invitedBy: number },
): Promise<InvitationCreation> {
  const token = newInvitationToken();
  const now = nowSeconds();
  return db.transaction().execute(async (tx): Promise<InvitationCreation> => {
    // The pending count and the duplicate check hold until the insert.
    await lockRow(tx, 'organizations', input.organizationId);
    const member = await tx
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .select('users.id')
      .where('memberships.organization_id', '=', input.organizationId)
      .where('users.email', '=', input.email)
      .executeTakeFirst();
    if (member) return { kind: 'already-member' };
    const pending = await tx
      .selectFrom('invitations')
      .select(['id', 'expires_at'])
      .where('organization_id', '=', input.organizationId)
      .where('email', '=', input.email)
      .where('accepted_at', 'is', null)
      .executeTakeFirst();
    if (pending && pending.expires_at > now) return { kind: 'already-invited' };
    // An expired invitation to the same email gives way to the new one (the unique index).
    if (pending) await tx.deleteFrom('invitations').where('id', '=', pending.id).execute();
    const { count } = await tx
      .selectFrom('invitations')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('organization_id', '=', input.organizationId)
      .where('accepted_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_PENDING_PER_ORGANIZATION) return { kind: 'too-many' };
    const { id } = await tx
      .insertInto('invitations')
      .values({
        organization_id: input.organizationId,
        email: input.email,
        access: input.access,
        invited_by: input.invitedBy,
        token_hash: hashInvitationToken(token),
        created_at: now,
        expires_at: now + INVITATION_TTL_SECONDS,
        accepted_at: null,
        accepted_user_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inviter = await tx
      .selectFrom('users')
      .select('name')
      .where('id', '=', input.invitedBy)
      .executeTakeFirstOrThrow();
    const invitation = toInvitationEntity(
      {
        id,
        organization_id: input.organizationId,
        email: input.email,
        access: input.access,
        invited_by: input.invitedBy,
        created_at: now,
        expires_at: now + INVITATION_TTL_SECONDS,
        accepted_at: null,
        accepted_user_id: null,
        inviter_name: inviter.name,
      },
      now,
    );
    return { kind: 'created', invitation, token };
  });
}

/** The access a pending invitation of the organization grants; undefined when there is none. */
export async function pendingInvitationAccess(
  db: Db,
  organizationId: number,
  invitationId: number,
): Promise<OrgAccess | undefined> {
  const row = await db
    .selectFrom('invitations')
    .select('access')
    .where('id', '=', invitationId)
    .where('organization_id', '=', organizationId)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return row?.access;
}

/** Deletes a pending invitation of the organization; false when there is none with that id. */
export async function revokeInvitation(
  db: Db,
  organizationId: number,
  invitationId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('invitations')
    .where('id', '=', invitationId)
    .where('organization_id', '=', organizationId)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface InvitationByToken extends InvitationRow {
  organization_name: string;
  inviter_name: string;
}

export async function invitationByToken(
  db: Db,
  token: string,
): Promise<InvitationByToken | undefined> {
  return db
    .selectFrom('invitations')
    .innerJoin('organizations', 'organizations.id', 'invitations.organization_id')
    .innerJoin('users', 'users.id', 'invitations.invited_by')
    .select(COLUMNS)
    .select(['organizations.name as organization_name', 'users.name as inviter_name'])
    .where('invitations.token_hash', '=', hashInvitationToken(token))
    .executeTakeFirst();
}

/**
 * Marks the invitation accepted by the user and makes them a member with the invited access;
 * an existing membership is kept as it is (never lowered or raised by an invitation). Only a
 * still-pending invitation is accepted: false when another request accepted it first.
 */
export async function acceptInvitation(
  db: Db,
  invitation: InvitationRow,
  userId: number,
): Promise<{ accepted: boolean; access: OrgAccess }> {
  return db.transaction().execute(async (tx) => {
    const marked = await tx
      .updateTable('invitations')
      .set({ accepted_at: nowSeconds(), accepted_user_id: userId })
      .where('id', '=', invitation.id)
      .where('accepted_at', 'is', null)
      .executeTakeFirst();
    const existing = await tx
      .selectFrom('memberships')
      .select('access')
      .where('organization_id', '=', invitation.organization_id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) === 0) {
      return { accepted: false, access: existing?.access ?? invitation.access };
    }
    if (!existing) {
      await tx
        .insertInto('memberships')
        .values({
          organization_id: invitation.organization_id,
          user_id: userId,
          access: invitation.access,
        })
        .execute();
    }
    return { accepted: true, access: existing?.access ?? invitation.access };
  });
}

/** The organization's sites, oldest first (the first is where a new member goes). */
export async function siteIdsOfOrganization(db: Db, organizationId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sites')
    .select('id')
    .where('organization_id', '=', organizationId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The members of an organization by name, for the team list. */
export async function membersOfOrganization(
  db: Db,
  organizationId: number,
): Promise<OrganizationMember[]> {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['users.id as userId', 'users.name', 'users.email', 'memberships.access'])
    .where('memberships.organization_id', '=', organizationId)
    .orderBy('users.name')
    .orderBy('users.id')
    .limit(MAX_MEMBERS_LISTED)
    .execute();
}

/** The name of an organization. */
export async function organizationName(db: Db, organizationId: number): Promise<string> {
  const row = await db
    .selectFrom('organizations')
    .select('name')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return row.name;
}
