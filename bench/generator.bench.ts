/**
 * Generator benchmarks:
 *  - `lodestar generate` and `generate --check` on the product manifests, each as a fresh process,
 *    next to a floor measured in the same run: a fresh process that only parses and
 *    schema-validates the same YAML files (bench/generatorFloor.ts); once more with the CLI's
 *    cache (`.lodestar/cache`) removed before each run;
 *  - the same on a synthetic manifest set 10× larger (built here by bench/synthetic.ts);
 *  - watch mode: time from a one-file change on disk to the regenerated result being reported
 *    (it prints once `generated/` is written);
 *  - the guide engine: evaluateGuide on the real guides bundle, ≤ 1 ms per evaluation
 *    (median), next to a floor measured in the same run (JSON.parse of the same bundle).
 * Figures are printed; nothing here asserts a time.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluateGuide, type GuideFacts } from '../runtime/rules/guides/evaluateGuide';
import type { GuidesBundle } from '../runtime/rules/guides/types';
import { median, ms } from './stats';
import { buildSynthetic, manifestSize } from './synthetic';

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..');
const WORK = join(ROOT, 'bench', '.work');
const CLI = join(ROOT, 'bin', 'lodestar.mjs');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

function runCli(args: string[]): number {
  const start = performance.now();
  const result = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
  const elapsed = performance.now() - start;
  if (result.status !== 0)
    throw new Error(`lodestar ${args.join(' ')} failed:\n${result.stderr}${result.stdout}`);
  return elapsed;
}

function medianOf(args: string[], before: () => void = () => undefined): number {
  runCli(args); // warm the file system cache; not counted
  return median(
    Array.from({ length: RUNS }, () => {
      before();
      return runCli(args);
    }),
  );
}

/** The floor as a fresh process, run from a bundle as the CLI is (bench/generatorFloor.ts). */
async function floorOf(root: string): Promise<number> {
  const { build } = await import('esbuild');
  const out = join(WORK, 'floor.mjs');
  await build({
    entryPoints: [join(ROOT, 'bench', 'generatorFloor.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: out,
    logLevel: 'error',
  });
  const once = () => {
    const start = performance.now();
    const result = spawnSync(process.execPath, [out, root], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`the floor failed:\n${result.stderr}`);
    return performance.now() - start;
  };
  once();
  return median(Array.from({ length: RUNS }, once));
}

function copyProject(name: string): string {
  const dir = join(WORK, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // The code too: its t() calls are read, and runtime/public holds the images manifests name.
  for (const part of ['manifests', 'locales', 'runtime', 'server/src', 'contracts'])
    cpSync(join(ROOT, part), join(dir, part), { recursive: true });
  return dir;
}

async function watchLatency(root: string, file: string, changes = 8): Promise<number[]> {
  const child = spawn(process.execPath, [CLI, 'watch', '--root', root], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let buffer = '';
  const waitFor = (pattern: RegExp) =>
    new Promise<void>((done, fail) => {
      const timer = setTimeout(
        () => fail(new Error(`watch did not print ${pattern} in 20 s:\n${buffer}`)),
        20_000,
      );
      const check = () => {
        if (pattern.test(buffer)) {
          clearTimeout(timer);
          child.stdout.off('data', check);
          child.stderr.off('data', check);
          buffer = '';
          done();
        }
      };
      const onData = (chunk: Buffer) => {
        buffer += chunk.toString();
        check();
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      check();
    });
  try {
    await waitFor(/watching manifests/);
    const target = join(root, file);
    const original = readFileSync(target, 'utf8');
    // A real edit a product manager makes: mark the surveys list as a data page, then undo it.
    // Each round changes the model, so validation, the route table and the bundle are redone.
    const anchor = "    title: 'routes:surveys.list'\n";
    if (!original.includes(anchor)) throw new Error(`bench edit anchor not found in ${file}`);
    const edited = original.replace(anchor, `${anchor}    dataPage: true\n`);
    const times: number[] = [];
    for (let i = 0; i < changes; i++) {
      const start = performance.now();
      writeFileSync(target, i % 2 === 0 ? edited : original);
      await waitFor(/✓ [1-9]\d* written/);
      times.push(performance.now() - start);
      await new Promise((r) => setTimeout(r, 150));
    }
    return times; // an even number of rounds ends on the original content
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGINT');
    await exited;
  }
}

/**
 * Median time of one call of `fn`, from `batches` timed batches of `perBatch` calls (one call is
 * microseconds: too short to time alone). A warm-up batch runs first, uncounted.
 */
function perCall(fn: (i: number) => unknown, perBatch = 2000, batches = 25): number {
  const batch = () => {
    const start = performance.now();
    for (let i = 0; i < perBatch; i++) fn(i);
    return (performance.now() - start) / perBatch;
  };
  batch();
  return median(Array.from({ length: batches }, batch));
}

/** The guide engine on the real bundle, over questionnaire answers and flags that vary. */
function guideEngineBench(): void {
  const text = readFileSync(join(ROOT, 'generated', 'bundle', 'guides.json'), 'utf8');
  const guide = (JSON.parse(text) as GuidesBundle).guides['getting-started'];
  if (!guide) throw new Error('generated/bundle/guides.json has no getting-started guide');
  const base: GuideFacts = {
    flags: {},
    tracking: 'active',
    orgAccess: 'write',
    orgUserCount: 1,
    locale: 'en',
    siteCreated: 1_700_000_000,
  };
  const facts: GuideFacts[] = [
    base,
    { ...base, profile: { jobsToBeDone: ['prioritizing', 'exploring'] } },
    { ...base, profile: { goal: 'recordings', expertise: 'expert' }, orgUserCount: 3 },
    { ...base, profile: { goal: 'surveys' }, orgAccess: 'read', locale: 'de' },
    { ...base, flags: { viewed_recording: true, viewed_heatmap: true }, tracking: 'not-installed' },
  ];
  const engine = perCall((i) => evaluateGuide(guide, facts[i % facts.length]!));
  const floor = perCall(() => JSON.parse(text), 200);
  const fmt = (v: number) => `${v.toFixed(4)} ms`;
  console.log(
    `guide engine: evaluateGuide, getting-started (real bundle)  ${fmt(engine)} per evaluation   target ≤ 1 ms`,
  );
  console.log(
    `  floor: JSON.parse of the guides bundle (${(text.length / 1024).toFixed(0)} KB)         ${fmt(floor)} per parse\n`,
  );
}

export async function runBenchmarks(): Promise<void> {
  console.log(
    `Lodestar generator benchmarks — node ${process.version}, ${RUNS} runs each, median\n`,
  );
  guideEngineBench();
  const x1 = copyProject('x1');
  runCli(['generate', '--root', x1]);
  const floor1 = await floorOf(x1);
  const gen1 = medianOf(['generate', '--root', x1]);
  const check1 = medianOf(['generate', '--check', '--root', x1]);
  const cold1 = medianOf(['generate', '--root', x1], () =>
    rmSync(join(x1, '.lodestar', 'cache'), { recursive: true, force: true }),
  );
  const ofFloor = (v: number) => `${(v / floor1).toFixed(2)}× the floor`;
  console.log(`floor: parse + schema-validate the same YAML, fresh process  ${ms(floor1)}`);
  console.log(
    `generate (product manifests, fresh process)          ${ms(gen1)}   ${ofFloor(gen1)} (target ≤ 1.3×)`,
  );
  console.log(
    `generate --check (product manifests, fresh process)  ${ms(check1)}   ${ofFloor(check1)} (target ≤ 1.3×)`,
  );
  console.log(
    `generate without the CLI's cache (.lodestar/cache)   ${ms(cold1)}   ${ofFloor(cold1)}`,
  );

  const x10 = copyProject('x10');
  buildSynthetic(x10, 10);
  const size1 = manifestSize(x1);
  const size10 = manifestSize(x10);
  runCli(['generate', '--root', x10]);
  const gen10 = medianOf(['generate', '--root', x10]);
  const check10 = medianOf(['generate', '--check', '--root', x10]);
  console.log(
    `synthetic ×10 set: ${size10.bytes} bytes of YAML vs ${size1.bytes} (${(size10.bytes / size1.bytes).toFixed(1)}×), ${size10.items} declarations vs ${size1.items}`,
  );
  console.log(
    `generate ×10                                         ${ms(gen10)}   ${(gen10 / gen1).toFixed(2)}× the 1× time (target ≤ 8×)`,
  );
  console.log(
    `generate --check ×10                                 ${ms(check10)}   ${(check10 / check1).toFixed(2)}× the 1× time`,
  );

  const watch = await watchLatency(x1, 'manifests/routes.yaml');
  console.log(
    `watch: one-file change → generated/ written (median of ${watch.length})   ${ms(median(watch))}   target ≤ 250 ms`,
  );
  if (existsSync(WORK) && !process.env.BENCH_KEEP) rmSync(WORK, { recursive: true, force: true });
}
