/**
 * What the profile pages change (product.md#screens-and-routes "Profile items"): the user's
 * details, email and password, their sessions (sign-in activity), their email notification
 * choices and their refer-and-earn code. Every function acts on one user id the handler has
 * already checked is the signed-in user's own.
 */
import { randomInt } from 'node:crypto';
import { isUniqueViolation } from '../db/dialect';
import type { Db } from '../db/open';
import type { NotificationPreferences } from '../../../generated/types';
import { hashSessionId } from '../auth/sessionToken';
import { normalizeEmail } from './users';
import { nowSeconds } from './time';

export async function setUserDetails(
  db: Db,
  userId: number,
  details: { name: string; countryCode: string | null },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ name: details.name, country_code: details.countryCode })
    .where('id', '=', userId)
    .execute();
}

export class EmailInUseError extends Error {
  override readonly name = 'EmailInUseError';
}

/** Stores the new address (normalized); another user's address throws EmailInUseError. */
export async function setUserEmail(db: Db, userId: number, email: string): Promise<void> {
  try {
    await db
      .updateTable('users')
      .set({ email: normalizeEmail(email) })
      .where('id', '=', userId)
      .execute();
  } catch (error) {
    // users.email is unique (migration 0001): the database settles a race between two users.
    if (isUniqueViolation(error, 'users', 'email')) {
      throw new EmailInUseError();
    }
    throw error;
  }
}

export async function setPasswordHash(db: Db, userId: number, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
}

/** Sessions the sign-in activity page lists at most (bounded answers). */
export const MAX_SESSIONS_LISTED = 50;

export interface SessionActivityRow {
  idHash: string;
  userAgent: string | null;
  address: string | null;
  createdAt: number;
  lastSeenAt: number;
}

/** The user's live sessions, most recently used first. */
export async function liveSessionsOfUser(db: Db, userId: number): Promise<SessionActivityRow[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id_hash', 'user_agent', 'client_address', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowSeconds())
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(MAX_SESSIONS_LISTED)
    .execute();
  return rows.map((row) => ({
    idHash: row.id_hash,
    userAgent: row.user_agent,
    address: row.client_address,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
  }));
}

/** Ends every session of the user but the one of `keepSessionId`; returns how many ended. */
export async function deleteOtherSessions(
  db: Db,
  userId: number,
  keepSessionId: string,
): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id_hash', '!=', hashSessionId(keepSessionId))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Until the user saves the page: the email about a site's first recording is on (it answers
 * "is my tracking working?"), product updates and the weekly report are off (opt-in).
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  firstRecordingReady: true,
  productUpdates: false,
  weeklyReport: false,
};

export async function notificationPreferencesOf(
  db: Db,
  userId: number,
): Promise<NotificationPreferences> {
  const row = await db
    .selectFrom('notification_preferences')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return DEFAULT_NOTIFICATION_PREFERENCES;
  return {
    firstRecordingReady: row.first_recording_ready === 1,
    productUpdates: row.product_updates === 1,
    weeklyReport: row.weekly_report === 1,
  };
}

export async function saveNotificationPreferences(
  db: Db,
  userId: number,
  preferences: NotificationPreferences,
): Promise<void> {
  const values = {
    first_recording_ready: flag(preferences.firstRecordingReady),
    product_updates: flag(preferences.productUpdates),
    weekly_report: flag(preferences.weeklyReport),
    updated_at: nowSeconds(),
  };
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

const CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const CODE_LENGTH = 10;

function newReferralCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(36)]).join('');
}

/** The user's referral code, made (once) on first request. */
export async function referralCodeOf(db: Db, userId: number): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const row = await db
      .selectFrom('users')
      .select('referral_code')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (row.referral_code) return row.referral_code;
    try {
      // Only while still empty: two first visits at once keep the first code.
      await db
        .updateTable('users')
        .set({ referral_code: newReferralCode() })
        .where('id', '=', userId)
        .where('referral_code', 'is', null)
        .execute();
    } catch (error) {
      // 36^10 codes: a collision (unique index) is next to impossible; try another, not forever.
      if (attempt >= 3) throw error;
    }
  }
}
