/**
 * The store behind @fastify/rate-limit's limiters (security/rateLimits.ts): counters in the
 * database (data/rateLimitCounts.ts), so every server process on one database counts against
 * the same limits (issue 18 "Stateless instances": "rate-limit counters" are shared) and a
 * restart forgets nothing. Windows behave as the plugin's in-memory store's: a key's window
 * starts at its first hit and lasts `timeWindow`.
 *
 * The plugin's custom-store interface (its README, "store"): the plugin constructs the class
 * with its options and calls `child(options)` for each limiter `createRateLimit` makes; a
 * limiter calls `incr(key, cb, timeWindow, max)` and expects `{ current, ttl }` (ms left in the
 * window). `read` is the non-mutating form (`{ increment: false }`).
 *
 * Group counting: the checks of one limiter arriving in one turn of the event loop are counted
 * by one upsert (hits of one key added together; each check gets the count its own hit made),
 * like the tracking writer's group commit (data/tracking.ts). A lone check costs one statement;
 * under load the ingest's checks (two per request, docs/features.md "Tracking code") cost two statements per
 * turn rather than per request. The count is exact across processes: the database adds.
 *
 * Bounded table: each process sweeps a limiter's ended windows at most once per window length
 * (one indexed delete, not awaited by the check), so the rows of a limiter are at most the keys
 * seen within about two window lengths.
 */
import type { Db } from '../db/open';
import {
  countRateLimitHits,
  hashRateLimitKey,
  readRateLimitCount,
  sweepRateLimitWindows,
} from '../data/rateLimitCounts';

/** The option naming a limiter's counters: stable across processes and restarts. */
export interface NamedLimiterOptions {
  limiterName?: string;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface Pending {
  keyHash: string;
  timeWindow: number;
  cb: Callback;
}

/** A store class for the plugin's `store` option, counting in `db`. `now`: for tests. */
export function databaseRateLimitStore(db: Db, now: () => number = Date.now) {
  return class DatabaseRateLimitStore {
    private readonly limiter: string | undefined;
    /** When this process last swept the limiter's ended windows (epoch ms). */
    private sweptAt = 0;
    private queue: Pending[] = [];

    // The plugin passes its whole option object (route options for child()); only
    // `limiterName` is read.
    constructor(options: object = {}) {
      this.limiter = (options as NamedLimiterOptions).limiterName;
    }

    child(options: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(options);
    }

    incr(key: string, cb: Callback, timeWindow: number): void {
      this.name(); // a limiter without a name is a programming error: thrown at once
      this.queue.push({ keyHash: hashRateLimitKey(key), timeWindow, cb });
      if (this.queue.length === 1) setImmediate(() => this.flush());
    }

    read(key: string, cb: Callback, timeWindow: number): void {
      const nowMs = now();
      readRateLimitCount(db, this.name(), hashRateLimitKey(key), nowMs, timeWindow).then(
        (window) =>
          cb(
            null,
            window
              ? { current: window.count, ttl: window.windowStart + timeWindow - nowMs }
              : { current: 0, ttl: 0 },
          ),
        (error: Error) => cb(error),
      );
    }

    private name(): string {
      if (!this.limiter) throw new Error('rate limiter without a limiterName');
      return this.limiter;
    }

    private flush(): void {
      const group = this.queue;
      this.queue = [];
      // One limiter has one window length; grouped by it all the same, should that change.
      const byWindow = new Map<number, Pending[]>();
      for (const pending of group) {
        const same = byWindow.get(pending.timeWindow);
        if (same) same.push(pending);
        else byWindow.set(pending.timeWindow, [pending]);
      }
      for (const [timeWindow, pendings] of byWindow) void this.count(timeWindow, pendings);
    }

    private async count(timeWindow: number, group: Pending[]): Promise<void> {
      const limiter = this.name();
      const nowMs = now();
      if (nowMs - this.sweptAt >= timeWindow) this.sweep(limiter, nowMs, timeWindow);
      const hits = new Map<string, number>();
      for (const { keyHash } of group) hits.set(keyHash, (hits.get(keyHash) ?? 0) + 1);
      try {
        const counts = await countRateLimitHits(db, limiter, hits, nowMs, timeWindow);
        // Each key's hits took the counts up to its total, in arrival order.
        const seen = new Map<string, number>();
        for (const { keyHash, cb } of group) {
          const { count, windowStart } = counts.get(keyHash)!;
          const before = seen.get(keyHash) ?? 0;
          seen.set(keyHash, before + 1);
          const current = count - hits.get(keyHash)! + before + 1;
          cb(null, { current, ttl: windowStart + timeWindow - nowMs });
        }
      } catch (error) {
        for (const { cb } of group) cb(error as Error);
      }
    }

    private sweep(limiter: string, nowMs: number, timeWindow: number): void {
      const previous = this.sweptAt;
      this.sweptAt = nowMs;
      // Not awaited: the checks do not wait for the sweep. A failed sweep is retried by the
      // next group (the counting statement itself reports a database that is down).
      sweepRateLimitWindows(db, limiter, nowMs, timeWindow).catch(() => {
        this.sweptAt = previous;
      });
    }
  };
}
