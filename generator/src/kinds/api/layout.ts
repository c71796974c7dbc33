/**
 * Line layout for emitted TypeScript: the repository's printWidth (100) without running
 * prettier at generation time. Only the few shapes the emitters print need it.
 */
export const WIDTH = 100;

/** `import { a, b } from 'x';`, one name per line when too long. */
export function importLine(names: string[], from: string, typeOnly = false): string {
  const head = `import ${typeOnly ? 'type ' : ''}`;
  const line = `${head}{ ${names.join(', ')} } from '${from}';`;
  if (line.length <= WIDTH) return line;
  return `${head}{\n${names.map((n) => `  ${n},`).join('\n')}\n} from '${from}';`;
}

/** `head tail` on one line, or `tail` on the next line one level deeper. */
export function breakAfter(indent: string, head: string, tail: string): string {
  const line = `${indent}${head} ${tail}`;
  return line.length <= WIDTH ? line : `${indent}${head}\n${indent}  ${tail}`;
}

/** `export async function f(a: A, b: B): R {`, parameters one per line when too long. */
export function signature(prefix: string, params: string[], suffix: string): string {
  const line = `${prefix}(${params.join(', ')})${suffix}`;
  if (line.length <= WIDTH || params.length === 0) return line;
  return `${prefix}(\n${params.map((p) => `  ${p},`).join('\n')}\n)${suffix}`;
}

/** 3600000 → `3_600_000`, easier to check against product.md#constants-and-limits. */
export function numberLiteral(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '_');
}
