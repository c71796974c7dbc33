#!/usr/bin/env node
// Build the tracking snippet (runtime/snippet/snippet.ts) into dist/snippet/lodestar.js:
// one minified IIFE without globals, for the browsers that have fetch keepalive or sendBeacon.
// `npm run build` runs it (so `npm start` does); the server serves the file at /t/{siteId}.js.
// Prints its size raw and gzip -9 and fails when it is over the 2 KB (2,048 bytes) budget.
// `node scripts/buildSnippet.mjs --out <file>` writes elsewhere (the benchmarks).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SNIPPET_BUDGET_GZIP = 2048;
export const SNIPPET_OUT = join(ROOT, 'dist', 'snippet', 'lodestar.js');

/**
 * One script for customer pages, bundled from `entry` as a minified IIFE without globals (the
 * snippet, the recorder), as text with its sizes; nothing written.
 */
export async function bundleScript(entry, banner, root = ROOT) {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    // Browsers with fetch keepalive (Chrome 66, Safari 13, Firefox 133) or sendBeacon.
    target: ['es2019'],
    minify: true,
    legalComments: 'none',
    banner: { js: banner },
    write: false,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].text;
  return {
    code,
    bytes: Buffer.byteLength(code),
    gzipBytes: gzipSync(code, { level: 9 }).length,
  };
}

/** The built snippet as text (nothing written), with its sizes. */
export function buildSnippet(root = ROOT) {
  return bundleScript(
    join('runtime', 'snippet', 'snippet.ts'),
    '/*! Lodestar tracking v1 */',
    root,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out');
  const out = at > 0 && process.argv[at + 1] ? resolve(process.argv[at + 1]) : SNIPPET_OUT;
  const { code, bytes, gzipBytes } = await buildSnippet();
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, code);
  console.log(
    `built ${out.startsWith(ROOT) ? out.slice(ROOT.length + 1) : out}: ${bytes} B, ` +
      `${gzipBytes} B gzip -9 (budget ${SNIPPET_BUDGET_GZIP} B)`,
  );
  if (gzipBytes > SNIPPET_BUDGET_GZIP) {
    console.error(`the tracking snippet is over its budget of ${SNIPPET_BUDGET_GZIP} B gzip`);
    process.exit(1);
  }
}
