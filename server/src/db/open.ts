/**
 * Opens the database, the one place choosing between the two ("PostgreSQL, the same
 * code"): with DATABASE_URL (postgres:// or postgresql://) PostgreSQL through a `pg` pool of
 * DATABASE_POOL_SIZE connections; otherwise the embedded SQLite file under DATA_DIR. Both through
 * Kysely; what the two spell differently is settled in dialect.ts.
 *
 * SQLite: WAL lets readers (e.g. a seeding script) work while the server writes; foreign keys
 * are off by default in SQLite and must be turned on per connection.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import { postgresDialect } from './dialect';
import type { Database } from './schema';

export const DATABASE_FILE = 'lodestar.sqlite';
/** DATABASE_POOL_SIZE unset: connections per process to PostgreSQL. */
export const DEFAULT_POOL_SIZE = 10;

export type Db = Kysely<Database>;

/** Where the data lives: a Config has these fields (config.ts), a bare string is a DATA_DIR. */
export interface DatabaseLocation {
  dataDir: string;
  /** A postgres:// URL, or null/undefined for SQLite under dataDir. */
  databaseUrl?: string | null;
  databasePoolSize?: number;
}

export function openDatabase(where: string | DatabaseLocation): Db {
  const location = typeof where === 'string' ? { dataDir: where } : where;
  if (location.databaseUrl) {
    return new Kysely<Database>({
      dialect: postgresDialect(
        location.databaseUrl,
        location.databasePoolSize ?? DEFAULT_POOL_SIZE,
      ),
    });
  }
  return openSqlite(location.dataDir);
}

function openSqlite(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(join(dataDir, DATABASE_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Another process holding the write lock (seeding while the server runs) is waited for.
  sqlite.pragma('busy_timeout = 5000');
  // With WAL, NORMAL is durable across application crashes and much faster than FULL.
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: reusingStatements(sqlite) }),
  });
}

/** Statements kept per SQL text; more distinct texts than this and the cache starts over. */
const STATEMENT_CACHE = 1000;

/**
 * The database as Kysely's SQLite driver sees it, with each SQL text prepared once: the driver
 * prepares a statement for every query, and preparing was the largest single cost of a
 * server-rendered page ("a faster server render"). Kysely's queries are parameterized,
 * so the texts are few (one per query shape); a better-sqlite3 statement is re-run safely (the
 * driver runs one query at a time) and SQLite re-prepares it itself after a schema change.
 */
function reusingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
