/** The signup experiments' assignments: experiment name → variant (product.md#roles-and-permissions). */
export type Assignments = Readonly<Record<string, string>>;

/**
 * `experiment_tag` of the registration (product.md#records-and-their-fields): `name:variant` pairs sorted by name, joined by
 * commas (e.g. `signup_page_revamp:treatment`), or null without any assignment.
 */
export function experimentTag(assignments: Assignments): string | null {
  const names = Object.keys(assignments).sort();
  return names.length ? names.map((n) => `${n}:${assignments[n]}`).join(',') : null;
}
