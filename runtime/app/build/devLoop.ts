/**
 * `npm run dev`'s edit → see it loop (product.md#validation second bullet), a Vite plugin used only by
 * the dev server (vite.config.ts):
 * - the shell fetches generated/bundle/*.json and i18next fetches /locales/… by URL: when they
 *   change, the open pages reload — when the dev loop says so, not Vite: a bundle imported as
 *   `?url` is a module to Vite, whose own reload would come before the API server that reads it
 *   is back (hotUpdate below); a bundle only the API server reads (a plan price) makes the pages
 *   ask the server again instead;
 * - `lodestar watch` reports each finished run (cli/src/watchStatus.ts): its errors show in the
 *   browser as an overlay (diagnosticsOverlay.ts) over the last valid version of the app, and
 *   clear on the next valid save;
 * - the API server's report of its start in development (contracts/devServerStatus.ts: an
 *   endpoint without a handler) shows in the same overlay, below the manifest errors; written
 *   once it listens, it is also the moment a reload that waited for its restart goes.
 * What to do when is devLoopState.ts; this file only wires it to Vite's watcher and socket.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { WATCH_STATUS_FILE, type WatchStatus } from '../../../cli/src/watchStatus';
import { SERVER_STATUS_FILE, type ServerStatus } from '../../../contracts/devServerStatus';
import type { Diagnostic } from '../../../generator/src/index';
import {
  initialDevLoopState,
  isFetchedFile,
  onFallback,
  onFetchedFileChange,
  onServerStatus,
  onServerWaitOver,
  onWatchStatus,
  overlayDiagnostics,
  REFETCH_EVENT,
  type DevLoopAction,
} from './devLoopState';

/** The custom event the overlay listens to (diagnosticsOverlay.ts). */
export const DIAGNOSTICS_EVENT = 'lodestar:diagnostics';
const DEV_SCRIPTS = ['/build/diagnosticsOverlay.ts', '/build/refetchOnChange.ts'];

function readStatus(file: string): WatchStatus | undefined {
  try {
    const status = JSON.parse(readFileSync(file, 'utf8')) as WatchStatus;
    return Array.isArray(status.diagnostics) && Array.isArray(status.written) ? status : undefined;
  } catch {
    return undefined; // not written yet (the watcher starts with the dev server)
  }
}

/** The API server's report of its last start (contracts/devServerStatus.ts); none yet: nothing. */
function readServerStatus(file: string): Diagnostic[] {
  try {
    const status = JSON.parse(readFileSync(file, 'utf8')) as ServerStatus;
    return Array.isArray(status.diagnostics) ? status.diagnostics : [];
  } catch {
    return [];
  }
}

/**
 * In development the browser keeps nothing from the API server (translations, the catalog's
 * hour): the next load after an edit asks again. Set when the proxied answer's head is written.
 */
function noStoreForProxied(server: ViteDevServer): void {
  server.middlewares.use((request, response, next) => {
    if (/^\/(api|locales)\//.test(request.url ?? '')) {
      const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => unknown;
      response.writeHead = ((...args: unknown[]) => {
        response.setHeader('cache-control', 'no-store');
        return writeHead(...args);
      }) as typeof response.writeHead;
    }
    next();
  });
}

export function devLoop(root: string): Plugin {
  const statusFile = join(root, WATCH_STATUS_FILE);
  const serverStatusFile = join(root, SERVER_STATUS_FILE);
  const state = initialDevLoopState();
  let fallback: NodeJS.Timeout | undefined;
  let serverWait: NodeJS.Timeout | undefined;
  const posix = (file: string) => file.slice(root.length).split(sep).join('/').replace(/^\//, '');

  const perform = (server: ViteDevServer, actions: DevLoopAction[]) => {
    for (const action of actions) {
      if (action.type === 'wait') {
        clearTimeout(fallback);
        fallback = setTimeout(() => perform(server, onFallback(state)), action.ms);
      } else if (action.type === 'awaitServer') {
        clearTimeout(fallback);
        clearTimeout(serverWait);
        serverWait = setTimeout(() => perform(server, onServerWaitOver(state)), action.ms);
      } else if (action.type === 'reload') {
        clearTimeout(fallback);
        clearTimeout(serverWait);
        server.ws.send({ type: 'full-reload', path: '*' });
      } else if (action.type === 'refetch') {
        server.ws.send({ type: 'custom', event: REFETCH_EVENT });
      } else {
        const diagnostics = action.type === 'show' ? action.diagnostics : [];
        server.ws.send({ type: 'custom', event: DIAGNOSTICS_EVENT, data: { diagnostics } });
      }
    }
  };

  return {
    name: 'lodestar:dev-loop',
    apply: 'serve',
    configureServer(server) {
      noStoreForProxied(server);
      const status = readStatus(statusFile);
      if (status) onWatchStatus(state, status);
      onServerStatus(state, readServerStatus(serverStatusFile));
      // Its folder, made now: a file that does not exist yet is not watched (chokidar 4).
      mkdirSync(dirname(statusFile), { recursive: true });
      server.watcher.add([
        dirname(statusFile),
        join(root, 'generated', 'bundle'),
        join(root, 'generated', 'locales'),
        join(root, 'locales'),
      ]);
      const changed = (file: string) => {
        if (file === statusFile) {
          const next = readStatus(statusFile);
          if (next) {
            clearTimeout(fallback);
            perform(server, onWatchStatus(state, next));
          }
        } else if (file === serverStatusFile) {
          perform(server, onServerStatus(state, readServerStatus(serverStatusFile)));
        } else if (isFetchedFile(posix(file))) {
          perform(server, onFetchedFileChange(state, posix(file)));
        }
      };
      server.watcher.on('add', changed);
      server.watcher.on('change', changed);
      // A page opened (or reloaded) while errors stand asks for them: the overlay stays up.
      server.ws.on(`${DIAGNOSTICS_EVENT}:ask`, (_data, client) => {
        client.send(DIAGNOSTICS_EVENT, { diagnostics: overlayDiagnostics(state) });
      });
    },
    // Vite leaves the files the dev loop reloads for to it: its own reload would not wait.
    hotUpdate: ({ file }) => (isFetchedFile(posix(file)) ? [] : undefined),
    transformIndexHtml: () =>
      DEV_SCRIPTS.map((src) => ({
        tag: 'script',
        attrs: { type: 'module', src },
        injectTo: 'body' as const,
      })),
  };
}
