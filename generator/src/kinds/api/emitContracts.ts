/**
 * `generated/api/contracts.ts`: what the API server implements. Per endpoint the Fastify route
 * (method, `:param` path, session mode, JSON Schemas of params, querystring, body and each
 * response), request and response types, and the handler signature. `ApiHandlers` maps an
 * endpoint id to its handler; an endpoint without one still gets its route (session and
 * parameters checked) and answers 501, so a new endpoint in the manifests never stops the server.
 */
import type { Located } from '../../core/located';
import type { Emitter } from '../../core/types';
import { tsFile } from '../../emit/files';
import { toJsonSchema } from '../schemas/convert';
import type { Entity } from '../schemas/model';
import { endpointBodies, entityImports, paramMembers, printValue } from './endpointTypes';
import type { Endpoint, Param } from './model';
import { WIDTH } from './layout';
import { docText, names, quote } from './names';
import { toRouterPattern } from '../../../../runtime/rules/routes/paths';
import { schemaType } from './tsType';

const HEADER = `/**
 * Route contracts for the API server (manifests/api).
 *
 * Shared schemas: every entity is in \`entitySchemas\` with \`$id\` = its name. Register them all
 * with \`fastify.addSchema(schema)\` before the routes; route schemas reference them as
 * \`{ $ref: 'Site#' }\`. Paths use Fastify syntax (\`/api/v1/campaigns/:campaignHash\`).
 * Handlers: implement \`ApiHandlers<Context>\` — one handler per endpoint id; one without answers 501.
 */`;

export const contractsEmitter: Emitter = {
  id: 'api:contracts',
  dependsOn: ['api', 'schemas'],
  emit(model) {
    const content = contractsFile(model.api.endpoints, model.schemas.schemas);
    return [{ path: 'generated/api/contracts.ts', content: tsFile(content) }];
  },
};

const ref = (name: string) => `${name}#`;
/** The server needs no examples (they are in generated/openapi.json). */
const lean = { examples: false };

function contractsFile(endpoints: Located<Endpoint>[], entities: Located<Entity>[]): string {
  const imports = entityImports(endpoints.flatMap(endpointBodies));
  const ids = endpoints.map((e) => quote(e.id));
  return [
    HEADER,
    // A namespace import: entity names can never clash with the `<Id>Request` names below.
    ...(imports.length ? [`import type * as Entities from '../types';`, ''] : []),
    'export type JsonSchema = { readonly [keyword: string]: unknown };',
    '',
    `export type EndpointId =${ids.length ? ids.map((id) => `\n  | ${id}`).join('') : ' never'};`,
    '',
    '/** Every endpoint id, sorted. */',
    `export const endpointIds: readonly EndpointId[] = ${printValue(endpoints.map((e) => e.id))};`,
    '',
    'export interface EndpointContract<Id extends EndpointId = EndpointId> {',
    '  id: Id;',
    "  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';",
    '  /** Fastify route syntax. */',
    '  path: string;',
    '  /** required: answer 401 without a session; optional: handler sees it if present. */',
    "  session: 'required' | 'optional' | 'none';",
    '  schema: {',
    '    params?: JsonSchema;',
    '    querystring?: JsonSchema;',
    '    body?: JsonSchema;',
    '    response: { readonly [status: number]: JsonSchema };',
    '  };',
    '}',
    '',
    '/** The entities, for `fastify.addSchema`. */',
    `export const entitySchemas: readonly JsonSchema[] = ${printValue(
      entities.map((e) => ({ $id: e.name, ...toJsonSchema(e.schema, ref, lean) })),
    )};`,
    '',
    'export const contracts: { readonly [Id in EndpointId]: EndpointContract<Id> } = {',
    ...endpoints.map((e) => `  ${e.id}: ${printValue(contract(e), '  ')},`),
    '};',
    ...endpoints.flatMap(endpointTypes),
    '',
    'export interface ApiEndpoints {',
    ...endpoints.map((e) => {
      const n = names(e.id);
      const line = `  ${e.id}: { request: ${n.request}; response: ${n.response} };`;
      return line.length <= WIDTH
        ? line
        : `  ${e.id}: {\n    request: ${n.request};\n    response: ${n.response};\n  };`;
    }),
    '}',
    '',
    '/** One answer of a handler: a declared status with its body (none for e.g. 204). */',
    'export type Reply<Status extends number, Body> = {',
    '  status: Status;',
    '  headers?: Record<string, string>;',
    '} & (undefined extends Body ? { body?: Body } : { body: Body });',
    '',
    '/** A handler gets the validated request and the server context, and answers with a Reply. */',
    'export type ApiHandler<Id extends EndpointId, Context = unknown> = (',
    "  request: ApiEndpoints[Id]['request'],",
    '  context: Context,',
    ") => ApiEndpoints[Id]['response'] | Promise<ApiEndpoints[Id]['response']>;",
    '',
    '/** The handlers by endpoint id; an endpoint without one answers 501 "not built yet". */',
    'export type ApiHandlers<Context = unknown> = {',
    '  [Id in EndpointId]?: ApiHandler<Id, Context>;',
    '};',
  ].join('\n');
}

function contract(e: Endpoint): Record<string, unknown> {
  const schema: Record<string, unknown> = {};
  if (e.params.length) schema.params = paramsSchema(e.params);
  if (e.query.length) schema.querystring = paramsSchema(e.query);
  if (e.request) schema.body = toJsonSchema(e.request, ref, lean);
  schema.response = Object.fromEntries(
    e.responses.filter((r) => r.schema).map((r) => [r.status, toJsonSchema(r.schema!, ref, lean)]),
  );
  return { id: e.id, method: e.method, path: toRouterPattern(e.path), session: e.session, schema };
}

function paramsSchema(params: Param[]): Record<string, unknown> {
  const required = params.filter((p) => p.required).map((p) => p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, paramSchema(p, false)])),
    ...(required.length ? { required } : {}),
    additionalProperties: false,
  };
}

/** The JSON Schema of one parameter: the Param without its name and required flag. */
export function paramSchema(p: Param, withExamples = true): Record<string, unknown> {
  const { type, description, examples, enum: values, format, pattern, minimum, maximum } = p;
  const optional = { enum: values, format, pattern, minimum, maximum };
  return {
    type,
    description,
    ...(withExamples ? { examples } : {}),
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
  };
}

function endpointTypes(e: Endpoint): string[] {
  const n = names(e.id);
  const members = (params: Param[]) =>
    params.length
      ? ['{', ...paramMembers(params, '    '), '  }'].join('\n')
      : 'Record<string, never>';
  return [
    '',
    `/** \`${e.method} ${e.path}\` — ${docText(e.summary)} */`,
    `export interface ${n.request} {`,
    `  params: ${members(e.params)};`,
    `  query: ${members(e.query)};`,
    `  body: ${e.request ? schemaType(e.request, '  ', 'Entities.') : 'undefined'};`,
    '}',
    '',
    ...replyUnion(n.response, e),
  ];
}

function replyUnion(name: string, e: Endpoint): string[] {
  const replies = e.responses.map(
    (r) =>
      `Reply<${r.status}, ${r.schema ? schemaType(r.schema, '  ', 'Entities.') : 'undefined'}>`,
  );
  const line = `export type ${name} = ${replies.join(' | ')};`;
  if (line.length <= WIDTH && !line.includes('\n')) return [line];
  return [
    `export type ${name} =`,
    ...replies.map((r, i) => `  | ${r}${i === replies.length - 1 ? ';' : ''}`),
  ];
}
