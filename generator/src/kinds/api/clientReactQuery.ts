/**
 * The react-query half of the client: one key builder (`apiKeys`), `<id>QueryOptions` with the
 * manifest's cache and poll times (product.md#constants-and-limits), `<id>MutationOptions`. Cancellable mutations take
 * the AbortSignal with their variables, so each `mutate` call can be cancelled on its own.
 */
import type { Endpoint } from './model';
import { hasInput } from './endpointTypes';
import { breakAfter, numberLiteral, signature } from './layout';
import { names, quote } from './names';

/** `apiKeys.getCampaign(input)` → `['api', 'getCampaign', input]`; mutations have no input. */
export function apiKeysCode(fetched: Endpoint[]): string[] {
  return [
    "/** Query and mutation keys: `['api', <endpoint id>, <input>]`. */",
    'export const apiKeys = {',
    ...fetched.map((e) =>
      hasInput(e) && e.kind === 'query'
        ? breakAfter(
            '  ',
            `${e.id}: (input: ${names(e.id).input}) =>`,
            `['api', ${quote(e.id)}, input] as const,`,
          )
        : `  ${e.id}: () => ['api', ${quote(e.id)}] as const,`,
    ),
    '};',
  ];
}

export function queryOptionsCode(e: Endpoint): string[] {
  const n = names(e.id);
  const params = [
    ...(hasInput(e) ? [`input: ${n.input}`] : []),
    ...(e.errors.onFailure.unless ? [`options: ${n.options} = {}`] : []),
  ];
  const pass = callArgs(e, true);
  return [
    signature(`export function ${n.queryOptions}`, params, ' {'),
    '  return queryOptions({',
    `    queryKey: apiKeys.${e.id}(${hasInput(e) ? 'input' : ''}),`,
    `    queryFn: ({ signal }) => ${e.id}(${pass.join(', ')}),`,
    ...(e.cacheSeconds !== undefined
      ? [`    staleTime: ${numberLiteral(e.cacheSeconds * 1000)},`]
      : []),
    ...(e.pollSeconds !== undefined
      ? [`    refetchInterval: ${numberLiteral(e.pollSeconds * 1000)},`]
      : []),
    '  });',
    '}',
  ];
}

export function mutationOptionsCode(e: Endpoint): string[] {
  const n = names(e.id);
  const unless = e.errors.onFailure.unless;
  const variables = !e.cancellable
    ? hasInput(e)
      ? `input: ${n.input}`
      : ''
    : hasInput(e)
      ? `{ signal, ...input }: ${n.input} & { signal?: AbortSignal }`
      : '{ signal }: { signal?: AbortSignal } = {}';
  const pass = callArgs(e, e.cancellable);
  return [
    `export function ${n.mutationOptions}(${unless ? `options: ${n.options} = {}` : ''}) {`,
    '  return mutationOptions({',
    `    mutationKey: apiKeys.${e.id}(),`,
    breakAfter('    ', `mutationFn: (${variables}) =>`, `${e.id}(${pass.join(', ')}),`),
    '  });',
    '}',
  ];
}

/**
 * Arguments of the call inside queryFn / mutationFn: the input, then the options — with the
 * signal when there is one (react-query's for queries, the caller's for cancellable mutations).
 */
function callArgs(e: Endpoint, withSignal: boolean): string[] {
  const unless = e.errors.onFailure.unless;
  const options = withSignal
    ? unless
      ? '{ ...options, signal }'
      : '{ signal }'
    : unless
      ? 'options'
      : '';
  return [...(hasInput(e) ? ['input'] : []), ...(options ? [options] : [])];
}
