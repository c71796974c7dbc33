/**
 * Makes the database refuse every insert into a table, to show that a failure inside a
 * transaction leaves nothing behind — on either database: a trigger, spelled in each
 * database's own trigger language. Returns the undo.
 */
import { sql, type Kysely } from 'kysely';
import { databaseKind } from '../../server/src/db/dialect';
import type { Database } from '../../server/src/db/schema';

export async function refuseInserts(
  db: Kysely<Database>,
  table: string,
): Promise<() => Promise<void>> {
  const name = sql.id(`refuse_${table}`);
  if (databaseKind(db) === 'postgres') {
    await sql`create function ${name}() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`.execute(db);
    await sql`create trigger ${name} before insert on ${sql.table(table)}
      for each row execute function ${name}()`.execute(db);
    return async () => {
      await sql`drop trigger ${name} on ${sql.table(table)}`.execute(db);
      await sql`drop function ${name}()`.execute(db);
    };
  }
  await sql`create trigger ${name} before insert on ${sql.table(table)}
    begin select raise(abort, 'refused by the test'); end`.execute(db);
  return async () => {
    await sql`drop trigger ${name}`.execute(db);
  };
}
