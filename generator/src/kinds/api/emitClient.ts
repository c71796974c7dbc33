/**
 * `generated/api/client.ts`: one async function per endpoint, named by its id, typed with the
 * entity types; react-query options built from the manifest's caching and polling (product.md#constants-and-limits); the
 * failure behaviour of product.md#errors handed to the runtime wrapper as data. Query keys come from one
 * builder, `apiKeys`, so invalidation and prefetching agree with the queries.
 */
import type { Located } from '../../core/located';
import type { Emitter } from '../../core/types';
import { tsFile } from '../../emit/files';
import {
  endpointBodies,
  entityImports,
  hasInput,
  hasPolicy,
  paramMembers,
  printValue,
  successType,
} from './endpointTypes';
import { WIDTH, importLine, signature } from './layout';
import { apiKeysCode, mutationOptionsCode, queryOptionsCode } from './clientReactQuery';
import type { Endpoint, Param } from './model';
import { docText, names, quote } from './names';
import { schemaType } from './tsType';

export const clientEmitter: Emitter = {
  id: 'api:client',
  dependsOn: ['api'],
  emit(model) {
    const endpoints = model.api.endpoints;
    return [{ path: 'generated/api/client.ts', content: tsFile(clientFile(endpoints)) }];
  },
};

function clientFile(endpoints: Located<Endpoint>[]): string {
  const fetched = endpoints.filter((e) => e.kind !== 'navigation');
  const navigation = endpoints.filter((e) => e.kind === 'navigation');
  const reactQuery = [
    ...(fetched.some((e) => e.kind === 'mutation') ? ['mutationOptions'] : []),
    ...(fetched.some((e) => e.kind === 'query') ? ['queryOptions'] : []),
  ];
  const entities = entityImports(endpoints.flatMap(endpointBodies));
  const runtime = [
    ...(fetched.length ? ['callEndpoint', 'type CallOptions'] : []),
    ...(navigation.some((e) => hasPolicy(e)) ? ['type FailurePolicy'] : []),
  ];
  const lines = [
    '/**',
    ' * The typed API client (manifests/api). Every call goes through runtime/api/callEndpoint,',
    ' * which applies the failure behaviour declared in the manifest (product.md#errors).',
    ' */',
    ...(reactQuery.length ? [importLine(reactQuery, '@tanstack/react-query')] : []),
    ...(runtime.length ? [importLine(runtime, '../../runtime/api/callEndpoint')] : []),
    ...(navigation.length ? [importLine(['buildUrl'], '../../runtime/api/request')] : []),
    ...(entities.length ? [importLine(entities, '../types', true)] : []),
    '',
    ...apiKeysCode(fetched),
  ];
  for (const endpoint of endpoints) lines.push('', ...endpointSection(endpoint));
  return lines.join('\n');
}

function endpointSection(e: Endpoint): string[] {
  const n = names(e.id);
  const out = [...inputType(e), ...optionsType(e)];
  if (e.kind === 'navigation') return [...out, ...navigationCode(e)];
  const result = resultType(e);
  const args = [
    ...(hasInput(e) ? [`input: ${n.input}`] : []),
    `options: ${optionsTypeName(e)} = {}`,
  ];
  const call = [
    `id: ${quote(e.id)}`,
    `method: ${quote(e.method)}`,
    `path: ${quote(e.path)}`,
    ...(e.params.length ? [`params: ${fromInput(e.params, '    ')}`] : []),
    ...(e.query.length ? [`query: ${fromInput(e.query, '    ')}`] : []),
    ...(e.request ? ['body: input.body'] : []),
    'signal: options.signal',
    ...acceptList(e),
    ...(e.errors.successField ? [`successField: ${quote(e.errors.successField)}`] : []),
    ...(e.errors.failWhenEmpty ? ['failWhenEmpty: true'] : []),
    ...(hasPolicy(e) ? [`onFailure: ${printValue(policy(e), '    ', 'onFailure: '.length)}`] : []),
    ...(e.errors.onFailure.unless ? [`throwOnError: options.${e.errors.onFailure.unless}`] : []),
  ];
  if (result === n.result) out.push(`export type ${n.result} = ${successType(e)};`, '');
  out.push(
    ...doc(e),
    signature(`export async function ${n.fn}`, args, `: Promise<${result}> {`),
    `  return callEndpoint<${result}>({`,
    ...call.map((c) => `    ${c},`),
    '  });',
    '}',
    '',
    ...(e.kind === 'query' ? queryOptionsCode(e) : mutationOptionsCode(e)),
  );
  return out;
}

function inputType(e: Endpoint): string[] {
  if (!hasInput(e)) return [];
  const body = e.request
    ? [`  /** ${docText(e.request.description)} */`, `  body: ${schemaType(e.request, '  ')};`]
    : [];
  return [
    `/** Parameters${e.request ? ' and body' : ''} of \`${e.id}\`. */`,
    `export interface ${names(e.id).input} {`,
    ...paramMembers([...e.params, ...e.query], '  '),
    ...body,
    '}',
    '',
  ];
}

/** Every call takes `CallOptions` (an AbortSignal); a swallow's caller option extends them. */
function optionsType(e: Endpoint): string[] {
  const unless = e.errors.onFailure.unless;
  if (e.kind === 'navigation' || !unless) return [];
  return [
    `export interface ${names(e.id).options} extends CallOptions {`,
    `  /** Throw instead of yielding the stand-in value on failure. */`,
    `  ${unless}?: boolean;`,
    '}',
    '',
  ];
}

function optionsTypeName(e: Endpoint): string {
  return e.errors.onFailure.unless ? names(e.id).options : 'CallOptions';
}

function navigationCode(e: Endpoint): string[] {
  const n = names(e.id);
  const params = fromInput(e.params, '    ');
  const query = fromInput(e.query, '    ');
  return [
    ...doc(e),
    `export function ${n.url}(${hasInput(e) ? `input: ${n.input}` : ''}): string {`,
    hasInput(e)
      ? buildUrlCall(quote(e.path), params, query)
      : `  return buildUrl(${quote(e.path)});`,
    '}',
    ...(hasPolicy(e)
      ? [
          '',
          `/** What to do when the page opened by ${n.url} reports a failure (runtime handleFailure). */`,
          `export const ${n.onFailure}: FailurePolicy<unknown> = ${printValue(policy(e), '', 60)};`,
        ]
      : []),
  ];
}

function buildUrlCall(path: string, params: string, query: string): string {
  const line = `  return buildUrl(${path}, ${params}, ${query});`;
  if (line.length <= WIDTH && !line.includes('\n')) return line;
  return `  return buildUrl(\n    ${path},\n    ${params},\n    ${query},\n  );`;
}

/** A single entity or `void` is used as is; anything longer gets a named alias. */
function resultType(e: Endpoint): string {
  const type = successType(e);
  return /^[A-Za-z]+$/.test(type) ? type : names(e.id).result;
}

function doc(e: Endpoint): string[] {
  const facts = [
    `\`${e.method} ${e.path}\``,
    `session ${e.session}`,
    ...(e.cacheSeconds !== undefined ? [`fresh for ${e.cacheSeconds} s`] : []),
    ...(e.pollSeconds !== undefined ? [`polled every ${e.pollSeconds} s`] : []),
    ...(e.kind === 'navigation' ? ['opened by the browser, not fetched'] : []),
  ];
  return [
    '/**',
    ` * ${docText(e.summary)}`,
    ` *`,
    ` * ${facts.join(' · ')}`,
    ...(e.note ? [` * Note: ${docText(e.note)}`] : []),
    ' */',
  ];
}

function policy(e: Endpoint): Record<string, unknown> {
  const { behaviour, message, report, value, key, handledStatuses } = e.errors.onFailure;
  return {
    behaviour,
    ...(value !== undefined ? { value } : {}),
    ...(message ? { message } : {}),
    ...(key ? { key } : {}),
    ...(report ? { report: true } : {}),
    ...(handledStatuses ? { handledStatuses } : {}),
  };
}

/** `{ siteId: input.siteId }`, broken over lines when long. */
function fromInput(params: Param[], indent: string): string {
  const members = params.map((p) => `${p.name}: input.${p.name}`);
  if (members.length === 0) return '{}';
  const inline = `{ ${members.join(', ')} }`;
  if (inline.length <= 70) return inline;
  return `{\n${members.map((m) => `${indent}  ${m},`).join('\n')}\n${indent}}`;
}

function acceptList(e: Endpoint): string[] {
  const accepted = e.responses.filter((r) => r.success && (r.status < 200 || r.status >= 300));
  return accepted.length ? [`accept: [${accepted.map((r) => r.status).join(', ')}]`] : [];
}
