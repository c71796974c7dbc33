/**
 * The rate limits' counters in the database ("Stateless instances": rate-limit
 * counters are shared by every server process), table `rate_limit_counts` of migration 0013.
 * Fixed windows that start at a key's first hit (as @fastify/rate-limit's own store does), one
 * row per (limiter, key). One statement counts a group of hits: an upsert that starts a new
 * window when the stored one has ended, else adds the hits, and returns the count and the
 * window's start — atomic on SQLite (one writer) and PostgreSQL (the conflicting row is
 * locked), so two processes counting the same key at once both see their own hits. Keys are
 * stored as their SHA-256: a per-email limit keeps no email address here.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/open';
import { compareKeys } from './lockOrder';

/** Migration 0013's table (schema.ts is shared; typed here like data/demoSite.ts does). */
export type RateLimitTables = {
  rate_limit_counts: { limiter: string; key_hash: string; window_start: number; count: number };
};

function tables(db: Db) {
  return db.withTables<RateLimitTables>();
}

/** Keys hashed lately: the same few addresses and sites are counted on every request. */
const hashed = new Map<string, string>();
const HASHES_KEPT = 10_000;

export function hashRateLimitKey(key: string): string {
  let hash = hashed.get(key);
  if (hash === undefined) {
    hash = createHash('sha256').update(key).digest('base64url');
    if (hashed.size >= HASHES_KEPT) hashed.clear();
    hashed.set(key, hash);
  }
  return hash;
}

export interface WindowCount {
  count: number;
  /** Epoch ms the window started. */
  windowStart: number;
}

/** Hits per key to count: each key is counted `hits` times at once. */
export type RateLimitHits = ReadonlyMap<string, number>;

/** SQLite allows 32,766 bound values and PostgreSQL 65,535: 4 per row, with room to spare. */
const ROWS_PER_STATEMENT = 1000;

/** The hits of one limiter to count at once, at its `nowMs`, in windows of `windowMs`. */
export interface LimiterHits {
  limiter: string;
  windowMs: number;
  nowMs: number;
  hits: RateLimitHits;
}

/**
 * Counts the hits of each key at `nowMs` in windows of `windowMs`; returns each key's window
 * count after its hits. One upsert statement per 1,000 keys; keys in the map are distinct,
 * which PostgreSQL requires of one upsert.
 */
export async function countRateLimitHits(
  db: Db,
  limiter: string,
  hits: RateLimitHits,
  nowMs: number,
  windowMs: number,
): Promise<Map<string, WindowCount>> {
  const [counts] = await countLimitersHits(db, [{ limiter, windowMs, nowMs, hits }]);
  return counts!;
}

/**
 * Counts several limiters' hits in one upsert per 1,000 rows (the groups arriving in one turn
 * of the event loop, security/groupedCounter.ts); returns each group's counts, in order. The
 * limiters must be distinct: one statement may not change a row twice.
 */
export async function countLimitersHits(
  db: Db,
  groups: readonly LimiterHits[],
): Promise<Map<string, WindowCount>[]> {
  // A row's window has ended when it started at or before (its hit's time − its limiter's
  // window length); the window length is picked by limiter name, bound like every value.
  const windowOf = sql.join(
    groups.map(({ limiter, windowMs }) => sql`when ${limiter} then cast(${windowMs} as bigint)`),
    sql` `,
  );
  const ended = sql<boolean>`rate_limit_counts.window_start <= excluded.window_start -
    (case excluded.limiter ${windowOf} end)`;
  const byLimiter = new Map(groups.map((group) => [group.limiter, new Map<string, WindowCount>()]));
  // By limiter, then key (data/lockOrder.ts): two instances' upserts of the same rows wait for
  // each other instead of deadlocking.
  const rows = groups
    .flatMap(({ limiter, nowMs, hits }) =>
      [...hits].map(([keyHash, count]) => ({
        limiter,
        key_hash: keyHash,
        window_start: nowMs,
        count,
      })),
    )
    .sort((a, b) => compareKeys(a.limiter, b.limiter) || compareKeys(a.key_hash, b.key_hash));
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const counted = await tables(db)
      .insertInto('rate_limit_counts')
      .values(rows.slice(i, i + ROWS_PER_STATEMENT))
      .onConflict((oc) =>
        oc.columns(['limiter', 'key_hash']).doUpdateSet({
          // Both right-hand sides read the row as it was (SET is evaluated against the old row).
          count: sql<number>`case when ${ended} then excluded.count else rate_limit_counts.count + excluded.count end`,
          window_start: sql<number>`case when ${ended} then excluded.window_start else rate_limit_counts.window_start end`,
        }),
      )
      .returning(['limiter', 'key_hash', 'count', 'window_start'])
      .execute();
    // PostgreSQL returns bigint as a string unless its pool parses it: Number() either way.
    for (const row of counted) {
      byLimiter.get(row.limiter)!.set(row.key_hash, {
        count: Number(row.count),
        windowStart: Number(row.window_start),
      });
    }
  }
  return groups.map(({ limiter }) => byLimiter.get(limiter)!);
}

/** The key's current window without counting; null when it has none running at `nowMs`. */
export async function readRateLimitCount(
  db: Db,
  limiter: string,
  keyHash: string,
  nowMs: number,
  windowMs: number,
): Promise<WindowCount | null> {
  const row = await tables(db)
    .selectFrom('rate_limit_counts')
    .select(['count', 'window_start'])
    .where('limiter', '=', limiter)
    .where('key_hash', '=', keyHash)
    .where('window_start', '>', nowMs - windowMs)
    .executeTakeFirst();
  return row ? { count: Number(row.count), windowStart: Number(row.window_start) } : null;
}

/** Deletes the limiter's ended windows (they count for nothing: the next hit starts anew). */
export async function sweepRateLimitWindows(
  db: Db,
  limiter: string,
  nowMs: number,
  windowMs: number,
): Promise<void> {
  await tables(db)
    .deleteFrom('rate_limit_counts')
    .where('limiter', '=', limiter)
    .where('window_start', '<=', nowMs - windowMs)
    .execute();
}
