/**
 * The one string order of everything the generator sorts (habit 6: deterministic output): UTF-16
 * code units, as `<` compares. `localeCompare` is not used anywhere: its order depends on the ICU
 * data and the locale of the Node that runs it (`a` < `B` in one, `B` < `a` in another).
 */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A sorted copy, by a string key in `compareStrings` order (stable: equal keys keep their order). */
export function sortBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareStrings(key(a), key(b)));
}

/** A sorted copy of strings in `compareStrings` order. */
export function sortStrings(items: Iterable<string>): string[] {
  return [...items].sort(compareStrings);
}
