/**
 * Every property of every manifest schema carries a description and an example: the
 * schemas double as the reference a product manager reads (docs/manifests.md).
 */
import { describe, expect, it } from 'vitest';
import type { JSONSchema } from '../../generator/src/core/jsonSchema';
import { kindList } from '../../generator/src/index';

function undocumented(schema: JSONSchema, path: string, out: string[]): void {
  const check = (child: JSONSchema, childPath: string) => {
    if (!child.description) out.push(`${childPath}: no description`);
    if (!child.examples?.length) out.push(`${childPath}: no examples`);
    undocumented(child, childPath, out);
  };
  for (const [key, child] of Object.entries(schema.properties ?? {}))
    check(child, `${path}.${key}`);
  for (const [key, child] of Object.entries(schema.patternProperties ?? {}))
    check(child, `${path}.<${key}>`);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    check(schema.additionalProperties, `${path}.<name>`);
  if (schema.items) check(schema.items, `${path}[]`);
  for (const [key, def] of Object.entries(schema.$defs ?? {})) check(def, `${path}#${key}`);
  for (const branch of [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])])
    undocumented(branch, path, out);
}

describe('manifest schemas document every property', () => {
  for (const kind of kindList) {
    it(kind.kind, () => {
      const out: string[] = [];
      undocumented(kind.schema, kind.kind, out);
      expect(out).toEqual([]);
      expect(kind.schema.$id).toMatch(new RegExp(`/${kind.kind}/v${kind.version}\\.json$`));
      expect(kind.description).not.toBe('TODO');
    });
  }
});
