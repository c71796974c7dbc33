/**
 * Start the real, built product (dist/server/main.mjs serving dist/client) on a free loopback
 * port with a throw-away data directory, seeded like `npm run seed:demo`. Used by the end-to-end
 * tests and the benchmarks, so both exercise exactly what `npm start` runs.
 */
import { STARTUP_BOUND_MS } from './bounds';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateToLatest } from '../../server/src/db/migrate';
import { openDatabase } from '../../server/src/db/open';
import { startMailCatcher } from '../../server/src/mail/devCatcher';
import { demoPersonaOptions, seedDemo as seedDemoPersona } from '../../server/src/seed/demoPersona';
import type { CaughtMail } from '../../server/src/mail/devMailFile';

export const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..', '..');

export interface RunningApp {
  url: string;
  dataDir: string;
  /** What the embedded SMTP server received, oldest first (empty with `mail: false`). */
  mail(): CaughtMail[];
  /** Waits for the first e-mail to `to` and returns it. */
  mailTo(to: string, timeoutMs?: number): Promise<CaughtMail>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Run the demo seed (`npm run seed:demo`) against a data directory. */
export function seedDemo(dataDir: string, env: Record<string, string> = {}): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/seed/demo.ts'], {
    cwd: ROOT,
    // NODE_ENV=test like the server startApp runs (a bundler may have set production here).
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`seed failed:\n${result.stderr}${result.stdout}`);
  return result.stdout;
}

/**
 * The same seed in this process: what `npm run seed:demo` writes, without starting a compiler in
 * a child process for every server a test file starts (seconds each on a busy machine).
 */
async function seedDemoHere(dataDir: string): Promise<void> {
  const db = openDatabase(dataDir);
  try {
    await migrateToLatest(db);
    await seedDemoPersona(db, demoPersonaOptions());
  } finally {
    await db.destroy();
  }
}

export async function startApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    /** Default true: an embedded SMTP server (mail/devCatcher.ts) receives the app's e-mail. */
    mail?: boolean;
  } = {},
): Promise<RunningApp> {
  const entry = join(ROOT, 'dist', 'server', 'main.mjs');
  if (!existsSync(entry) || !existsSync(join(ROOT, 'dist', 'client', 'index.html'))) {
    throw new Error('The app is not built: run `npm run build` first.');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'lodestar-data-'));
  if (options.seed !== false) await seedDemoHere(dataDir);
  // The same catcher `npm run dev` runs, writing under the app's DATA_DIR (its /dev/inbox).
  const catcher = options.mail === false ? null : await startMailCatcher({ dataDir });
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      // "Sign in with Google" through the local development provider, as `npm run dev` runs it.
      SSO_DEV_PROVIDER: '1',
      LOG_LEVEL: 'warn',
      ...(catcher ? { SMTP_URL: catcher.url } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTUP_BOUND_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${url}/api/v1/settings`);
      if (response.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within ${STARTUP_BOUND_MS / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const mail = () => catcher?.messages() ?? [];
  return {
    url,
    dataDir,
    mail,
    async mailTo(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mail().find((m) => m.to.includes(to));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      await catcher?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the seeded demo user in over HTTP; the session cookie's value. */
export async function signInDemo(app: RunningApp): Promise<string> {
  const response = await fetch(`${app.url}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.get('set-cookie') ?? '';
  return /lodestar_session=([^;]+)/.exec(cookie)?.[1] ?? '';
}

/** The id of the first site of the signed-in user's organizations. */
export async function firstSiteId(app: RunningApp, session: string): Promise<number> {
  const headers = { cookie: `lodestar_session=${session}` };
  const me = (await (await fetch(`${app.url}/api/v1/session`, { headers })).json()) as {
    user: { id: number };
  };
  const orgs = (await (
    await fetch(`${app.url}/api/v1/users/${me.user.id}/organizations`, { headers })
  ).json()) as { sites: { id: number }[] }[];
  const site = orgs.flatMap((o) => o.sites)[0];
  if (!site) throw new Error('the signed-in user has no site');
  return site.id;
}
