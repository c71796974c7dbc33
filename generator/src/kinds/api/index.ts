/**
 * The `api` kind: every call of product.md#calls (and the session calls the product needs) with its
 * parameters, bodies, caching (product.md#constants-and-limits) and failure behaviour (product.md#errors), split over
 * `manifests/api/<area>.yaml`. Compiles to the typed client, the server contracts, the request
 * validators and the OpenAPI document.
 */
import type { KindDefinition } from '../../core/types';
import type { ApiModel } from './model';
import { API_READS, API_RULES, checkApi } from './check';
import { collectApi } from './collect';
import { clientEmitter } from './emitClient';
import { contractsEmitter } from './emitContracts';
import { openApiEmitter } from './emitOpenApi';
import { apiValidatorsEmitter, formValidatorsEmitter } from './emitValidators';
import { apiManifestSchema } from './schema';

export const apiKind: KindDefinition<'api', ApiModel, unknown, (typeof API_READS)[number]> = {
  kind: 'api',
  version: 1,
  title: 'API endpoints',
  description:
    'The calls of the product (product.md#calls): method, path ({param} syntax, always under /api/), path and query parameters, request body, responses by status, whether a session is needed, react-query caching and polling (product.md#constants-and-limits), cancellation, and the failure behaviour of product.md#errors as data (successField, failWhenEmpty, onFailure: throw / fallback / swallow / toast). Bodies are written in the entity-schema subset of the schemas kind.',
  schema: apiManifestSchema,
  collect: collectApi,
  reads: API_READS,
  check: checkApi,
  rules: API_RULES,
  emitters: [
    clientEmitter,
    contractsEmitter,
    openApiEmitter,
    apiValidatorsEmitter,
    formValidatorsEmitter,
  ],
};
