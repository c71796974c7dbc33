/**
 * Applies the pending migrations (server/src/db/migrations) at start. Kysely's Migrator records
 * applied ones in its own table, so running it again is a no-op; a failed migration stops the
 * start with the migration's name.
 */
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import { migrations } from './migrations';
import type { Db } from './open';

class InCodeMigrations implements MigrationProvider {
  constructor(private readonly list: Record<string, Migration>) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return this.list;
  }
}

export interface MigrationOutcome {
  /** Names of the migrations applied by this run (empty when the schema was current). */
  applied: string[];
}

export async function migrateToLatest(
  db: Db,
  list: Record<string, Migration> = migrations,
): Promise<MigrationOutcome> {
  const migrator = new Migrator({ db, provider: new InCodeMigrations(list) });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${String(error)}`, { cause: error });
  }
  return { applied: results.filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}
