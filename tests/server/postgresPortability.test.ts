/**
 * One schema and one set of queries on both databases ("PostgreSQL, the same code";
 * server/src/db/dialect.ts). Runs in the default suite on SQLite and again in
 * vitest.postgres.config.ts on PostgreSQL: migrations from an empty database, constraints, and
 * the differences dialect.ts settles — numbers back as numbers, unique violations recognized,
 * values PostgreSQL cannot hold compared without failing, JSON array lengths.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { databaseKind, isUniqueViolation, jsonArrayLength } from '../../server/src/db/dialect';
import { migrateToLatest } from '../../server/src/db/migrate';
import { migrations } from '../../server/src/db/migrations';
import { openDatabase, type Db } from '../../server/src/db/open';
import { seedPersona } from '../../server/src/seed/persona';
import { clusterUrl, freshDatabase, testingOnPostgres } from '../postgres/testDatabase';
import { ROOT } from './harness';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An empty database of the run's kind, closed after the test. */
async function emptyDatabase(): Promise<{ open: () => Db }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lodestar-portable-'));
  const database = await freshDatabase({ migrated: false });
  cleanups.push(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    open() {
      const db = openDatabase({ dataDir, databaseUrl: database.url });
      cleanups.push(() => db.destroy());
      return db;
    },
  };
}

async function migrated(): Promise<Db> {
  const db = (await emptyDatabase()).open();
  await migrateToLatest(db);
  return db;
}

describe(`the schema and queries on ${testingOnPostgres() ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('runs on the database the run asked for', async () => {
    const db = (await emptyDatabase()).open();
    expect(databaseKind(db)).toBe(testingOnPostgres() ? 'postgres' : 'sqlite');
  });

  it('applies every migration once; a restart applies none and keeps the data', async () => {
    const database = await emptyDatabase();
    const db = database.open();
    expect(await migrateToLatest(db)).toEqual({ applied: Object.keys(migrations) });
    expect(await migrateToLatest(db)).toEqual({ applied: [] });
    await seedPersona(db, { email: 'keep@example.com', passwordHash: 'scrypt$x' });
    const again = database.open(); // a restart
    expect(await migrateToLatest(again)).toEqual({ applied: [] });
    expect(await again.selectFrom('users').select('email').execute()).toEqual([
      { email: 'keep@example.com' },
    ]);
  });

  it('names the migration that failed', async () => {
    const db = (await emptyDatabase()).open();
    await expect(
      migrateToLatest(db, {
        ...migrations,
        '0002_broken': { up: async (k) => void (await sql`create tabel nope`.execute(k)) },
      }),
    ).rejects.toThrow(/Database migration 0002_broken failed/);
  });

  it('keeps one app-state row per scope (NULL scopes included) and enforces foreign keys', async () => {
    const db = await migrated();
    const { userId } = await seedPersona(db, { email: 'u@example.com', passwordHash: 'x' });
    const row = { user_id: userId, namespace: 'n', key: 'k', value: 'v', updated_at: 0 };
    await db.insertInto('app_state_settings').values(row).execute();
    await expect(db.insertInto('app_state_settings').values(row).execute()).rejects.toThrow(
      /unique/i,
    );
    await expect(
      db
        .insertInto('memberships')
        .values({ organization_id: 99, user_id: 99, access: 'read' })
        .execute(),
    ).rejects.toThrow(/foreign key/i);
  });

  it('returns ids, epoch milliseconds, counts and sums as numbers', async () => {
    const db = await migrated();
    const persona = await seedPersona(db, {
      email: 'n@example.com',
      passwordHash: 'x',
      organizations: [{ name: 'O', sites: [{ name: 'S' }] }],
    });
    const siteId = persona.organizations[0]!.sites[0]!.id;
    // Beyond 2^31: a 32-bit integer column would refuse it.
    const at = 1_764_000_000_123;
    const inserted = await db
      .insertInto('tracking_events')
      .values([
        { site_id: siteId, session_key: 's1', type: 'page-view', at, received_at: at },
        { site_id: siteId, session_key: 's2', type: 'page-view', at: at + 1, received_at: at },
      ])
      .returning(['id', 'at'])
      .execute();
    expect(inserted).toEqual([
      { id: expect.any(Number), at },
      { id: expect.any(Number), at: at + 1 },
    ]);
    const totals = await db
      .selectFrom('tracking_events')
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum('at').as('total')])
      .executeTakeFirstOrThrow();
    expect(totals).toEqual({ n: 2, total: 2 * at + 1 });
  });

  it('recognizes a unique violation of a given column, and only that one', async () => {
    const db = await migrated();
    await seedPersona(db, { email: 'taken@example.com', passwordHash: 'x' });
    const error = await db
      .insertInto('users')
      .values({
        email: 'taken@example.com',
        name: 'T',
        password_hash: 'x',
        locale: 'en',
        created_at: 0,
      })
      .execute()
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error, 'users', 'email')).toBe(true);
    expect(isUniqueViolation(error, 'users', 'name')).toBe(false);
    expect(isUniqueViolation(new Error('other'), 'users', 'email')).toBe(false);
  });

  it('finds nothing, without failing, for values no column can hold', async () => {
    const db = await migrated();
    const { userId } = await seedPersona(db, { email: 'v@example.com', passwordHash: 'x' });
    for (const id of [1e40, Infinity, -1e40, 1.5]) {
      expect(await db.selectFrom('users').select('id').where('id', '=', id).execute()).toEqual([]);
    }
    expect(
      await db.selectFrom('users').select('email').where('email', '=', 'v@ex\u0000').execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('users').select('id').where('id', 'in', [1e40, userId]).execute(),
    ).toEqual([{ id: userId }]);
    expect(
      await db.selectFrom('users').select('id').where('id', 'in', [1e40, NaN]).execute(),
    ).toEqual([]);
  });

  it('counts the elements of a JSON array held as text', async () => {
    const db = await migrated();
    const persona = await seedPersona(db, {
      email: 'j@example.com',
      passwordHash: 'x',
      organizations: [{ name: 'O', sites: [{ name: 'S' }] }],
    });
    const siteId = persona.organizations[0]!.sites[0]!.id;
    await db
      .insertInto('surveys')
      .values({
        site_id: siteId,
        name: 'Q',
        questions: JSON.stringify([{ a: 1 }, { b: 2 }, { c: 3 }]),
        created_at: 0,
        updated_at: 0,
      })
      .execute();
    const { n } = await db
      .selectFrom('surveys')
      .select(jsonArrayLength(db, 'questions').as('n'))
      .executeTakeFirstOrThrow();
    expect(n).toBe(3);
  });
});

describe('a PostgreSQL connection cut while idle', () => {
  it.runIf(testingOnPostgres())('is replaced: the process lives on and queries go on', async () => {
    const db = await migrated();
    await seedPersona(db, { email: 'cut@example.com', passwordHash: 'x' });
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
    // The pool's idle connections are ended by the server, as a restart or failover would.
    const admin = new pg.Client({ connectionString: clusterUrl('postgres') });
    await admin.connect();
    try {
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [rows[0]!.name],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await new Promise((done) => setTimeout(done, 200)); // the 'error' event arrives meanwhile
    expect(await db.selectFrom('users').select('email').execute()).toEqual([
      { email: 'cut@example.com' },
    ]);
  });
});

describe('DATABASE_URL and DATABASE_POOL_SIZE', () => {
  const config = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/lodestar-x', ...env }, ROOT);

  it('unset: SQLite under DATA_DIR; postgres:// or postgresql://: PostgreSQL', () => {
    expect(config({})).toMatchObject({ databaseUrl: null, databasePoolSize: 10 });
    for (const url of ['postgres://u:p@db:5432/lodestar', 'postgresql://db/lodestar']) {
      expect(config({ DATABASE_URL: url, DATABASE_POOL_SIZE: '25' })).toMatchObject({
        databaseUrl: url,
        databasePoolSize: 25,
      });
    }
  });

  it('refuses another scheme without echoing the URL (it may hold a password)', () => {
    expect(() => config({ DATABASE_URL: 'mysql://root:secret@db/x' })).toThrow(
      /DATABASE_URL must be a PostgreSQL URL/,
    );
    expect(() => config({ DATABASE_URL: 'mysql://root:secret@db/x' })).not.toThrow(/secret/);
    expect(() => config({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
