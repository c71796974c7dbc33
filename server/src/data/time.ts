/** Epoch seconds: the unit of every time column (db/schema.ts) and of §3's `created`. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
