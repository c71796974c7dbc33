/**
 * The real process: `tsx server/src/main.ts` (what `npm run dev:server` runs; `npm start` runs
 * the same code bundled) listens on a free port, logs its URL, serves, and on SIGTERM closes
 * and exits 0; a restart applies no migration again. `tsx server/src/seed/demo.ts` (what
 * `npm run seed:demo` runs) is idempotent. A bad environment stops the start with a message.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../postgres/testDatabase';
import { startingServers } from '../support/bounds';
import { ROOT } from './harness';
import { mainEnv, startMainProcess } from './mainProcess';

const dataDir = mkdtempSync(join(tmpdir(), 'lodestar-process-'));
/** On PostgreSQL an empty database: the first start applies every migration. */
let database: TestDatabase | undefined;
beforeAll(async () => {
  database = await freshDatabase({ migrated: false });
});
afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const env = (extra: Record<string, string> = {}) =>
  mainEnv(dataDir, { ...database?.env, ...extra });

const startMain = () => startMainProcess(env());

describe('the server process', () => {
  it(
    'listens, serves, and exits 0 on SIGTERM; a restart applies no migration',
    async () => {
      const first = await startMain();
      expect(first.output()).toContain('database migrations applied');
      const answer = await fetch(`${first.url}/api/v1/settings`);
      expect(answer.status).toBe(200);
      expect(await first.stop('SIGTERM')).toBe(0);
      expect(first.output()).toContain('shutting down');

      const second = await startMain();
      expect(second.output()).not.toContain('database migrations applied');
      expect(await second.stop('SIGINT')).toBe(0);
    },
    startingServers(2),
  );

  it('refuses to start with a bad PORT, naming it', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT,
      env: env({ PORT: 'eighty' }),
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT must be a whole number from 0 to 65535');
  });
});

describe('npm run seed:demo', () => {
  it('creates the demo data, then finds it present', () => {
    const run = () =>
      spawnSync(process.execPath, ['--import', 'tsx', 'server/src/seed/demo.ts'], {
        cwd: ROOT,
        env: env(),
        encoding: 'utf8',
      });
    const first = run();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(
      /Demo data created:[\s\S]*demo@example\.com \(password: demo-password\)/,
    );
    const second = run();
    expect(second.stdout).toContain('Demo data already present (nothing changed)');
    expect(second.stdout).toMatch(/site +#\d+ Demo site/);
  });
});
