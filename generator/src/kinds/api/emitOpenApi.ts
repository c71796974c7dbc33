/**
 * `generated/openapi.json`: an OpenAPI 3.1 document of every endpoint. Entities are
 * `components.schemas` (3.1 speaks JSON Schema 2020-12, so the subset maps one to one); the
 * manifest facts OpenAPI has no field for travel as `x-lodestar-*` extensions.
 */
import type { Located } from '../../core/located';
import { sortBy, sortStrings } from '../../core/order';
import type { Emitter } from '../../core/types';
import { GENERATED_NOTE } from '../../emit/files';
import { toJsonSchema } from '../schemas/convert';
import type { Entity } from '../schemas/model';
import { paramSchema } from './emitContracts';
import type { Endpoint, Param } from './model';

const ref = (name: string) => `#/components/schemas/${name}`;

export const openApiEmitter: Emitter = {
  id: 'api:openapi',
  dependsOn: ['api', 'schemas'],
  emit(model) {
    const document = openApiDocument(model.api.endpoints, model.schemas.schemas);
    return [{ path: 'generated/openapi.json', content: JSON.stringify(document, null, 2) + '\n' }];
  },
};

export function openApiDocument(endpoints: Located<Endpoint>[], entities: Located<Entity>[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of sortBy(endpoints, (e) => e.path)) {
    (paths[e.path] ??= {})[e.method.toLowerCase()] = operation(e);
  }
  return {
    // OpenAPI allows only `x-` members at the top level, so the banner cannot be `$generated`.
    'x-generated': GENERATED_NOTE,
    openapi: '3.1.0',
    info: {
      title: 'Lodestar API',
      version: '1',
      description:
        'The calls of the activation layer (product product.md#calls), from manifests/api.',
    },
    tags: sortStrings(new Set(endpoints.map((e) => e.area))).map((name) => ({ name })),
    paths,
    components: {
      schemas: Object.fromEntries(entities.map((e) => [e.name, toJsonSchema(e.schema, ref)])),
    },
  };
}

function operation(e: Endpoint): Record<string, unknown> {
  const { onFailure, ...errors } = e.errors;
  return {
    operationId: e.id,
    summary: e.summary,
    ...(e.note ? { description: e.note } : {}),
    tags: [e.area],
    ...(e.params.length || e.query.length
      ? {
          parameters: [
            ...e.params.map((p) => parameter(p, 'path')),
            ...e.query.map((p) => parameter(p, 'query')),
          ],
        }
      : {}),
    ...(e.request
      ? {
          requestBody: {
            required: true,
            description: e.request.description,
            content: { 'application/json': { schema: toJsonSchema(e.request, ref) } },
          },
        }
      : {}),
    responses: Object.fromEntries(
      e.responses.map((r) => [
        String(r.status),
        {
          description: r.description,
          ...(r.schema
            ? { content: { 'application/json': { schema: toJsonSchema(r.schema, ref) } } }
            : {}),
        },
      ]),
    ),
    'x-lodestar-kind': e.kind,
    'x-lodestar-session': e.session,
    ...(e.cacheSeconds !== undefined ? { 'x-lodestar-cache-seconds': e.cacheSeconds } : {}),
    ...(e.pollSeconds !== undefined ? { 'x-lodestar-poll-seconds': e.pollSeconds } : {}),
    ...(e.cancellable ? { 'x-lodestar-cancellable': true } : {}),
    ...(errors.successField ? { 'x-lodestar-success-field': errors.successField } : {}),
    ...(errors.failWhenEmpty ? { 'x-lodestar-fail-when-empty': true } : {}),
    'x-lodestar-on-failure': onFailure,
  };
}

function parameter(p: Param, where: 'path' | 'query'): Record<string, unknown> {
  const { description, ...schema } = paramSchema(p);
  return { name: p.name, in: where, required: p.required, description, schema };
}
