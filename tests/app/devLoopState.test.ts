/**
 * The dev loop's decisions (runtime/app/build/devLoopState.ts): an invalid save
 * shows its errors, the next valid save clears them and reloads; bundle and translation changes
 * reload once per run; an unchanged save does nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../generator/src/index';
import {
  FALLBACK_MS,
  initialDevLoopState,
  isFetchedFile,
  onFallback,
  onFetchedFileChange,
  onServerStatus,
  onServerWaitOver,
  onWatchStatus,
  overlayDiagnostics,
  SERVER_ONLY_BUNDLES,
  SERVER_RESTART_BOUND_MS,
} from '../../runtime/app/build/devLoopState';
import { ROOT } from '../support/appServer';

const error: Diagnostic = {
  file: 'manifests/menus/sidebar.yaml',
  pointer: '/items/0/effect',
  line: 12,
  column: 13,
  rule: 'schema/enum',
  message: 'effect must be one of hide, disable',
  hint: 'did you mean hide?',
};
const warning: Diagnostic = { ...error, rule: 'i18n/unused', severity: 'warning' };
const status = (diagnostics: Diagnostic[], written: string[] = [], run = 1) => ({
  run,
  diagnostics,
  written,
});

describe('dev loop', () => {
  it('knows what the page fetches by URL', () => {
    expect(isFetchedFile('generated/bundle/menus.json')).toBe(true);
    expect(isFetchedFile('/generated/locales/en-staging/shell.json')).toBe(true);
    expect(isFetchedFile('locales/de/nav.json')).toBe(true);
    expect(isFetchedFile('generated/routes.ts')).toBe(false); // a module: Vite's HMR
    expect(isFetchedFile('manifests/menus/sidebar.yaml')).toBe(false);
  });

  it('reloads once when a run wrote a bundle', () => {
    const state = initialDevLoopState();
    expect(onFetchedFileChange(state)).toEqual([{ type: 'wait', ms: FALLBACK_MS }]);
    expect(onWatchStatus(state, status([], ['generated/bundle/menus.json']))).toEqual([
      { type: 'reload' },
    ]);
    expect(onFallback(state)).toEqual([]); // already done
  });

  it('waits for the API server only when the bundle it reads at start changed (the languages)', () => {
    const state = initialDevLoopState();
    expect(onWatchStatus(state, status([], ['generated/bundle/app.json']))).toEqual([
      { type: 'awaitServer', ms: SERVER_RESTART_BOUND_MS },
    ]);
    // A translation saved meanwhile waits for the same start: the server is still down.
    onFetchedFileChange(state, 'locales/de/nav.json');
    expect(onFallback(state)).toEqual([{ type: 'awaitServer', ms: SERVER_RESTART_BOUND_MS }]);
    // The restarted server's report, written once it listens, is the moment to reload; once.
    expect(onServerStatus(state, [])).toEqual([{ type: 'clear' }, { type: 'reload' }]);
    expect(onServerStatus(state, [])).toEqual([{ type: 'clear' }]);
  });

  it('reloads without the API server when it does not report back in time', () => {
    const state = initialDevLoopState();
    onWatchStatus(state, status([], ['generated/bundle/app.json']));
    expect(onServerWaitOver(state)).toEqual([{ type: 'reload' }]);
    expect(onServerWaitOver(state)).toEqual([]); // one reload, not one per timer
    expect(onWatchStatus(state, status([], ['generated/bundle/menus.json']))).toEqual([
      { type: 'reload' },
    ]);
  });

  it('waits for the API server when the watcher sees its bundle before the run report', () => {
    const state = initialDevLoopState();
    // A busy machine: the bundle's change arrives, the run report does not within the delay.
    onFetchedFileChange(state, 'generated/bundle/app.json');
    expect(onFallback(state)).toEqual([{ type: 'awaitServer', ms: SERVER_RESTART_BOUND_MS }]);
    onServerStatus(state, []);
    onFetchedFileChange(state, 'locales/de/nav.json');
    expect(onFallback(state)).toEqual([{ type: 'reload' }]);
  });

  it('makes the page ask the server again, without a reload, for a bundle only the server reads', () => {
    const state = initialDevLoopState();
    // A plan price: the server re-reads the catalog at its next use (server bundleCache.ts).
    expect(onWatchStatus(state, status([], ['generated/bundle/catalog.json']))).toEqual([
      { type: 'refetch' },
    ]);
    expect(isFetchedFile('generated/bundle/catalog.json')).toBe(false);
    // With a bundle the page fetches too, the reload asks everything again: one action.
    expect(
      onWatchStatus(
        state,
        status([], ['generated/bundle/catalog.json', 'generated/bundle/menus.json']),
      ),
    ).toEqual([{ type: 'reload' }]);
    // After errors, the fix that rewrote the catalog clears them and refetches.
    expect(onWatchStatus(state, status([error]))).toEqual([{ type: 'show', diagnostics: [error] }]);
    expect(onWatchStatus(state, status([], ['generated/bundle/catalog.json']))).toEqual([
      { type: 'clear' },
      { type: 'refetch' },
    ]);
  });

  it('lists as server-only no bundle a browser module fetches', () => {
    const fetched = new Set<string>();
    for (const file of readdirSync(join(ROOT, 'runtime'), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file)) continue;
      const text = readFileSync(join(ROOT, 'runtime', file), 'utf8');
      // Imports only (a quoted module path), not the comments that name a bundle.
      for (const [, name] of text.matchAll(/['"][./]*(generated\/bundle\/[a-z-]+\.json)/g))
        fetched.add(name!);
    }
    expect(fetched.size).toBeGreaterThan(3); // the scan found the shell's bundles
    for (const file of SERVER_ONLY_BUNDLES) expect(fetched.has(file)).toBe(false);
  });

  it('does nothing for a save that changed no output', () => {
    const state = initialDevLoopState();
    expect(onWatchStatus(state, status([warning], ['generated/types.ts']))).toEqual([]);
  });

  it('shows errors, keeps them over reloads, clears and reloads on the next valid save', () => {
    const state = initialDevLoopState();
    expect(onWatchStatus(state, status([error, warning]))).toEqual([
      { type: 'show', diagnostics: [error] },
    ]);
    expect(state.showing).toEqual([error]); // what a newly opened page is sent
    // A translation saved meanwhile does not reload the errors away …
    onFetchedFileChange(state);
    expect(onFallback(state)).toEqual([]);
    // … the fix clears them and reloads with the translation.
    expect(onWatchStatus(state, status([], [], 2))).toEqual([
      { type: 'clear' },
      { type: 'reload' },
    ]);
    expect(state).toMatchObject({ showing: [], pending: false });
  });

  it('clears without a reload when the fix restores the last valid output', () => {
    const state = initialDevLoopState();
    onWatchStatus(state, status([error]));
    expect(onWatchStatus(state, status([]))).toEqual([{ type: 'clear' }]);
  });

  it('reloads on a translation edit even without the watcher', () => {
    const state = initialDevLoopState();
    onFetchedFileChange(state);
    expect(onFallback(state)).toEqual([{ type: 'reload' }]);
  });

  it("shows the API server's report with the manifest errors, and keeps it past their fix", () => {
    const unhandled: Diagnostic = {
      ...error,
      file: 'manifests/api/reports.yaml',
      rule: 'server/unhandled-endpoint',
      severity: 'warning',
    };
    const state = initialDevLoopState();
    expect(onServerStatus(state, [unhandled])).toEqual([
      { type: 'show', diagnostics: [unhandled] },
    ]);
    expect(onWatchStatus(state, status([error]))).toEqual([
      { type: 'show', diagnostics: [error, unhandled] },
    ]);
    // The manifest fixed: the server's part stays; a newly opened page is sent it too.
    expect(onWatchStatus(state, status([], [], 2))).toEqual([
      { type: 'show', diagnostics: [unhandled] },
    ]);
    expect(overlayDiagnostics(state)).toEqual([unhandled]);
    // The handler written, the server restarts and reports nothing.
    expect(onServerStatus(state, [])).toEqual([{ type: 'clear' }]);
  });
});
