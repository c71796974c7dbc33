#!/usr/bin/env node
// Build the recorder (runtime/recorder/recorder.ts, rrweb's recorder inside) into
// dist/recorder/recorder.js: one minified IIFE without globals, which the tracking snippet loads
// only where a site records. `npm run build` runs it; the server serves the file at
// /r/recorder.js. Prints its size raw and gzip -9 and fails when it is over its 60 KB budget.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleScript } from './buildSnippet.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const RECORDER_BUDGET_GZIP = 60 * 1024;
export const RECORDER_OUT = join(ROOT, 'dist', 'recorder', 'recorder.js');

/** The built recorder as text (nothing written), with its sizes. */
export function buildRecorder(root = ROOT) {
  return bundleScript(
    join('runtime', 'recorder', 'recorder.ts'),
    '/*! Lodestar recorder v1 */',
    root,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { code, bytes, gzipBytes } = await buildRecorder();
  mkdirSync(dirname(RECORDER_OUT), { recursive: true });
  writeFileSync(RECORDER_OUT, code);
  console.log(
    `built dist/recorder/recorder.js: ${bytes} B, ${gzipBytes} B gzip -9 (budget ${RECORDER_BUDGET_GZIP} B)`,
  );
  if (gzipBytes > RECORDER_BUDGET_GZIP) {
    console.error(`the recorder is over its budget of ${RECORDER_BUDGET_GZIP} B gzip`);
    process.exit(1);
  }
}
