/**
 * Changing and removing organization members . The
 * last-admin rule is checked and applied in one transaction that locks the organization, so two
 * admins demoting each other at once cannot leave it without one, on any number of instances.
 */
import type { OrgAccess } from '../../../contracts/gates';
import { lockRow } from '../db/locks';
import type { Db } from '../db/open';

export type MemberChange = 'done' | 'no-member' | 'last-admin';

async function otherAdmins(db: Db, organizationId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('organization_id', '=', organizationId)
    .where('access', '=', 'admin')
    .where('user_id', '!=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One membership change under the last-admin rule: `apply` runs in the transaction unless the
 * member is missing, or is an admin whose change `removesAdmin` and no other admin is left.
 */
function changeMember(
  db: Db,
  organizationId: number,
  userId: number,
  removesAdmin: boolean,
  apply: (trx: Db) => Promise<unknown>,
): Promise<MemberChange> {
  return db.transaction().execute(async (trx) => {
    // Two admins demoting each other: the second waits here and then sees one admin left.
    await lockRow(trx, 'organizations', organizationId);
    const member = await trx
      .selectFrom('memberships')
      .select('access')
      .where('organization_id', '=', organizationId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!member) return 'no-member';
    if (
      member.access === 'admin' &&
      removesAdmin &&
      (await otherAdmins(trx, organizationId, userId)) === 0
    ) {
      return 'last-admin';
    }
    await apply(trx);
    return 'done';
  });
}

/** Sets the member's access; a demoted last admin is refused. */
export function setMemberAccess(
  db: Db,
  organizationId: number,
  userId: number,
  access: OrgAccess,
): Promise<MemberChange> {
  return changeMember(db, organizationId, userId, access !== 'admin', (trx) =>
    trx
      .updateTable('memberships')
      .set({ access })
      .where('organization_id', '=', organizationId)
      .where('user_id', '=', userId)
      .execute(),
  );
}

/** Removes the member; the last admin is refused. */
export function removeMembership(
  db: Db,
  organizationId: number,
  userId: number,
): Promise<MemberChange> {
  return changeMember(db, organizationId, userId, true, (trx) =>
    trx
      .deleteFrom('memberships')
      .where('organization_id', '=', organizationId)
      .where('user_id', '=', userId)
      .execute(),
  );
}

/** A member's name and email, for the answer of an access change. */
export async function memberOf(db: Db, organizationId: number, userId: number) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['users.id as userId', 'users.name', 'users.email', 'memberships.access'])
    .where('memberships.organization_id', '=', organizationId)
    .where('memberships.user_id', '=', userId)
    .executeTakeFirst();
}
