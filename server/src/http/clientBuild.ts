/**
 * The built client as the server needs it to answer index.html (issue 3 cold-load target):
 * index.html itself, the shell's manifest bundles (menus, access, app) as they were built, and
 * the signed-in chunk. Hashed file names come from Vite's build manifest
 * (dist/client/.vite/manifest.json, `build.manifest` in vite.config.ts). Everything is read once
 * per build and read again when index.html changes (a new build).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ShellBundles } from '../../../runtime/app/bundles/shellBundles';

const SHELL_BUNDLES = ['menus', 'access', 'app'] as const;

interface ManifestEntry {
  file: string;
  name?: string;
}

export interface ClientBuild {
  html: string;
  /** The shell's manifest bundles, as the client would fetch them; undefined without a manifest. */
  bundles?: ShellBundles;
  /** URL of the signed-in chunk (the scope, the shell, the gate evaluator), when known. */
  signedInChunk?: string;
}

/** Bundles and the signed-in chunk named in the build manifest (nothing without one). */
export function readBuildManifest(clientDir: string): Omit<ClientBuild, 'html'> {
  const file = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestEntry>;
  const found: Partial<Record<(typeof SHELL_BUNDLES)[number], unknown>> = {};
  let signedInChunk: string | undefined;
  for (const [source, entry] of Object.entries(manifest)) {
    const bundle = /generated\/bundle\/([a-z-]+)\.json$/.exec(source)?.[1];
    if (bundle && (SHELL_BUNDLES as readonly string[]).includes(bundle)) {
      const path = join(clientDir, entry.file);
      if (existsSync(path))
        found[bundle as keyof typeof found] = JSON.parse(readFileSync(path, 'utf8'));
    }
    if (entry.name === 'signed-in' && entry.file.endsWith('.js')) signedInChunk = `/${entry.file}`;
  }
  const { menus, access, app } = found;
  const bundles =
    menus && access && app
      ? ({
          menus,
          access,
          constants: (app as { constants: unknown }).constants,
        } as ShellBundles)
      : undefined;
  return {
    ...(bundles ? { bundles } : {}),
    ...(signedInChunk ? { signedInChunk } : {}),
  };
}

/** The build, read once and again whenever index.html changes. */
export function clientBuildReader(clientDir: string): () => ClientBuild {
  const file = join(clientDir, 'index.html');
  let cached: { mtimeMs: number; build: ClientBuild } | undefined;
  return () => {
    const mtimeMs = statSync(file).mtimeMs;
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const build = { html: readFileSync(file, 'utf8'), ...readBuildManifest(clientDir) };
      cached = { mtimeMs, build };
    }
    return cached.build;
  };
}
