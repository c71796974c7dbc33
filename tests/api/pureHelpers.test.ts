import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../generator/src/kinds/schemas/model';
import { toJsonSchema } from '../../generator/src/kinds/schemas/convert';
import { numberLiteral, signature } from '../../generator/src/kinds/api/layout';
import { pascal, quote } from '../../generator/src/kinds/api/names';
import { schemaType } from '../../generator/src/kinds/api/tsType';
import { printValue } from '../../generator/src/kinds/api/endpointTypes';
import {
  fromRouterPattern,
  paramNames,
  pathShape,
  toRouterPattern,
} from '../../runtime/rules/routes/paths';

const d = { description: 'x' };

describe('api paths (through runtime/rules/routes/paths, the one path-template module)', () => {
  it.each([
    ['/api/v1/campaigns/{campaignHash}', ['campaignHash'], '/api/v1/campaigns/:campaignHash'],
    ['/api/a/{x}/b/{y}', ['x', 'y'], '/api/a/:x/b/:y'],
    ['/api/v1/settings', [], '/api/v1/settings'],
  ])('%s', (path, params, fastify) => {
    expect(paramNames(path)).toEqual(params);
    expect(toRouterPattern(path)).toBe(fastify);
    expect(fromRouterPattern(fastify)).toBe(path);
  });

  it('paths that differ only in parameter names have the same shape', () => {
    expect(pathShape('/api/s/{siteId}')).toBe(pathShape('/api/s/{id}'));
    expect(pathShape('/api/s/{id}')).not.toBe(pathShape('/api/s/{id}/x'));
  });
});

describe('names', () => {
  it.each([
    ['getCampaign', 'GetCampaign'],
    ['sso-settings', 'SsoSettings'],
    ['register', 'Register'],
  ])('%s → %s', (id, want) => expect(pascal(id)).toBe(want));
});

describe('schemaType (inline body schemas → TypeScript)', () => {
  it.each<[string, EntitySchema, string]>([
    ['entity reference', { ...d, $ref: 'Site' }, 'Site'],
    ['nullable string', { ...d, type: ['string', 'null'] }, 'string | null'],
    ['integer', { ...d, type: 'integer' }, 'number'],
    ['enum', { ...d, type: 'string', enum: ['on', 'off'] }, "'on' | 'off'"],
    [
      'nullable enum lists null once',
      { ...d, type: ['string', 'null'], enum: ['a', null] },
      "'a' | null",
    ],
    ['const', { ...d, const: true }, 'true'],
    [
      'array of union',
      { ...d, type: 'array', items: { ...d, type: ['string', 'null'] } },
      '(string | null)[]',
    ],
    [
      'array of entities',
      { ...d, type: 'array', items: { ...d, $ref: 'Organization' } },
      'Organization[]',
    ],
    [
      'object with optional and required members',
      {
        ...d,
        type: 'object',
        required: ['a'],
        properties: { a: { ...d, type: 'string' }, b: { ...d, type: 'boolean' } },
      },
      '{\n  a: string;\n  b?: boolean;\n}',
    ],
    [
      'open object',
      { ...d, type: 'object', additionalProperties: true },
      '{\n  [key: string]: unknown;\n}',
    ],
    ['closed empty object', { ...d, type: 'object' }, 'Record<string, never>'],
  ])('%s', (_, schema, want) => {
    expect(schemaType(schema)).toBe(want);
  });

  it('qualifies entity names with a namespace prefix', () => {
    expect(
      schemaType({ ...d, type: 'array', items: { ...d, $ref: 'Site' } }, '', 'Entities.'),
    ).toBe('Entities.Site[]');
  });
});

describe('toJsonSchema', () => {
  it('maps references, closes objects and can drop examples', () => {
    const schema: EntitySchema = {
      ...d,
      type: 'object',
      properties: {
        site: { ...d, $ref: 'Site', examples: [{}] },
        n: { ...d, type: 'integer', examples: [1] },
      },
    };
    expect(toJsonSchema(schema, (n) => `#/components/schemas/${n}`, { examples: false })).toEqual({
      ...d,
      type: 'object',
      properties: {
        site: { $ref: '#/components/schemas/Site', description: 'x' },
        n: { ...d, type: 'integer' },
      },
      additionalProperties: false,
    });
  });

  it('keeps an explicitly open object open', () => {
    expect(toJsonSchema({ ...d, type: 'object', additionalProperties: true }, (n) => n)).toEqual({
      ...d,
      type: 'object',
      additionalProperties: true,
    });
  });
});

describe('layout', () => {
  it('writes product.md#constants-and-limits durations readably', () => {
    expect(numberLiteral(3_600_000)).toBe('3_600_000');
    expect(numberLiteral(10_000)).toBe('10_000');
    expect(numberLiteral(500)).toBe('500');
  });

  it('breaks a long signature one parameter per line', () => {
    expect(signature('export function f', ['a: A'], ' {')).toBe('export function f(a: A) {');
    const long = signature(
      'export async function f',
      ['input: '.padEnd(60, 'X'), 'options: O = {}'],
      ': R {',
    );
    expect(long.split('\n')).toHaveLength(4);
  });

  it('prints values inline when they fit, one member per line otherwise', () => {
    expect(printValue({ enabled: false, plan: 'basic' })).toBe("{ enabled: false, plan: 'basic' }");
    expect(printValue({ message: 'x'.repeat(90), n: 1 })).toBe(
      `{\n  message: '${'x'.repeat(90)}',\n  n: 1,\n}`,
    );
  });
});

describe('quote', () => {
  it.each([
    ['plain', "'plain'"],
    ["it's", '"it\'s"'],
    ['say "it\'s"', "'say \"it\\'s\"'"],
    ['a\\b', "'a\\\\b'"],
    ['two\nlines', "'two\\nlines'"],
  ])('%j → %s', (value, want) => expect(quote(value)).toBe(want));
});
