/**
 * Cross-file rules of the `api` kind: unique ids and routes, path parameters declared exactly
 * once, body schemas naming existing entities, and fallback values that fit the answer.
 */
import { childRef, type Located } from '../../core/located';
import type { PartName, PartsOf } from '../../core/partTypes';
import type { CheckContext, Ref } from '../../core/types';
import { checkRequiredDeclared } from '../schemas/check';
import type { EntitySchema } from '../schemas/model';
import { schemaRefs } from '../schemas/walk';
import { reportDuplicates } from '../../resolve/reportDuplicates';
import { checkFallbacks } from './checkFallback';
import type { Endpoint } from './model';
import { paramNames, pathShape } from '../../../../runtime/rules/routes/paths';

/** The other kinds' parts the api check reads (see KindDefinition `reads`). */
export const API_READS = ['forms', 'schemas'] as const satisfies readonly PartName[];
export type ApiParts = PartsOf<'api' | (typeof API_READS)[number]>;

export const API_RULES: Record<string, string> = {
  'api/duplicate-id': 'Two endpoints have the same id.',
  'api/duplicate-path': 'Two endpoints have the same method and path.',
  'api/unknown-schema':
    'A request or response `$ref` names an entity no schemas manifest declares.',
  'api/path-param-undeclared':
    'A `{param}` of the path has no `params` entry, or a `params` entry is not in the path.',
  'api/fallback-mismatch':
    'An `errors.onFailure.value` does not fit the success response schema of its endpoint.',
  'api/handled-status-undeclared':
    'A status of `errors.onFailure.handledStatuses` is not a declared response of its endpoint.',
};

export function checkApi(model: ApiParts, ctx: CheckContext): void {
  const endpoints = model.api.endpoints;
  reportDuplicates(ctx, endpoints, {
    rule: 'api/duplicate-id',
    key: (e) => e.id,
    at: (e) => childRef(e.$at, 'id'),
    message: (id) => `Endpoint id "${id}" is declared twice`,
    expected: 'a unique endpoint id',
    hint: 'Rename one of them; client functions are named after the id.',
  });
  reportDuplicates(ctx, endpoints, {
    rule: 'api/duplicate-path',
    // Paths that differ only in parameter names route the same requests.
    key: (e) => `${e.method} ${pathShape(e.path)}`,
    at: (e) => childRef(e.$at, 'path'),
    message: (_, e) => `${e.method} ${e.path} is declared twice`,
    expected: 'one endpoint per method and path',
    found: (_, e, first) => `also declared as "${first.id}"`,
    hint: 'Remove one of them, or change the method or the path.',
  });
  for (const endpoint of endpoints) checkPathParams(endpoint, ctx);
  for (const endpoint of endpoints) checkHandledStatuses(endpoint, ctx);
  if (!ctx.complete('schemas')) return;
  const entities = model.schemas.schemas.map((s) => s.name);
  for (const endpoint of endpoints) {
    for (const { schema, at } of bodies(endpoint)) {
      checkRequiredDeclared(schema, at, ctx);
      for (const ref of schemaRefs(schema, at)) {
        if (entities.includes(ref.name)) continue;
        ctx.report({
          at: ref.at,
          rule: 'api/unknown-schema',
          message: `No entity is named "${ref.name}"`,
          expected: 'the name of an entity declared in a schemas manifest',
          found: JSON.stringify(ref.name),
          hint: ctx.didYouMeanHint(ref.name, entities) ?? 'Declare it in manifests/schemas/ first.',
        });
      }
    }
  }
  checkFallbacks(model, ctx);
}

/** A page can only handle an answer the contract says may come. */
function checkHandledStatuses(endpoint: Located<Endpoint>, ctx: CheckContext): void {
  const declared = endpoint.responses.map((r) => r.status);
  (endpoint.errors.onFailure.handledStatuses ?? []).forEach((status, i) => {
    if (declared.includes(status)) return;
    ctx.report({
      at: childRef(endpoint.$at, 'errors', 'onFailure', 'handledStatuses', i),
      rule: 'api/handled-status-undeclared',
      message: `Status ${status} is handled by the page but ${endpoint.id} declares no such response.`,
      expected: `one of ${declared.join(', ')}`,
      found: String(status),
      hint: `Declare a ${status} response under responses, or remove it from handledStatuses.`,
    });
  });
}

/** The request, message and response bodies of an endpoint, each with where it was written. */
export function bodies(endpoint: Located<Endpoint>): { schema: EntitySchema; at: Ref }[] {
  const out: { schema: EntitySchema; at: Ref }[] = [];
  if (endpoint.request)
    out.push({ schema: endpoint.request, at: childRef(endpoint.$at, 'request') });
  if (endpoint.message)
    out.push({ schema: endpoint.message, at: childRef(endpoint.$at, 'message') });
  for (const r of endpoint.responses) {
    if (r.schema)
      out.push({
        schema: r.schema,
        at: childRef(endpoint.$at, 'responses', String(r.status), 'schema'),
      });
  }
  return out;
}

function checkPathParams(endpoint: ApiParts['api']['endpoints'][number], ctx: CheckContext): void {
  const inPath = paramNames(endpoint.path);
  const declared = endpoint.params.map((p) => p.name);
  for (const name of inPath.filter((n) => !declared.includes(n))) {
    ctx.report({
      at: childRef(endpoint.$at, 'path'),
      rule: 'api/path-param-undeclared',
      message: `Path parameter "{${name}}" has no params entry`,
      expected: `an entry "${name}" under params with type, description and examples`,
      found: declared.length ? `params ${declared.map((d) => `"${d}"`).join(', ')}` : 'no params',
      hint:
        ctx.didYouMeanHint(name, declared) ??
        `Add under params: ${name}: { type: string, description: …, examples: […] }`,
    });
  }
  for (const name of declared.filter((n) => !inPath.includes(n))) {
    ctx.report({
      at: childRef(endpoint.$at, 'params', name),
      rule: 'api/path-param-undeclared',
      message: `Parameter "${name}" does not appear in the path`,
      expected: `a {${name}} segment in ${endpoint.path}`,
      found: JSON.stringify(name),
      hint:
        ctx.didYouMeanHint(name, inPath) ??
        'Remove the entry, or move it under query if it is a query-string parameter.',
    });
  }
}
