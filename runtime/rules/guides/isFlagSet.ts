/**
 * Getting-started flags are stored in app-state as strings (product.md#records-and-their-fields: "stored as strings
 * True/true"); the manifest declares which stored values mean "set".
 */
export const DEFAULT_TRUTHY = ['True', 'true'];

export function isFlagSet(stored: unknown, truthy: readonly string[] = DEFAULT_TRUTHY): boolean {
  return stored === true || (typeof stored === 'string' && truthy.includes(stored));
}

/** Decodes stored app-state values (key → value) into the flags a guide declares. */
export function decodeFlags(
  stored: Record<string, unknown>,
  declared: readonly string[],
  truthy: readonly string[] = DEFAULT_TRUTHY,
): Record<string, boolean> {
  return Object.fromEntries(declared.map((name) => [name, isFlagSet(stored[name], truthy)]));
}
