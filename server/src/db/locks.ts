/**
 * Locks for rules that read, then write: a count against a limit, a last-admin check, a billing
 * state that decides what to charge. Inside a transaction, `lockRow` holds the named row until
 * commit, so a second transaction taking the same lock waits for the first and then reads what
 * it wrote.
 *
 * PostgreSQL runs transactions side by side (READ COMMITTED): without the lock, two instances
 * (or two pool connections of one) both read the count before either writes, and both pass.
 * `SELECT … FOR UPDATE` on the row that owns the rule (the site, the organization, the account,
 * the user) serializes exactly the transactions about that owner. SQLite has one writer at a
 * time and the embedded driver runs one transaction at a time on its single connection, so
 * there the lock is already held and nothing more is sent.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { databaseKind } from './dialect';

/** The tables whose rows own a read-then-write rule. */
export type LockOwner = 'sites' | 'organizations' | 'accounts' | 'users';

/** Locks the row until the transaction ends; false when there is no such row. */
export async function lockRow(
  tx: Kysely<Database>,
  table: LockOwner,
  id: number,
): Promise<boolean> {
  const query = tx.selectFrom(table).select('id').where('id', '=', id);
  const row = await (
    databaseKind(tx) === 'postgres' ? query.forUpdate() : query
  ).executeTakeFirst();
  return row !== undefined;
}
