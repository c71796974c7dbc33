/**
 * Main-thread work of a page load, read from a Chromium trace ("time to interactive
 * ≤ 1.15× the floor page's first frame"): how many milliseconds the page's renderer main thread
 * spent running tasks between the navigation and a `performance.mark` the page set. One thread
 * does the parsing, styling, layout, painting and JavaScript of the page, so a page cannot reach
 * a mark sooner than the work before it; the bench prints this next to the floor's, for the app
 * up to its interactive mark and for the floor up to its first frame.
 *
 * The trace is Chromium's JSON format (`browser.startTracing` of playwright-core) with the
 * `blink.user_timing` and `toplevel` categories. The mark names the renderer (its pid/tid) and
 * its `startTime` is milliseconds after the document's time origin, the start of its navigation,
 * so the span ends at the mark's timestamp and begins `startTime` before it (trace timestamps and
 * `performance.now()` read the same monotonic clock). Each task the thread ran is a
 * `ThreadControllerImpl::RunTask` complete event. A navigation that changed renderer process
 * (Cross-Origin-Opener-Policy) is counted in the renderer that ended up with the page, from the
 * navigation's start: that renderer's start-up is part of the span.
 */

/** The fields of a trace event this reader uses. */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  /** Microseconds, for complete ('X') events. */
  dur?: number;
  args?: { data?: { startTime?: number } };
}

/** The categories `startTracing` needs for `mainThreadWork`. */
export const MAIN_THREAD_CATEGORIES = ['toplevel', 'blink.user_timing'];

export interface MainThreadWork {
  /** Milliseconds from the navigation to the mark. */
  elapsed: number;
  /** Milliseconds of that span the main thread spent in tasks. */
  busy: number;
}

const TASK = 'ThreadControllerImpl::RunTask';

/**
 * The main thread's work from the navigation to the first mark named `mark`. Throws when the
 * trace lacks the mark (a wrong category list, or a page that never set it) rather than report
 * a figure of nothing.
 */
export function mainThreadWork(events: readonly TraceEvent[], mark: string): MainThreadWork {
  const markEvent = events.find(
    (e) =>
      e.name === mark && e.cat === 'blink.user_timing' && e.args?.data?.startTime !== undefined,
  );
  if (!markEvent) throw new Error(`no performance mark "${mark}" in the trace`);
  const to = markEvent.ts;
  const from = to - markEvent.args!.data!.startTime! * 1000;
  // Tasks nest (a nested run loop) and may overlap the span's ends: merged, then clipped.
  const tasks = events
    .filter(
      (e) =>
        e.name === TASK &&
        e.ph === 'X' &&
        e.pid === markEvent.pid &&
        e.tid === markEvent.tid &&
        e.dur !== undefined,
    )
    .map((e) => [e.ts, e.ts + e.dur!] as const)
    .sort((a, b) => a[0] - b[0]);
  let busy = 0;
  let open: [number, number] | undefined;
  const close = () => {
    if (open) busy += Math.max(0, Math.min(open[1], to) - Math.max(open[0], from));
  };
  for (const [start, end] of tasks) {
    if (open && start <= open[1]) open[1] = Math.max(open[1], end);
    else {
      close();
      open = [start, end];
    }
  }
  close();
  return { elapsed: (to - from) / 1000, busy: busy / 1000 };
}
