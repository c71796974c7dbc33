/** Epoch seconds: the unit of every time column (db/schema.ts) and of product.md#records-and-their-fields's `created`. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
