/**
 * product.md#validation "search tracking debounced 1000 ms" (app manifest timers.templateSearchTrackingDebounceMs):
 * the search event leaves once the text has stayed the same for the delay; a blank search and a
 * repeat of the last sent text send nothing.
 */
export interface SearchTracker {
  /** The search box changed. */
  changed(text: string): void;
  /** Drop a pending event (the page goes away). */
  cancel(): void;
}

/**
 * Runs `run` after `ms` and returns what cancels it. The caller owns the clock: rules see no
 * timer globals, so the same rule runs in the page, on the server and under fake timers.
 */
export type Schedule = (run: () => void, ms: number) => () => void;

export function searchTracker(
  delayMs: number,
  send: (text: string) => void,
  schedule: Schedule,
): SearchTracker {
  let timer: (() => void) | undefined;
  let last = '';
  const cancel = () => {
    timer?.();
    timer = undefined;
  };
  return {
    changed(text) {
      cancel();
      const query = text.trim();
      if (!query) return;
      timer = schedule(() => {
        timer = undefined;
        if (query === last) return;
        last = query;
        send(query);
      }, delayMs);
    },
    cancel,
  };
}
