/**
 * TypeScript text for an inline body schema or a parameter (entity-schema subset). Entities are
 * referenced by name (they live in generated/types.ts); the mapping follows
 * json-schema-to-typescript's, so inline and named types read the same.
 */
import type { EntitySchema, EnumValue } from '../schemas/model';
import type { Param } from './model';
import { key, quote } from './names';

/** `refPrefix` qualifies entity names, e.g. `Entities.` for a namespace import. */
export function schemaType(schema: EntitySchema, indent = '', refPrefix = ''): string {
  if (schema.$ref) return refPrefix + schema.$ref;
  const [type, nullable] = Array.isArray(schema.type)
    ? [schema.type[0], true]
    : [schema.type, false];
  let text: string;
  if (schema.const !== undefined) text = literal(schema.const);
  else if (schema.enum) text = schema.enum.map(literal).join(' | ');
  else if (type === 'array')
    text = `${wrap(schemaType(schema.items ?? { description: '' }, indent, refPrefix))}[]`;
  else if (type === 'object' || (type === undefined && schema.properties))
    text = objectType(schema, indent, refPrefix);
  else text = scalar(type);
  return nullable && !schema.enum?.includes(null) ? `${text} | null` : text;
}

export function paramType(param: Param): string {
  return param.enum ? param.enum.map(literal).join(' | ') : scalar(param.type);
}

function objectType(schema: EntitySchema, indent: string, refPrefix: string): string {
  const inner = indent + '  ';
  const required = schema.required ?? [];
  const lines = Object.entries(schema.properties ?? {}).map(
    ([name, child]) =>
      `${inner}${key(name)}${required.includes(name) ? '' : '?'}: ${schemaType(child, inner, refPrefix)};`,
  );
  if (schema.additionalProperties === true) lines.push(`${inner}[key: string]: unknown;`);
  return lines.length ? `{\n${lines.join('\n')}\n${indent}}` : 'Record<string, never>';
}

function scalar(type: string | undefined): string {
  switch (type) {
    case 'string':
      return 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    default:
      return 'unknown';
  }
}

function literal(value: EnumValue): string {
  return typeof value === 'string' ? quote(value) : String(value);
}

/** `A | B` as an array element needs parentheses; `{ a: A | B }` does not. */
function wrap(type: string): string {
  let depth = 0;
  for (let i = 0; i < type.length; i++) {
    const c = type[i]!;
    if ('{(['.includes(c)) depth++;
    else if ('})]'.includes(c)) depth--;
    else if (depth === 0 && type.startsWith(' | ', i)) return `(${type})`;
  }
  return type;
}
