/**
 * The same object with its keys in a fixed order (absent keys left out), so a bundle does not
 * depend on the order a product manager wrote the keys in.
 */
export function canonical<T extends object>(value: T, keys: readonly (keyof T)[]): T {
  const out: Partial<T> = {};
  for (const key of keys) if (value[key] !== undefined) out[key] = value[key];
  return out as T;
}
