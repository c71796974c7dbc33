#!/usr/bin/env node
// `npm run bench`: prints the figures the README quotes. Never a pass/fail timing assertion.
import { register } from 'tsx/esm/api';

register();
const { runBenchmarks } = await import('./generator.bench.ts');
await runBenchmarks();
