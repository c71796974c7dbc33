/**
 * The dev loop's decisions (runtime/app/build/devLoopState.ts, issue 17 §4): an invalid save
 * shows its errors, the next valid save clears them and reloads; bundle and translation changes
 * reload once per run; an unchanged save does nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../generator/src/index';
import {
  FALLBACK_MS,
  initialDevLoopState,
  isFetchedFile,
  onFallback,
  onFetchedFileChange,
  onWatchStatus,
} from '../../runtime/app/build/devLoopState';

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
      { type: 'reload', afterServerRestart: true },
    ]);
    // A plan price: the server re-reads the catalog on the next call (server bundleCache.ts).
    expect(onWatchStatus(state, status([], ['generated/bundle/catalog.json']))).toEqual([
      { type: 'reload' },
    ]);
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
});
