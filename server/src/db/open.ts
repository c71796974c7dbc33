/**
 * Opens the embedded database: one SQLite file under DATA_DIR, through Kysely so queries stay
 * portable to PostgreSQL. WAL lets readers (e.g. a seeding script) work while the server writes;
 * foreign keys are off by default in SQLite and must be turned on per connection.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';

export const DATABASE_FILE = 'lodestar.sqlite';

export type Db = Kysely<Database>;

export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(join(dataDir, DATABASE_FILE));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Another process holding the write lock (seeding while the server runs) is waited for.
  sqlite.pragma('busy_timeout = 5000');
  // With WAL, NORMAL is durable across application crashes and much faster than FULL.
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
