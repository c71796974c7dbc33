/**
 * How many contact-form messages a user may send ("bounded and rate-limited"): each one
 * is stored and mailed to people, so a script must not flood either. Counted from the stored
 * messages themselves (support_messages), so the limit holds across restarts and processes, as
 * the counters of security/rateLimits.ts do for the cheaper calls.
 */
export const SUPPORT_LIMITS = [
  { windowSeconds: 15 * 60, max: 5 },
  { windowSeconds: 24 * 60 * 60, max: 20 },
] as const;

/**
 * Seconds until the user may send again, or 0 when they may now. `times`: the user's send times
 * (epoch seconds, oldest first) within the longest window.
 */
export function supportRetryAfter(times: readonly number[], now: number): number {
  let wait = 0;
  for (const { windowSeconds, max } of SUPPORT_LIMITS) {
    const inWindow = times.filter((t) => t > now - windowSeconds);
    if (inWindow.length >= max) {
      // The window frees a place when the oldest message counted in it leaves it.
      const oldest = inWindow[inWindow.length - max]!;
      wait = Math.max(wait, oldest + windowSeconds - now);
    }
  }
  return wait;
}

export const LONGEST_SUPPORT_WINDOW = Math.max(...SUPPORT_LIMITS.map((l) => l.windowSeconds));
