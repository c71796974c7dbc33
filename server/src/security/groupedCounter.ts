/**
 * Counters in the database, counted in groups: the additions to one limiter arriving in one turn
 * of the event loop become one upsert (data/rateLimitCounts.ts), each addition still told the
 * count its own amount brought the window to, in arrival order. The request limits
 * (security/rateLimitStore.ts) add 1 per request; the ingest budgets (security/ingestBudgets.ts)
 * add bytes or new sessions. A lone addition costs one statement; under load the ingest's checks
 * cost a statement per limiter per turn rather than per request, and the count stays exact
 * across processes: the database adds.
 *
 * Bounded table: each process sweeps a limiter's ended windows at most once per window length
 * (one indexed delete, not awaited), so a limiter's rows are the keys seen within about two
 * window lengths.
 */
import type { Db } from '../db/open';
import {
  countRateLimitHits,
  hashRateLimitKey,
  sweepRateLimitWindows,
  type WindowCount,
} from '../data/rateLimitCounts';

export interface GroupedCounter {
  /** Adds `amount` to `key`'s current window; resolves with the window after this addition. */
  add(key: string, amount: number): Promise<WindowCount>;
}

interface Pending {
  keyHash: string;
  amount: number;
  done: (count: WindowCount) => void;
  fail: (error: Error) => void;
}

/** `limiter` names the counters: the same in every process, unique per counter. */
export function createGroupedCounter(
  db: Db,
  limiter: string,
  windowMs: number,
  now: () => number = Date.now,
): GroupedCounter {
  let queue: Pending[] = [];
  let sweptAt = 0;

  const sweep = (nowMs: number) => {
    const previous = sweptAt;
    sweptAt = nowMs;
    // Not awaited: additions do not wait for it. A failed sweep is retried by the next group.
    sweepRateLimitWindows(db, limiter, nowMs, windowMs).catch(() => {
      sweptAt = previous;
    });
  };

  const flush = async () => {
    const group = queue;
    queue = [];
    const nowMs = now();
    if (nowMs - sweptAt >= windowMs) sweep(nowMs);
    const totals = new Map<string, number>();
    for (const { keyHash, amount } of group) {
      totals.set(keyHash, (totals.get(keyHash) ?? 0) + amount);
    }
    try {
      const counts = await countRateLimitHits(db, limiter, totals, nowMs, windowMs);
      // Each key's additions took its count up to the total, in arrival order.
      const before = new Map<string, number>();
      for (const { keyHash, amount, done } of group) {
        const { count, windowStart } = counts.get(keyHash)!;
        const earlier = before.get(keyHash) ?? 0;
        before.set(keyHash, earlier + amount);
        done({ count: count - totals.get(keyHash)! + earlier + amount, windowStart });
      }
    } catch (error) {
      for (const { fail } of group) fail(error as Error);
    }
  };

  return {
    add: (key, amount) =>
      new Promise<WindowCount>((done, fail) => {
        queue.push({ keyHash: hashRateLimitKey(key), amount, done, fail });
        if (queue.length === 1) setImmediate(() => void flush());
      }),
  };
}
