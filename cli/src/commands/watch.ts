import type { Command } from 'commander';
import { join } from 'node:path';
import { CODE_ROOTS, createGenerator } from '../../../generator/src/index';
import { errorCount, formatDiagnostics } from '../formatDiagnostics';
import { generatorCache, type Io } from '../io';
import { writeWatchStatus } from '../watchStatus';

/**
 * Watch manifests/, locales/ and the code the translation checks read (t() calls), and
 * regenerate on change, keeping caches warm between runs. One run at a time: changes that come
 * during a run start the next one as soon as it ends. After each run the status file
 * (watchStatus.ts) tells `npm run dev` to reload the open pages or show the diagnostics (product.md#states-and-transitions).
 */
export function registerWatch(program: Command, io: Io): void {
  program
    .command('watch')
    .description('Regenerate whenever a manifest, a translation or a t() call in the code changes')
    .action(async () => {
      const generator = createGenerator(io.root, generatorCache(io));
      let runs = 0;
      const run = async (reason: string) => {
        const start = performance.now();
        const result = await generator.generate();
        const ms = (performance.now() - start).toFixed(0);
        writeWatchStatus(io.root, {
          run: ++runs,
          diagnostics: result.diagnostics,
          written: result.written ?? [],
        });
        if (result.diagnostics.length) io.err(formatDiagnostics(result.diagnostics, io.color));
        if (!errorCount(result.diagnostics))
          io.out(
            `[${reason}] ✓ ${result.written?.length ?? 0} written, ${result.unchanged} unchanged in ${ms} ms`,
          );
      };
      let running: Promise<void> | undefined;
      let again: string | undefined;
      const schedule = (reason: string) => {
        if (running) {
          again = again ? `${again}, ${reason}` : reason;
          return;
        }
        running = run(reason)
          .catch((error: unknown) => io.err(`lodestar watch: ${(error as Error).message}`))
          .finally(() => {
            running = undefined;
            const next = again;
            again = undefined;
            if (next) schedule(next);
          });
      };
      await run('start');
      let pending: NodeJS.Timeout | undefined;
      const changed = new Set<string>();
      const watched = ['manifests', 'locales', ...CODE_ROOTS].map((dir) => join(io.root, dir));
      // Loaded here: the other commands never pay for the file watcher.
      const { watch: chokidarWatch } = await import('chokidar');
      const watcher = chokidarWatch(watched, {
        ignoreInitial: true,
        // Only what the generator reads: code files, not the editors' and tools' leftovers.
        ignored: (path, stats) => Boolean(stats?.isFile()) && !/\.(ya?ml|json|tsx?)$/.test(path),
      });
      watcher.on('all', (_event, path) => {
        changed.add(path);
        clearTimeout(pending);
        // Editors write a file in several steps; wait for them to settle.
        pending = setTimeout(() => {
          const files = [...changed].map((p) => p.slice(io.root.length + 1)).join(', ');
          changed.clear();
          schedule(files);
        }, 20);
      });
      // Announce only once the initial scan is done: an edit before that would be missed.
      await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
      io.out(
        `watching manifests/, locales/ and ${CODE_ROOTS.join('/, ')}/ for changes (Ctrl+C to stop)`,
      );
      await new Promise<void>((resolve) =>
        process.once('SIGINT', () => void watcher.close().then(resolve)),
      );
    });
}
