/**
 * What the dev server does after a change ("edit → see it"), kept free of Vite and the
 * file system so that it is unit-tested (tests/app/devLoopState.test.ts): the plugin
 * (devLoop.ts) feeds it events and carries out the actions it returns.
 *
 * - A finished run of `lodestar watch` (cli/src/watchStatus.ts) is the moment to act: every file
 *   it wrote is on disk. With errors the overlay shows them (the generator kept the last valid
 *   output, so the page underneath still works); without, the overlay clears and the page reloads
 *   if something the browser fetches by URL changed (a bundle, a translation) — otherwise the
 *   page stays as it is (saving a file unchanged costs nothing).
 * - A bundle or translation change with no run report soon after (Vite without the watcher, or a
 *   hand edit of generated/) still reloads, after FALLBACK_MS.
 */
import type { Diagnostic } from '../../../generator/src/index';
import type { WatchStatus } from '../../../cli/src/watchStatus';

export const FALLBACK_MS = 300;

/**
 * How long a reload waits for the restarted API server's start report before it goes ahead
 * without (a server that failed to start, or a dev server run without one). A restart under
 * load took 9 s here; the report normally ends the wait long before.
 */
export const SERVER_RESTART_BOUND_MS = 30_000;

/** The custom event that makes an open page ask the API server again (refetchOnChange.ts). */
export const REFETCH_EVENT = 'lodestar:refetch';

/**
 * The bundles the API server reads only at start (server/src/project/appBundle.ts
 * `loadAppBundle`: the languages): `npm run dev` restarts it when one changes (scripts/dev.mjs,
 * the same list), and the page reloads once it is back. Every other bundle the server reads is
 * re-read after a change (server/src/project/bundleCache.ts), so a plan price needs no restart.
 */
export const SERVER_BUNDLES = ['app'].map((kind) => `generated/bundle/${kind}.json`);

/**
 * Bundles only the API server reads (the catalog, the survey-template library): the browser
 * fetches none of them by URL, so a change needs no reload — the server re-reads the file at its
 * next use (server/src/project/bundleCache.ts) and the open page asks again (`refetch`: its
 * queries are invalidated), keeping its state. A bundle not listed here reloads the page: the
 * safe default (tests/app/devLoopState.test.ts checks no page fetches one of these).
 */
export const SERVER_ONLY_BUNDLES = ['catalog', 'survey-templates'].map(
  (kind) => `generated/bundle/${kind}.json`,
);

export type DevLoopAction =
  | { type: 'reload' }
  /** Reload at the API server's next start report (onServerStatus), or after `ms` without one. */
  | { type: 'awaitServer'; ms: number }
  | { type: 'refetch' }
  | { type: 'show'; diagnostics: Diagnostic[] }
  | { type: 'clear' }
  | { type: 'wait'; ms: number };

export interface DevLoopState {
  /** Manifest errors the overlay shows now (the page keeps the last valid version meanwhile). */
  showing: Diagnostic[];
  /**
   * What the API server reported at its last start in development (an endpoint without a
   * handler): shown below the manifest errors until a start reports nothing.
   */
  server?: Diagnostic[];
  /** A file the browser fetches by URL changed since the last reload. */
  pending: boolean;
  /** …and one of them is read by the API server, which restarts. */
  serverRestart?: boolean;
  /** A bundle only the API server reads changed since the page last asked it. */
  refetch?: boolean;
  /** A reload waits for the restarted API server: a page drawn without it shows an error. */
  awaitingServer?: boolean;
}

export const initialDevLoopState = (): DevLoopState => ({ showing: [], pending: false });

/** Files the open page fetches by URL rather than importing (Vite's HMR does not see them). */
export function isFetchedFile(path: string): boolean {
  return (
    /(^|\/)(generated\/bundle|generated\/locales|locales)\/.+\.json$/.test(path) &&
    !isServerOnlyBundle(path)
  );
}

export function isServerOnlyBundle(path: string): boolean {
  return SERVER_ONLY_BUNDLES.some((file) => path === file || path.endsWith(`/${file}`));
}

/** Everything the overlay shows: the manifest errors, then the API server's report. */
export function overlayDiagnostics(state: DevLoopState): Diagnostic[] {
  return [...state.showing, ...(state.server ?? [])];
}

/**
 * The API server (re)started, is listening, and reported its problems (none: its part of the
 * overlay clears). A reload that waited for it goes now.
 */
export function onServerStatus(state: DevLoopState, diagnostics: Diagnostic[]): DevLoopAction[] {
  state.server = diagnostics;
  const all = overlayDiagnostics(state);
  const actions: DevLoopAction[] = [
    all.length ? { type: 'show', diagnostics: all } : { type: 'clear' },
  ];
  if (state.awaitingServer) {
    state.awaitingServer = false;
    actions.push({ type: 'reload' });
  }
  return actions;
}

/** No start report within SERVER_RESTART_BOUND_MS: the waiting reload goes ahead. */
export function onServerWaitOver(state: DevLoopState): DevLoopAction[] {
  if (!state.awaitingServer) return [];
  state.awaitingServer = false;
  return [{ type: 'reload' }];
}

/** The reload a change calls for: at once, or once the API server that reads it is back. */
function reloadFor(state: DevLoopState): DevLoopAction {
  if (!state.serverRestart && !state.awaitingServer) return { type: 'reload' };
  state.awaitingServer = true;
  return { type: 'awaitServer', ms: SERVER_RESTART_BOUND_MS };
}

/**
 * A bundle or translation file changed on disk. One the API server reads at start restarts it:
 * a reload before it is back would draw the page without its API (an error page until the next
 * reload), so the fallback waits for it too.
 */
export function onFetchedFileChange(state: DevLoopState, file = ''): DevLoopAction[] {
  state.pending = true;
  if (isServerBundle(file)) state.serverRestart = true;
  return [{ type: 'wait', ms: FALLBACK_MS }];
}

/** The fallback delay passed with no run report: reload unless errors are on screen. */
export function onFallback(state: DevLoopState): DevLoopAction[] {
  if (!state.pending || state.showing.length) return [];
  const reload = reloadFor(state);
  state.pending = false;
  state.serverRestart = false;
  return [reload];
}

function isServerBundle(path: string): boolean {
  return SERVER_BUNDLES.some((file) => path === file || path.endsWith(`/${file}`));
}

/** `lodestar watch` finished a run. */
export function onWatchStatus(state: DevLoopState, status: WatchStatus): DevLoopAction[] {
  const errors = status.diagnostics.filter((d) => d.severity !== 'warning');
  if (status.written.some(isFetchedFile)) state.pending = true;
  if (status.written.some(isServerBundle)) state.serverRestart = true;
  if (status.written.some(isServerOnlyBundle)) state.refetch = true;
  if (errors.length) {
    state.showing = errors;
    return [{ type: 'show', diagnostics: overlayDiagnostics(state) }];
  }
  const actions: DevLoopAction[] = [];
  if (state.showing.length) {
    state.showing = [];
    const server = overlayDiagnostics(state);
    actions.push(server.length ? { type: 'show', diagnostics: server } : { type: 'clear' });
  }
  if (state.pending) {
    actions.push(reloadFor(state));
  } else if (state.refetch) {
    actions.push({ type: 'refetch' }); // a reload would ask again anyway
  }
  state.pending = false;
  state.serverRestart = false;
  state.refetch = false;
  return actions;
}
