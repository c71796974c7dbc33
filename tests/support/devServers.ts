/**
 * `npm run dev` (scripts/dev.mjs: generator watch + API server + Vite) on free ports, over a
 * throw-away copy of the project, so that a test or the dev-loop benchmark can edit
 * manifests and translations without touching the checkout. The copy holds the sources; its
 * node_modules is a folder of links to the real packages (Vite's own cache, node_modules/.vite,
 * stays in the copy). Seeded like `npm run seed:demo`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT, seedDemo } from './appServer';

/** What `npm run dev` needs of the project: sources, manifests, translations, generated/. */
const COPIED = [
  'bin',
  'cli',
  'contracts',
  'generated',
  'generator',
  'locales',
  'manifests',
  'runtime',
  'scripts',
  'server',
  'package.json',
  'tsconfig.json',
  'tsconfig.base.json',
  'vite.config.ts',
];

export interface DevServers {
  /** The copy's root: edit its manifests/ and locales/. */
  root: string;
  /** Vite's URL: what the browser opens. */
  url: string;
  apiUrl: string;
  output: () => string;
  /** Reads a file of the copy, replaces `from` by `to` (it must be there), writes it back. */
  edit(file: string, from: string | RegExp, to: string): void;
  stop(): Promise<void>;
}

async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  ms: number,
  log: () => string,
  exited: () => boolean,
) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // The dev script stops all of its processes when one ends: nothing will be ready then.
    if (exited()) throw new Error(`${what}: npm run dev ended before it was ready:\n${log()}`);
    if (await check().catch(() => false)) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${what} not ready within ${ms / 1000} s:\n${log()}`);
}

/**
 * `prepare` edits the copy before `npm run dev` starts: what a product manager saved before
 * starting it. It is generated then, as the watcher's first run would: a server started over
 * the old generated/ would restart under the test as that run rewrote what it imports.
 */
export async function startDevServers(prepare?: (root: string) => void): Promise<DevServers> {
  const root = mkdtempSync(join(tmpdir(), 'lodestar-dev-'));
  for (const entry of COPIED) cpSync(join(ROOT, entry), join(root, entry), { recursive: true });
  mkdirSync(join(root, 'node_modules'));
  for (const name of readdirSync(join(ROOT, 'node_modules'))) {
    if (name !== '.vite')
      symlinkSync(join(ROOT, 'node_modules', name), join(root, 'node_modules', name));
  }
  if (prepare) {
    prepare(root);
    const generated = spawnSync(process.execPath, ['bin/lodestar.mjs', 'generate'], {
      cwd: root,
      encoding: 'utf8',
    });
    if (generated.status !== 0) {
      rmSync(root, { recursive: true, force: true });
      throw new Error(
        `the prepared manifests do not generate:\n${generated.stdout}${generated.stderr}`,
      );
    }
  }
  const dataDir = join(root, 'data');
  seedDemo(dataDir);
  // Each port free, the mail catcher's too: two copies running at once (two test files) must
  // not meet on the catcher's default port, where the second one's dev script would stop.
  const [port, apiPort, mailPort] = [await freePort(), await freePort(), await freePort()];
  const child: ChildProcess = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: root,
    // Its own process group: stop() ends the dev script and every process it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      MAIL_CATCHER_PORT: String(mailPort),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      SSO_DEV_PROVIDER: '0',
      LODESTAR_ROOT: root,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((done) => child.once('exit', done));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 3000))]);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const log = () => output;
    const exited = () => child.exitCode !== null || child.signalCode !== null;
    await waitFor(
      'the generator',
      async () => output.includes('watching manifests/'),
      150_000,
      log,
      exited,
    );
    await waitFor(
      'the API server',
      async () => (await fetch(`${apiUrl}/api/v1/settings`)).ok,
      60_000,
      log,
      exited,
    );
    await waitFor('Vite', async () => (await fetch(url)).ok, 60_000, log, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    root,
    url,
    apiUrl,
    output: () => output,
    edit(file, from, to) {
      const path = join(root, file);
      const text = readFileSync(path, 'utf8');
      const next = text.replace(from, to);
      if (next === text) throw new Error(`${file}: nothing to replace for ${String(from)}`);
      writeFileSync(path, next);
    },
    stop,
  };
}
