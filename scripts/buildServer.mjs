#!/usr/bin/env node
// Bundle the API server (server/src/main.ts) into dist/server/main.mjs for `npm start`.
// Dependencies stay external (node_modules), so native modules (better-sqlite3) load as usual.
// `serverPackages` lists the packages that bundle loads: what package.json's `dependencies`
// must hold, since a production install (`npm ci --omit=dev`, the Docker image) has only those.
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** esbuild's options for dist/server/main.mjs. */
export function serverBuildOptions(root = ROOT) {
  return {
    entryPoints: [join(root, 'server', 'src', 'main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: join(root, 'dist', 'server', 'main.mjs'),
    sourcemap: 'linked',
    logLevel: 'warning',
  };
}

/** `@scope/name/sub/path` → `@scope/name`, `name/sub` → `name`. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function isBuiltin(specifier) {
  return specifier.startsWith('node:') || builtinModules.includes(packageName(specifier));
}

/**
 * The packages the built server loads, by name, each with how: `import` (at start),
 * `dynamic-import` (when first needed) or `resolve` (its files are read, not imported:
 * `createRequire(...).resolve('<package>/...')`). Nothing is written.
 */
export async function serverPackages(root = ROOT) {
  const { build } = await import('esbuild');
  const result = await build({
    ...serverBuildOptions(root),
    sourcemap: false,
    write: false,
    metafile: true,
  });
  const found = new Map();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const { path, kind, external } of output.imports) {
      if (!external || isBuiltin(path)) continue;
      const name = packageName(path);
      if (found.get(name) !== 'import')
        found.set(name, kind === 'dynamic-import' ? kind : 'import');
    }
  }
  const code = result.outputFiles.map((file) => file.text).join('\n');
  for (const [, specifier] of code.matchAll(
    /createRequire\d*\([^)]*\)\.resolve\(\s*["']([^"']+)["']/g,
  )) {
    const name = packageName(specifier);
    if (!found.has(name)) found.set(name, 'resolve');
  }
  return found;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { build } = await import('esbuild');
  await build(serverBuildOptions());
  console.log('built dist/server/main.mjs');
}
