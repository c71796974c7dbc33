/**
 * The built client as the server needs it to answer index.html (the cold-load target):
 * index.html itself (with the start-up chunks preloaded), the shell's manifest bundles (menus,
 * access, app) as they were built, and the signed-in chunk. Hashed file names come from Vite's build manifest
 * (dist/client/.vite/manifest.json, `build.manifest` in vite.config.ts). Everything is read once
 * per build and read again when index.html changes (a new build).
 */
import { existsSync, readFileSync } from 'node:fs';
import { modifiedAt } from '../project/fileVersions';
import { join } from 'node:path';
import {
  SHELL_BUNDLES,
  type ShellBundleKind,
  type ShellBundles,
} from '../../../contracts/shellBundles';

interface ManifestEntry {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface ClientBuild {
  html: string;
  /** The shell's manifest bundles, as the client would fetch them; undefined without a manifest. */
  bundles?: ShellBundles;
  /** URL of the signed-in chunk (the scope, the shell, the gate evaluator), when known. */
  signedInChunk?: string;
  /**
   * URLs of the chunks the entry imports to start (runtime/app/main.tsx imports start.tsx
   * dynamically, after a server-rendered page is painted): index.html preloads them, so they
   * load in parallel with the entry rather than after it has run.
   */
  startupChunks?: string[];
  /**
   * URLs of the chunks of these source modules (the manifest's keys, e.g. a drawn page's module,
   * contracts/renderPage.ts `modules`) with everything they import, the entry excluded: a page's
   * HTML preloads them, so they load with the start-up's rather than once it has run.
   */
  chunksOf(modules: readonly string[]): string[];
}

type BuildManifest = Record<string, ManifestEntry>;

/** The JS chunks of `keys` with everything they import (statically), entries excluded. */
export function chunksOf(manifest: BuildManifest, keys: readonly string[]): string[] {
  const found = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || found.has(`/${chunk.file}`)) return;
    found.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...found].filter((file) => file.endsWith('.js'));
}

/** The chunks an entry imports dynamically, with everything they import, entries excluded. */
export function startupChunks(manifest: BuildManifest): string[] {
  const entry = Object.values(manifest).find((e) => e.isEntry);
  return chunksOf(manifest, entry?.dynamicImports ?? []);
}

/**
 * index.html with a `<link rel="modulepreload">` for each of `chunks` and a fetch preload for
 * each of `fetched` (manifest bundles, fetched by `fetch(url)`: `crossorigin` makes the preload
 * match that request) it does not name yet.
 */
export function withPreloads(
  html: string,
  chunks: readonly string[],
  fetched: readonly string[] = [],
): string {
  const links = [
    ...chunks.map((file) => [file, 'rel="modulepreload"'] as const),
    ...fetched.map((file) => [file, 'rel="preload" as="fetch"'] as const),
  ]
    .filter(([file]) => !html.includes(`"${file}"`))
    .map(([file, rel]) => `  <link ${rel} crossorigin href="${file}">\n  `);
  return links.length > 0 ? html.replace('</head>', () => `${links.join('')}</head>`) : html;
}

/** Bundles and the signed-in chunk named in the build manifest (nothing without one). */
export function readBuildManifest(clientDir: string): Omit<ClientBuild, 'html'> {
  const file = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return { chunksOf: () => [] };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
  const found: Partial<Record<ShellBundleKind, unknown>> = {};
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
          languages: (app as { languages: unknown }).languages,
        } as ShellBundles)
      : undefined;
  const startup = startupChunks(manifest);
  return {
    ...(bundles ? { bundles } : {}),
    ...(signedInChunk ? { signedInChunk } : {}),
    ...(startup.length > 0 ? { startupChunks: startup } : {}),
    chunksOf: (modules) => chunksOf(manifest, modules),
  };
}

/** The build, read once and again whenever index.html changes. */
export function clientBuildReader(clientDir: string): () => ClientBuild {
  const file = join(clientDir, 'index.html');
  let cached: { mtimeMs: number; build: ClientBuild } | undefined;
  return () => {
    const mtimeMs = modifiedAt(file);
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const fromManifest = readBuildManifest(clientDir);
      const html = withPreloads(readFileSync(file, 'utf8'), fromManifest.startupChunks ?? []);
      const build = { html, ...fromManifest };
      cached = { mtimeMs, build };
    }
    return cached.build;
  };
}
