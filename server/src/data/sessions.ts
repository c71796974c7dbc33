/**
 * Server-side sessions. Expiry is fixed at creation (30 days, no sliding), and `last_seen_at`
 * is refreshed at most every few minutes so reads do not turn into a write per request.
 */
import type { Db } from '../db/open';
import { hashSessionId, newSessionId, SESSION_TTL_SECONDS } from '../auth/sessionToken';
import { nowSeconds } from './time';

const LAST_SEEN_RESOLUTION_SECONDS = 300;

/** Longest User-Agent kept (the parser reads 500 characters: tracking/userAgent.ts). */
const MAX_USER_AGENT = 500;

/** Where a session starts from, for the sign-in activity page. */
export interface SessionClient {
  userAgent: string | undefined;
  address: string;
}

export interface SessionRecord {
  idHash: string;
  userId: number;
  expiresAt: number;
}

/** Creates a session for the user and returns the cookie value (the only copy of the id). */
export async function createSession(
  db: Db,
  userId: number,
  client?: SessionClient,
): Promise<string> {
  const id = newSessionId();
  const now = nowSeconds();
  await db
    .insertInto('sessions')
    .values({
      id_hash: hashSessionId(id),
      user_id: userId,
      created_at: now,
      expires_at: now + SESSION_TTL_SECONDS,
      last_seen_at: now,
      user_agent: client?.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
      client_address: client?.address ?? null,
    })
    .execute();
  return id;
}

/**
 * Sign-in, registration and Google sign-in all start a session the same way: a new id, and the
 * session the browser held (if any) ends — id rotation against session fixation. Call it inside
 * the caller's transaction when the sign-in writes other rows too. The answer that then sets the
 * new session cookie also clears the browser's cookies bound to another user (the remembered
 * site of whoever used it before: auth/userBoundCookies.ts), whichever handler it comes from.
 */
export async function rotateSession(
  db: Db,
  userId: number,
  previousId: string | null | undefined,
  client?: SessionClient,
): Promise<string> {
  if (previousId) await deleteSession(db, previousId);
  return createSession(db, userId, client);
}

/** The live session of a cookie value, or null (unknown or expired; expired rows are removed). */
export async function findSession(db: Db, id: string): Promise<SessionRecord | null> {
  const idHash = hashSessionId(id);
  const row = await db
    .selectFrom('sessions')
    .select(['user_id', 'expires_at', 'last_seen_at'])
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return null;
  const now = nowSeconds();
  if (row.expires_at <= now) {
    await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    return null;
  }
  if (now - row.last_seen_at >= LAST_SEEN_RESOLUTION_SECONDS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now })
      .where('id_hash', '=', idHash)
      .execute();
  }
  return { idHash, userId: row.user_id, expiresAt: row.expires_at };
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', hashSessionId(id)).execute();
}

/** Removes every expired session (run at start). */
export async function purgeExpiredSessions(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('expires_at', '<=', nowSeconds())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
