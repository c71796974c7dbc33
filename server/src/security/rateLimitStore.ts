/**
 * The store behind @fastify/rate-limit's limiters (security/rateLimits.ts): counters in the
 * database (data/rateLimitCounts.ts), so every server process on one database counts against
 * the same limits ("Stateless instances": "rate-limit counters" are shared) and a
 * restart forgets nothing. Windows behave as the plugin's in-memory store's: a key's window
 * starts at its first hit and lasts `timeWindow`.
 *
 * The plugin's custom-store interface (its README, "store"): the plugin constructs the class
 * with its options and calls `child(options)` for each limiter `createRateLimit` makes; a
 * limiter calls `incr(key, cb, timeWindow, max)` and expects `{ current, ttl }` (ms left in the
 * window). `read` is the non-mutating form (`{ increment: false }`).
 *
 * Counting: security/groupedCounter.ts, one upsert per limiter per turn of the event loop, a
 * request adding 1.
 */
import type { Db } from '../db/open';
import { hashRateLimitKey, readRateLimitCount } from '../data/rateLimitCounts';
import { createGroupedCounter, type GroupedCounter } from './groupedCounter';

/** The option naming a limiter's counters: stable across processes and restarts. */
export interface NamedLimiterOptions {
  limiterName?: string;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A store class for the plugin's `store` option, counting in `db`. `now`: for tests. */
export function databaseRateLimitStore(db: Db, now: () => number = Date.now) {
  return class DatabaseRateLimitStore {
    private readonly limiter: string | undefined;
    /** One counter per window length (a limiter has one; kept general should that change). */
    private readonly counters = new Map<number, GroupedCounter>();

    // The plugin passes its whole option object (route options for child()); only
    // `limiterName` is read.
    constructor(options: object = {}) {
      this.limiter = (options as NamedLimiterOptions).limiterName;
    }

    child(options: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(options);
    }

    incr(key: string, cb: Callback, timeWindow: number): void {
      const name = this.name(); // a limiter without a name is a programming error: thrown at once
      let counter = this.counters.get(timeWindow);
      if (!counter) {
        counter = createGroupedCounter(db, name, timeWindow, now);
        this.counters.set(timeWindow, counter);
      }
      counter.add(key, 1).then(
        ({ count, windowStart }) =>
          cb(null, { current: count, ttl: windowStart + timeWindow - now() }),
        (error: Error) => cb(error),
      );
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
  };
}
