#!/usr/bin/env node
// `npm run typecheck`: one TypeScript program per layer (see docs/architecture.md "Type-level
// layers"), as many at a time as the machine has cores. Each program's output is printed whole
// when it ends; the exit status is 1 when any layer has an error.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const CONFIGS = [
  'tsconfig.json',
  'tsconfig.node.json',
  'tsconfig.browser.json',
  'tsconfig.pure.json',
  'tsconfig.bench.json',
];

function check(config) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', config], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${config} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      done(code === 0);
    });
  });
}

const queue = [...CONFIGS];
const results = [];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), CONFIGS.length) }, async () => {
    while (queue.length) results.push(await check(queue.shift()));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
