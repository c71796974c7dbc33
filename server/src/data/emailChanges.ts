/**
 * Sign-in address changes waiting for their link (migrations/0016_email_changes.ts). The link's
 * token is made and hashed like an invitation's, so a leaked database holds no usable link. The
 * address changes only in `confirmEmailChange`, which is why an invitation to an address can be
 * accepted only by someone who proved they read it.
 */
import { hashSessionId } from '../auth/sessionToken';
import { isUniqueViolation } from '../db/dialect';
import { lockRow } from '../db/locks';
import type { Db } from '../db/open';
import { hashInvitationToken, newInvitationToken } from './invitations';
import { nowSeconds } from './time';
import { normalizeEmail } from './users';

/** A confirmation link works for 24 hours. */
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 60 * 60;

export interface PendingEmailChange {
  id: number;
  newEmail: string;
  token: string;
  expiresAt: number;
}

async function addressTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces the user's pending change; null when another account has the address. */
export async function requestEmailChange(
  db: Db,
  userId: number,
  newEmail: string,
): Promise<PendingEmailChange | null> {
  const email = normalizeEmail(newEmail);
  const token = newInvitationToken();
  const now = nowSeconds();
  return db.transaction().execute(async (tx) => {
    await lockRow(tx, 'users', userId);
    if (await addressTaken(tx, email)) return null;
    await tx.deleteFrom('email_changes').where('user_id', '=', userId).execute();
    const row = await tx
      .insertInto('email_changes')
      .values({
        user_id: userId,
        new_email: email,
        token_hash: hashInvitationToken(token),
        created_at: now,
        expires_at: now + EMAIL_CHANGE_TTL_SECONDS,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, newEmail: email, token, expiresAt: now + EMAIL_CHANGE_TTL_SECONDS };
  });
}

/** The address the user asked for and has not confirmed yet, while its link works. */
export async function pendingEmailOf(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('email_changes')
    .select('new_email')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowSeconds())
    .executeTakeFirst();
  return row?.new_email ?? null;
}

export type EmailChangeConfirmation =
  | { kind: 'unknown' }
  | { kind: 'expired' }
  | { kind: 'used' }
  | { kind: 'taken' }
  | {
      kind: 'confirmed';
      changeId: number;
      userId: number;
      name: string;
      locale: string;
      oldEmail: string;
      newEmail: string;
    };

/**
 * In one transaction: the link still works, the address is still free, the address is replaced,
 * the user's other sessions end (whoever knew the old address and password is signed out) and
 * the link is spent. `keepSessionId` is the confirming request's own session, if any.
 */
export async function confirmEmailChange(
  db: Db,
  token: string,
  keepSessionId: string | null,
): Promise<EmailChangeConfirmation> {
  const now = nowSeconds();
  try {
    return await db.transaction().execute(async (tx): Promise<EmailChangeConfirmation> => {
      const found = await tx
        .selectFrom('email_changes')
        .select(['id', 'user_id'])
        .where('token_hash', '=', hashInvitationToken(token))
        .executeTakeFirst();
      if (!found) return { kind: 'unknown' };
      await lockRow(tx, 'users', found.user_id);
      // Read again under the lock: a second click waiting on the first sees it used.
      const change = await tx
        .selectFrom('email_changes')
        .innerJoin('users', 'users.id', 'email_changes.user_id')
        .select([
          'email_changes.new_email',
          'email_changes.expires_at',
          'email_changes.used_at',
          'users.email',
          'users.name',
          'users.locale',
        ])
        .where('email_changes.id', '=', found.id)
        .executeTakeFirst();
      if (!change) return { kind: 'unknown' };
      if (change.used_at !== null) return { kind: 'used' };
      if (change.expires_at <= now) return { kind: 'expired' };
      if (await addressTaken(tx, change.new_email)) return { kind: 'taken' };
      await tx
        .updateTable('users')
        .set({ email: change.new_email })
        .where('id', '=', found.user_id)
        .execute();
      let sessions = tx.deleteFrom('sessions').where('user_id', '=', found.user_id);
      if (keepSessionId) sessions = sessions.where('id_hash', '!=', hashSessionId(keepSessionId));
      await sessions.execute();
      await tx
        .updateTable('email_changes')
        .set({ used_at: now })
        .where('id', '=', found.id)
        .execute();
      return {
        kind: 'confirmed',
        changeId: found.id,
        userId: found.user_id,
        name: change.name,
        locale: change.locale,
        oldEmail: change.email,
        newEmail: change.new_email,
      };
    });
  } catch (error) {
    // users.email is unique: a sign-up racing this confirmation for the same address wins.
    if (isUniqueViolation(error, 'users', 'email')) return { kind: 'taken' };
    throw error;
  }
}
