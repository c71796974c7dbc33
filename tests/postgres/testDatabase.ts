/**
 * The database a test server runs on (every server test runs on SQLite and on
 * PostgreSQL). TEST_DATABASE=postgres (set by vitest.postgres.config.ts) picks PostgreSQL: the
 * cluster started once per run by tests/postgres/globalSetup.ts, and a fresh database in it per
 * server, copied from a migrated template, so tests stay as independent as their SQLite folders.
 * Unset: SQLite in the test's own DATA_DIR, as before.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Db } from '../../server/src/db/open';

export const TEMPLATE_DATABASE = 'lodestar_template';

export function testingOnPostgres(): boolean {
  return process.env.TEST_DATABASE === 'postgres';
}

export interface TestDatabase {
  /** What to add to the server's environment: DATABASE_URL on PostgreSQL, nothing on SQLite. */
  env: Record<string, string>;
  /** Same as `env.DATABASE_URL`, or null on SQLite. */
  url: string | null;
  /** Drops the PostgreSQL database (the SQLite file goes with its DATA_DIR). */
  drop(): Promise<void>;
}

/** The URL of `database` on the run's cluster (globalSetup exports the cluster's URL). */
export function clusterUrl(database: string): string {
  const base = process.env.TEST_POSTGRES_URL;
  if (!base) {
    throw new Error(
      'TEST_DATABASE=postgres but TEST_POSTGRES_URL is unset: run through ' +
        'vitest.postgres.config.ts, whose globalSetup starts PostgreSQL',
    );
  }
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: clusterUrl('postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A new database: migrated (a copy of the template) unless `migrated: false` asks for an empty
 * one, for the tests of the migrations themselves.
 */
export async function freshDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  if (!testingOnPostgres()) return { env: {}, url: null, drop: async () => undefined };
  const name = `lodestar_${process.pid}_${randomBytes(6).toString('hex')}`;
  const template = migrated ? TEMPLATE_DATABASE : 'template0';
  // FILE_COPY: a plain file copy of the (small) template, much faster than the WAL_LOG default.
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`));
  const url = clusterUrl(name);
  return {
    env: { DATABASE_URL: url },
    url,
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(),
  };
}

/**
 * A database for a test that works on `Db` directly (no server): SQLite under dataDir, or a
 * fresh migrated PostgreSQL database with TEST_DATABASE=postgres. `close` ends both.
 */
export async function openTestDatabase(
  dataDir: string,
): Promise<{ db: Db; close: () => Promise<void> }> {
  const database = await freshDatabase();
  const db = openDatabase({ dataDir, databaseUrl: database.url });
  return {
    db,
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}
