#!/usr/bin/env node
// The `lodestar` command. The CLI is TypeScript; running it through an on-the-fly compiler costs
// ~0.4 s per start, so it runs from an esbuild bundle (dist/, git-ignored) that is rebuilt
// whenever one of its source files is newer than the bundle.
import { ensureCliBundle } from './ensureCliBundle.mjs';

const entry = await ensureCliBundle();
const { main } = await import(entry);
process.exitCode = await main(process.argv);
