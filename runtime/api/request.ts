/**
 * The one place the client talks HTTP: JSON in and out, cookies of the same origin only
 * (the session), path parameters encoded, query strings built without undefined values, and
 * non-success answers thrown as `ApiError` with the status and the parsed error body.
 */
import { buildPath } from '../rules/routes/paths';
import { apiHooks } from './hooks';
import { APP_REQUEST_HEADER, APP_REQUEST_HEADER_VALUE } from '../../contracts/requestHeaders';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ParamValue = string | number | boolean;
export type QueryValue = ParamValue | null | undefined;

/** Mirrors the `ApiError` entity (manifests/schemas/common.yaml): the body of error answers. */
export interface ApiErrorBody {
  error: string;
  message: string;
  field?: string;
}

export interface HttpRequest {
  method: HttpMethod;
  /** Path template in the product rules' syntax, e.g. `/api/v1/sites/{siteId}/settings/sessions`. */
  path: string;
  params?: Record<string, ParamValue>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Statuses outside 2xx that still count as success (e.g. 409 "already exists", product.md#calls). */
  accept?: readonly number[];
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    /** The parsed error body, when the server sent one in the ApiError shape. */
    readonly body: ApiErrorBody | undefined,
    method: string,
    url: string,
    /** The answer's headers (e.g. Retry-After of a 429), when there was an answer. */
    readonly headers?: Headers,
  ) {
    super(body?.message ?? `${method} ${url} answered ${status}`);
  }
}

/** `/sites/{siteId}` + `{ siteId: 3 }` + `{ a: 1, b: undefined }` → `/sites/3?a=1`. */
export function buildUrl(
  path: string,
  params: Record<string, ParamValue> = {},
  query: Record<string, QueryValue> = {},
): string {
  return apiHooks().baseUrl + buildPath(path, params, query);
}

export async function request<T>(req: HttpRequest): Promise<T> {
  const url = buildUrl(req.path, req.params, req.query);
  const hasBody = req.body !== undefined;
  const response = await fetch(url, {
    method: req.method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      [APP_REQUEST_HEADER]: APP_REQUEST_HEADER_VALUE,
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    body: hasBody ? JSON.stringify(req.body) : undefined,
    signal: req.signal,
  });
  const text = await response.text();
  if (!response.ok && !req.accept?.includes(response.status)) {
    const body = asErrorBody(parseOrUndefined(text));
    throw new ApiError(response.status, body, req.method, url, response.headers);
  }
  // An empty answer (204, or 200 without a body) is `undefined`; bad JSON is a failure.
  return (text ? JSON.parse(text) : undefined) as T;
}

function parseOrUndefined(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function asErrorBody(body: unknown): ApiErrorBody | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { error, message, field } = body as Record<string, unknown>;
  if (typeof error !== 'string' || typeof message !== 'string') return undefined;
  return typeof field === 'string' ? { error, message, field } : { error, message };
}
