/**
 * Rolls up the sites' hours that can no longer change (data/analysis/rollups.ts), in every
 * server process: a turn every `intervalMs` (the first soon after the start) goes through the
 * sites whose mark lies behind, a week of hours per site at a time, so one large site never
 * holds a turn (or its site's lock) for long. Several processes may share the database: each
 * site's hours are rolled up under its lock, so a second process finds them done.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/open';
import { openHour, rollUpSite, sitesBehind } from '../data/analysis/rollups';

export interface RollupWorkerOptions {
  db: Db;
  log: () => FastifyBaseLogger | undefined;
  /** Time between turns; 0: turns only when asked (tests that decide when hours are rolled up). */
  intervalMs?: number;
  /** The clock; tests move it. */
  now?: () => number;
}

export interface RollupWorker {
  /** Runs a turn now (or after the one in progress) and resolves when it is done. */
  turn(): Promise<void>;
  stop(): Promise<void>;
}

const INTERVAL_MS = 60_000;
/** Hours rolled up per site in one transaction. */
export const HOURS_PER_STEP = 24 * 7;

/** Rolls up every site's closed hours; resolves when all are done. */
export async function rollUpSites(db: Db, now: number, stopped = () => false): Promise<void> {
  const until = openHour(now);
  for (const id of await sitesBehind(db, until)) {
    while (!stopped() && (await rollUpSite(db, id, until, HOURS_PER_STEP)) > 0);
    if (stopped()) return;
  }
}

export function startRollupWorker(options: RollupWorkerOptions): RollupWorker {
  const { db, log, intervalMs = INTERVAL_MS, now = Date.now } = options;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const turn = () => {
    running = running
      .then(() => (stopped ? undefined : rollUpSites(db, now(), () => stopped)))
      .catch((error: unknown) => log()?.error({ err: error }, 'analysis rollup turn failed'));
    return running;
  };
  const timers: NodeJS.Timeout[] = [];
  if (intervalMs > 0) {
    timers.push(setInterval(() => void turn(), intervalMs));
    // Soon after the start, not during it.
    timers.push(setTimeout(() => void turn(), Math.min(intervalMs, 5_000)));
    timers.forEach((t) => t.unref());
  }
  return {
    turn,
    async stop() {
      stopped = true;
      timers.forEach((t) => clearTimeout(t));
      await running;
    },
  };
}
