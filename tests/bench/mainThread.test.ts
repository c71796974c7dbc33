import { describe, expect, it } from 'vitest';
import { mainThreadWork, type TraceEvent } from '../../bench/mainThread';

const RENDERER = { pid: 7, tid: 7 };
/** The navigation starts at t = 1 s (trace timestamps are in microseconds). */
const at = (ms: number) => 1_000_000 + ms * 1000;

/** A task of a main thread, `startMs` after the navigation. */
const task = (startMs: number, durMs: number, thread = RENDERER): TraceEvent => ({
  name: 'ThreadControllerImpl::RunTask',
  cat: 'toplevel',
  ph: 'X',
  ...thread,
  ts: at(startMs),
  dur: durMs * 1000,
});
/** `performance.mark(name)` at `startTime` ms after the navigation. */
const mark = (name: string, startTime: number, thread = RENDERER): TraceEvent => ({
  name,
  cat: 'blink.user_timing',
  ph: 'I',
  ...thread,
  ts: at(startTime),
  args: { data: { startTime } },
});

describe('mainThreadWork', () => {
  it('sums the tasks between the navigation and the mark, clipped to that span', () => {
    const events = [
      task(-5, 10), // 5 ms of it after the navigation
      task(20, 30),
      task(90, 20), // 10 ms of it before the mark
      task(150, 10), // after the mark
      mark('interactive', 100),
    ];
    expect(mainThreadWork(events, 'interactive')).toEqual({ elapsed: 100, busy: 45 });
  });

  it('counts nested and overlapping tasks once', () => {
    const events = [task(10, 40), task(20, 5), task(45, 15), mark('m', 100)];
    expect(mainThreadWork(events, 'm').busy).toBe(50);
  });

  it('counts only the thread that set the mark: the renderer a process swap handed the page to', () => {
    const blank = { pid: 3, tid: 3 };
    const events = [
      task(0, 80, blank), // the tab's first renderer, unloading its blank page
      task(30, 20),
      mark('interactive', 60),
    ];
    expect(mainThreadWork(events, 'interactive')).toEqual({ elapsed: 60, busy: 20 });
  });

  it('takes the first mark of that name', () => {
    expect(mainThreadWork([task(0, 30), mark('m', 40), mark('m', 90)], 'm').elapsed).toBe(40);
  });

  it('refuses a trace without the mark', () => {
    expect(() => mainThreadWork([task(0, 5)], 'interactive')).toThrow(
      /no performance mark "interactive"/,
    );
  });
});
