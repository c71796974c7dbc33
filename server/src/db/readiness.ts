/**
 * Readiness ("Operations basics": `GET /api/ready` — database reachable, migrations
 * applied). Two trivial queries per probe, so a load balancer may ask every second:
 * 1. `select 1`: the database answers at all (a closed handle, a stopped server, a lost network);
 * 2. the names in Kysely's migration table (migrate.ts runs Kysely's Migrator with its default
 *    table), compared with the migrations this server carries (migrations/index.ts). A missing
 *    table means nothing was applied.
 * Kysely's own `Migrator.getMigrations()` would say the same but introspects every table of the
 * schema first to find its own, which is far from cheap for a probe.
 */
import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import { migrations } from './migrations';
import type { Db } from './open';

export type Readiness =
  | { ready: true; applied: number }
  | { ready: false; what: 'database'; error: unknown }
  | { ready: false; what: 'migrations'; pending: string[] };

export async function checkReadiness(
  db: Db,
  known: readonly string[] = Object.keys(migrations),
): Promise<Readiness> {
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    return { ready: false, what: 'database', error };
  }
  let applied: Set<string>;
  try {
    const { rows } = await sql<{
      name: string;
    }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
    applied = new Set(rows.map((row) => row.name));
  } catch {
    // The database answered `select 1`: the table is missing, no migration ran yet.
    applied = new Set();
  }
  const pending = known.filter((name) => !applied.has(name));
  return pending.length === 0
    ? { ready: true, applied: applied.size }
    : { ready: false, what: 'migrations', pending };
}
