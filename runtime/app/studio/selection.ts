/**
 * Which personas the `/studio` matrix shows, kept in the address (`?personas=a,b`)
 * so a matrix can be shared and survives the dev loop's reload. Without the parameter: the
 * first four of the manifest. Unknown ids are dropped; the manifest's order is kept.
 */
export const PERSONAS_PARAM = 'personas';
export const DEFAULT_COUNT = 4;

export function chosenPersonas(ids: readonly string[], param: string | null): string[] {
  if (param === null) return ids.slice(0, DEFAULT_COUNT);
  const wanted = new Set(param.split(',').map((id) => id.trim()));
  return ids.filter((id) => wanted.has(id));
}

/** The choice after `id` was turned on or off, in the manifest's order. */
export function toggled(
  ids: readonly string[],
  chosen: readonly string[],
  id: string,
  on: boolean,
): string[] {
  return ids.filter((i) => (i === id ? on : chosen.includes(i)));
}
