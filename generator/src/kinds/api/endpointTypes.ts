/**
 * Type texts shared by the client, the contracts and the validators' declarations: the success
 * answer of an endpoint, its parameters as object members, and the entities a file must import.
 */
import { sortStrings } from '../../core/order';
import { schemaRefs } from '../schemas/walk';
import type { EntitySchema } from '../schemas/model';
import type { Endpoint, Param } from './model';
import { WIDTH } from './layout';
import { docText, key, quote } from './names';
import { paramType, schemaType } from './tsType';

/** What a successful call yields: the union of the success bodies (`void` when there are none). */
export function successType(endpoint: Endpoint, indent = ''): string {
  const success = endpoint.responses.filter((r) => r.success);
  const types = unique(success.filter((r) => r.schema).map((r) => schemaType(r.schema!, indent)));
  if (types.length === 0) return 'void';
  if (success.some((r) => !r.schema)) types.push('undefined');
  return types.join(' | ');
}

/** `/** Id of the site. *\/ siteId: number;` lines for an object type. */
export function paramMembers(params: Param[], indent: string): string[] {
  return params.flatMap((p) => [
    `${indent}/** ${docText(p.description)} */`,
    `${indent}${key(p.name)}${p.required ? '' : '?'}: ${paramType(p)};`,
  ]);
}

/** Entity names used by the given bodies, sorted. */
export function entityImports(schemas: (EntitySchema | undefined)[]): string[] {
  const names = schemas.flatMap((s) => (s ? schemaRefs(s, { file: '', pointer: '' }) : []));
  return sortStrings(unique(names.map((r) => r.name)));
}

export function endpointBodies(endpoint: Endpoint): (EntitySchema | undefined)[] {
  return [endpoint.request, ...endpoint.responses.map((r) => r.schema)];
}

/** A JSON value as a TypeScript literal in the repository style. */
export function tsValue(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (Array.isArray(value)) return `[${value.map(tsValue).join(', ')}]`;
  if (value && typeof value === 'object') {
    const members = Object.entries(value).map(([k, v]) => `${key(k)}: ${tsValue(v)}`);
    return members.length ? `{ ${members.join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

/**
 * Like tsValue, but broken over lines (2-space indent) when a value does not fit in one;
 * `prefix` is how much of the line is already taken before the value.
 */
export function printValue(value: unknown, indent = '', prefix = 0): string {
  const inline = tsValue(value);
  const fits = indent.length + prefix + inline.length + 2 <= WIDTH;
  if (fits || !value || typeof value !== 'object') return inline;
  const inner = indent + '  ';
  const members = Array.isArray(value)
    ? value.map((v) => `${inner}${printValue(v, inner)},`)
    : Object.entries(value).map(
        ([k, v]) => `${inner}${key(k)}: ${printValue(v, inner, key(k).length + 2)},`,
      );
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${members.join('\n')}\n${indent}${close}`;
}

/** The call takes an input object: path and query parameters by name, `body` for the body. */
export function hasInput(e: Endpoint): boolean {
  return e.params.length > 0 || e.query.length > 0 || e.request !== undefined;
}

/** The failure policy differs from the default (throw the original error, not reported). */
export function hasPolicy(e: Endpoint): boolean {
  const p = e.errors.onFailure;
  return p.behaviour !== 'throw' || p.message !== undefined || p.report;
}
