/**
 * The schemas and api manifest schemas, one change per case from a valid document (habit:
 * "kind tests start from one valid object and change one field per test").
 */
import { describe, expect, it } from 'vitest';
import { apiKind } from '../../generator/src/kinds/api';
import { schemasKind } from '../../generator/src/kinds/schemas';
import { createAjv } from '../../runtime/rules/validation/createAjv';

function compile(schema: object) {
  const ajv = createAjv('2020-12', { allErrors: true, strict: true, allowUnionTypes: true });
  ajv.addFormat('i18n-key', /^[a-z][a-zA-Z0-9-]*:[\w.-]+$/);
  return ajv.compile(schema);
}

const validSchemas = () => ({
  kind: 'schemas',
  version: 1,
  schemas: {
    Site: {
      type: 'object',
      description: 'A site.',
      required: ['id'],
      properties: {
        id: { type: 'integer', description: 'Id.', examples: [1] },
        org: { $ref: 'Organization', description: 'Its organization.', examples: [{}] },
        last: { type: ['object', 'null'], description: 'Last data.', examples: [null] },
      },
    },
  },
});

const validApi = () => ({
  kind: 'api',
  version: 1,
  endpoints: [
    {
      id: 'getSite',
      method: 'GET',
      path: '/api/v1/sites/{siteId}',
      summary: 'Load a site.',
      params: { siteId: { type: 'integer', description: 'The site.', examples: [1] } },
      responses: { 200: { description: 'The site.', schema: { $ref: 'Site', description: 'x' } } },
      session: 'required',
      kind: 'query',
      cacheSeconds: 3600,
      errors: { onFailure: { behaviour: 'fallback', value: { id: 0 } } },
    },
  ],
});

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('schemas manifest schema', () => {
  const validate = compile(schemasKind.schema);
  it('accepts the valid document', () => expect(validate(validSchemas())).toBe(true));
  it.each<[string, (doc: Doc) => void]>([
    ['a camelCase entity name', (d) => (d.schemas.site = d.schemas.Site)],
    ['a property without examples', (d) => delete d.schemas.Site.properties.id.examples],
    ['a node without description', (d) => delete d.schemas.Site.description],
    ['an unknown type', (d) => (d.schemas.Site.properties.id.type = 'int')],
    [
      'null first in a nullable type',
      (d) => (d.schemas.Site.properties.last.type = ['null', 'object']),
    ],
    ['other keys next to $ref', (d) => (d.schemas.Site.properties.org.type = 'object')],
    ['a non-boolean additionalProperties', (d) => (d.schemas.Site.additionalProperties = {})],
    ['an unknown keyword', (d) => (d.schemas.Site.oneOf = [])],
  ])('rejects %s', (_, change) => {
    const doc = validSchemas();
    change(doc);
    expect(validate(doc)).toBe(false);
  });
});

describe('api manifest schema', () => {
  const validate = compile(apiKind.schema);
  it('accepts the valid document', () => {
    expect(validate(validApi())).toBe(true);
  });
  it.each<[string, (e: Doc) => void]>([
    ['a PascalCase id', (e) => (e.id = 'GetSite')],
    ['a path without the leading /api/', (e) => (e.path = 'api/v1/sites/{siteId}')],
    ['a path with a query string', (e) => (e.path = '/api/v1/sites?x=1')],
    ['a parameter inside a segment', (e) => (e.path = '/api/v1/sites-{siteId}')],
    ['a trailing slash', (e) => (e.path = '/api/v1/sites/{siteId}/')],
    ['an empty segment', (e) => (e.path = '/api/v1//sites/{siteId}')],
    ['a query that is not a GET', (e) => (e.method = 'POST')],
    ['a status that is not three digits', (e) => (e.responses = { 20: { description: 'x' } })],
    ['a fallback without a value', (e) => delete e.errors.onFailure.value],
    ['a swallow without a message', (e) => (e.errors.onFailure.behaviour = 'swallow')],
    ['a toast without a key', (e) => (e.errors.onFailure = { behaviour: 'toast' })],
    ['an unknown behaviour', (e) => (e.errors.onFailure.behaviour = 'ignore')],
    ['an unknown session mode', (e) => (e.session = 'maybe')],
    ['a param without examples', (e) => delete e.params.siteId.examples],
  ])('rejects %s', (_, change) => {
    const doc = validApi();
    change(doc.endpoints[0]!);
    expect(validate(doc)).toBe(false);
  });

  it('allows a mutation with any method', () => {
    const doc = validApi();
    Object.assign(doc.endpoints[0]!, { kind: 'mutation', method: 'PUT' });
    expect(validate(doc)).toBe(true);
  });
});
