/**
 * The one order in which writes that may run at once on PostgreSQL lock rows: by number, then by
 * key in code-unit order (the same on every instance, unlike a locale's collation). Two
 * transactions that lock the same rows in the same order wait for each other; in opposite orders
 * they deadlock and the database aborts one.
 */
export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
