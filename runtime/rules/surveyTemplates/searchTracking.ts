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

export function searchTracker(delayMs: number, send: (text: string) => void): SearchTracker {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = '';
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    changed(text) {
      cancel();
      const query = text.trim();
      if (!query) return;
      timer = setTimeout(() => {
        timer = undefined;
        if (query === last) return;
        last = query;
        send(query);
      }, delayMs);
    },
    cancel,
  };
}
