#!/usr/bin/env node
// Brotli and gzip copies of the client build ("Bytes on the wire"): for every file of
// dist/client that a browser decodes (JS, CSS, JSON, SVG, HTML, …) of at least 1 KiB, writes
// `<file>.br` (quality 11, the densest) and `<file>.gz` (level 9) beside it, once at build time,
// so the server sends them as they are (server/src/pages/staticClient.ts, server/src/http/
// compression.ts) and never spends a request compressing a file that does not change. A copy
// no smaller than its file is not written. `npm run build` runs it after Vite; it prints the
// totals. `node scripts/precompress.mjs <dir>` compresses another folder.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Below this a copy saves less than its headers cost (the server's threshold, compression.ts). */
export const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|html|txt|xml|webmanifest|map)$/;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function filesOf(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesOf(path) : [path];
  });
}

/** Writes the copies for every eligible file under `dir`; returns the byte totals. */
export async function precompress(dir) {
  const files = filesOf(dir).filter((f) => COMPRESSIBLE.test(f) && statSync(f).size >= MIN_BYTES);
  const totals = { files: files.length, raw: 0, br: 0, gzip: 0 };
  await Promise.all(
    files.map(async (file) => {
      const data = readFileSync(file);
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gz(data, { level: 9 }),
      ]);
      totals.raw += data.length;
      for (const [suffix, copy, key] of [
        ['.br', br, 'br'],
        ['.gz', gzipped, 'gzip'],
      ]) {
        // A copy of an earlier build must not outlive a file it no longer matches.
        if (copy.length < data.length) writeFileSync(file + suffix, copy);
        else rmSync(file + suffix, { force: true });
        totals[key] += Math.min(copy.length, data.length);
      }
    }),
  );
  return totals;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? join(ROOT, 'dist', 'client'));
  const t = await precompress(dir);
  const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(
    `precompressed ${t.files} files of ${dir}: ${kb(t.raw)} → brotli ${kb(t.br)}, gzip ${kb(t.gzip)}`,
  );
}
