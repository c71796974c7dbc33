#!/usr/bin/env node
// Bundle the API server (server/src/main.ts) into dist/server/main.mjs for `npm start`.
// Dependencies stay external (node_modules), so native modules (better-sqlite3) load as usual.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/src/main.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outfile: 'dist/server/main.mjs',
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log('built dist/server/main.mjs');
