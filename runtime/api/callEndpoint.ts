/**
 * One call of a manifest endpoint: the HTTP request plus the failure handling of product.md#errors, which
 * the manifest gives as data (`errors` of manifests/api/*.yaml) and the generated client passes
 * in. Cancellation is never a failure: an aborted call rejects with the AbortError untouched,
 * so the caller can return to idle silently (product.md#errors "cancellation returns to idle silently").
 */
import { apiHooks } from './hooks';
import { ApiError, request, type HttpRequest } from './request';

/** Error statuses the calling page handles itself: the policy is skipped for them. */
interface Handled {
  handledStatuses?: readonly number[];
}

export type FailurePolicy<T> = Handled &
  (
    | /** Throw (with `message` instead of the original error, when given). */
      { behaviour: 'throw'; message?: string; report?: boolean }
      /** Yield `value` silently (e.g. a campaign that fails to load is invalid basic). */
    | { behaviour: 'fallback'; value: T; message?: string; report?: boolean }
    /** Log `message` and yield `value`, unless the caller asked to throw. */
    | { behaviour: 'swallow'; value: T; message: string; report?: boolean }
    /** Show a danger toast with the translation key, then throw. */
    | { behaviour: 'toast'; key: string; message?: string; report?: boolean }
  );

/** What every generated call accepts besides its input. */
export interface CallOptions {
  /** Aborts the call; an aborted call rejects with an AbortError (never a handled failure). */
  signal?: AbortSignal;
}

export interface EndpointCall<T> extends HttpRequest {
  /** The endpoint id, for messages. */
  id: string;
  /** The answer must hold `<field>: true` (product.md#validation "response must have success true"). */
  successField?: string;
  /** An empty answer is a failure (product.md#calls "fails if no data"). */
  failWhenEmpty?: boolean;
  onFailure?: FailurePolicy<T>;
  /** The caller set the endpoint's `unless` option: a swallowed failure is thrown instead. */
  throwOnError?: boolean;
}

export async function callEndpoint<T>(call: EndpointCall<T>): Promise<T> {
  let answer: T;
  try {
    answer = await request<T>(call);
    checkAnswer(call, answer);
  } catch (error) {
    if (call.signal?.aborted || isAbort(error)) throw error;
    return handleFailure(call, error);
  }
  return answer;
}

/**
 * Applies a failure policy to an error: returns the stand-in value or throws. Exported for
 * navigation endpoints, whose failures arrive outside fetch (a sign-on popup's message).
 */
export function handleFailure<T>(
  call: Pick<EndpointCall<T>, 'onFailure' | 'params' | 'query' | 'throwOnError'>,
  error: unknown,
): T {
  const policy = call.onFailure ?? { behaviour: 'throw' };
  // An answer the page handles itself (a 400 naming a field, shown inline) is not a failure of
  // the call: the page gets the original error, with its status, body and headers.
  if (error instanceof ApiError && policy.handledStatuses?.includes(error.status)) throw error;
  const values = { ...call.params, ...call.query };
  const failure = policy.message
    ? new Error(fill(policy.message, values), { cause: error })
    : error instanceof Error
      ? error
      : new Error(String(error));
  const hooks = apiHooks();
  if (policy.report) hooks.report(failure);
  switch (policy.behaviour) {
    case 'fallback':
      return policy.value;
    case 'swallow':
      if (call.throwOnError) throw failure;
      hooks.log(failure.message);
      return policy.value;
    case 'toast':
      hooks.toast(policy.key);
      throw failure;
    case 'throw':
      throw failure;
  }
}

function checkAnswer<T>(call: EndpointCall<T>, answer: T): void {
  if (call.failWhenEmpty && (answer === undefined || answer === null || answer === '')) {
    throw new Error(`${call.id}: the answer is empty`);
  }
  if (call.successField === undefined) return;
  const body = (answer ?? {}) as Record<string, unknown>;
  if (body[call.successField] === true) return;
  // The server's own explanation (SuccessResponse.message) is the best message there is.
  throw new Error(
    typeof body.message === 'string' && body.message
      ? body.message
      : `${call.id}: "${call.successField}" is not true`,
  );
}

function fill(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
