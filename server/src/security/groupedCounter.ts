/**
 * Counters in the database, counted in groups: the additions arriving in one turn of the event
 * loop, to every limiter of the database, become one upsert (data/rateLimitCounts.ts), each
 * addition still told the count its own amount brought the window to, in arrival order. The
 * request limits (security/rateLimitStore.ts) add 1 per request; the ingest budgets
 * (security/ingestBudgets.ts) add bytes or new sessions. A lone addition costs one statement;
 * under load the ingest's checks (a request limit and a byte budget, each per source and per
 * site) cost one statement per turn rather than one per limiter per request, and the count
 * stays exact across processes: the database adds.
 *
 * Bounded table: each process sweeps a limiter's ended windows at most once per window length
 * (one indexed delete, not awaited), so a limiter's rows are the keys seen within about two
 * window lengths.
 */
import type { Db } from '../db/open';
import {
  countLimitersHits,
  hashRateLimitKey,
  sweepRateLimitWindows,
  type LimiterHits,
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

/** One limiter's counter as the shared queue sees it. */
interface Limiter {
  name: string;
  windowMs: number;
  now: () => number;
  sweptAt: number;
}

/** The additions waiting for the next turn, every limiter of one database together. */
type Queue = Map<Limiter, Pending[]>;

const queues = new WeakMap<Db, { pending: Queue }>();

function sweep(db: Db, limiter: Limiter, nowMs: number) {
  const previous = limiter.sweptAt;
  limiter.sweptAt = nowMs;
  // Not awaited: additions do not wait for it. A failed sweep is retried by the next group.
  sweepRateLimitWindows(db, limiter.name, nowMs, limiter.windowMs).catch(() => {
    limiter.sweptAt = previous;
  });
}

/**
 * The limiters of one statement: distinct names (one statement may not change a row twice), so
 * a name counted under two window lengths at once waits for the next statement.
 */
function rounds(queue: Queue): [Limiter, Pending[]][][] {
  const out: [Limiter, Pending[]][][] = [];
  for (const entry of queue) {
    const round = out.find((r) => !r.some(([limiter]) => limiter.name === entry[0].name));
    if (round) round.push(entry);
    else out.push([entry]);
  }
  return out;
}

async function countRound(db: Db, round: readonly [Limiter, Pending[]][]): Promise<void> {
  const groups: LimiterHits[] = round.map(([limiter, pending]) => {
    const nowMs = limiter.now();
    if (nowMs - limiter.sweptAt >= limiter.windowMs) sweep(db, limiter, nowMs);
    const hits = new Map<string, number>();
    for (const { keyHash, amount } of pending) hits.set(keyHash, (hits.get(keyHash) ?? 0) + amount);
    return { limiter: limiter.name, windowMs: limiter.windowMs, nowMs, hits };
  });
  try {
    const counts = await countLimitersHits(db, groups);
    round.forEach(([, pending], i) => {
      const { hits } = groups[i]!;
      // Each key's additions took its count up to the total, in arrival order.
      const before = new Map<string, number>();
      for (const { keyHash, amount, done } of pending) {
        const { count, windowStart } = counts[i]!.get(keyHash)!;
        const earlier = before.get(keyHash) ?? 0;
        before.set(keyHash, earlier + amount);
        done({ count: count - hits.get(keyHash)! + earlier + amount, windowStart });
      }
    });
  } catch (error) {
    for (const [, pending] of round) for (const { fail } of pending) fail(error as Error);
  }
}

async function flush(db: Db, queue: Queue): Promise<void> {
  for (const round of rounds(queue)) await countRound(db, round);
}

/** `limiter` names the counters: the same in every process, unique per counter. */
export function createGroupedCounter(
  db: Db,
  name: string,
  windowMs: number,
  now: () => number = Date.now,
): GroupedCounter {
  const limiter: Limiter = { name, windowMs, now, sweptAt: 0 };
  let shared = queues.get(db);
  if (!shared) {
    shared = { pending: new Map() };
    queues.set(db, shared);
  }
  const state = shared;
  return {
    add: (key, amount) =>
      new Promise<WindowCount>((done, fail) => {
        const first = state.pending.size === 0;
        const own = state.pending.get(limiter) ?? [];
        own.push({ keyHash: hashRateLimitKey(key), amount, done, fail });
        state.pending.set(limiter, own);
        if (first) {
          setImmediate(() => {
            const queue = state.pending;
            state.pending = new Map();
            void flush(db, queue);
          });
        }
      }),
  };
}
