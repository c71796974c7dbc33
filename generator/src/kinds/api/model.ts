/**
 * The api part of the model: every call of product.md#calls (plus the session calls the product needs),
 * merged from `manifests/api/<area>.yaml`. Paths use the product rules' `{param}` syntax; each emitter
 * converts them (Fastify `:param`, OpenAPI keeps `{param}`).
 */
import type { Located } from '../../core/located';
import type { EntitySchema, EnumValue } from '../schemas/model';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export const SESSION_MODES = ['required', 'optional', 'none'] as const;
export const ENDPOINT_KINDS = ['query', 'mutation', 'navigation'] as const;
export const FAILURE_BEHAVIOURS = ['throw', 'fallback', 'swallow', 'toast'] as const;

/** A path or query parameter: scalars only, they travel as text. */
export interface Param {
  name: string;
  type: 'string' | 'integer' | 'number' | 'boolean';
  description: string;
  examples: unknown[];
  enum?: EnumValue[];
  format?: EntitySchema['format'];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  /** Always true for path parameters. */
  required: boolean;
}

export interface ResponseSpec {
  status: number;
  description: string;
  schema?: EntitySchema;
  /** The call succeeded (2xx by default; e.g. 409 "already exists" may count too). */
  success: boolean;
}

/** What the client does when a call fails (product.md#errors), as data. */
export interface FailurePolicy {
  behaviour: (typeof FAILURE_BEHAVIOURS)[number];
  /** Message of the thrown or logged error; `{param}` is replaced by that input value. */
  message?: string;
  /** Send the error to the error reporter. */
  report: boolean;
  /** What the call yields instead (fallback, swallow). */
  value?: unknown;
  /** Name of a caller option that turns swallow back into throw (e.g. `throwOnError`). */
  unless?: string;
  /** Translation key of the danger toast (toast). */
  key?: string;
  /** Error statuses the caller handles itself: no policy, the original error is thrown. */
  handledStatuses?: number[];
}

export interface ErrorHandling {
  /** The response body must hold `<field>: true`, else the call failed (product.md#validation). */
  successField?: string;
  /** An empty answer (no body, null) is a failure (product.md#calls "fails if no data"). */
  failWhenEmpty: boolean;
  onFailure: FailurePolicy;
}

export interface Endpoint {
  /** camelCase; every generated name derives from it (`getCampaign`, `getCampaignQueryOptions`). */
  id: string;
  /** The manifest file's base name, e.g. `signup` (OpenAPI tag). */
  area: string;
  method: HttpMethod;
  /** Always starts with `/api/`, e.g. `/api/v1/campaigns/{campaignHash}`. */
  path: string;
  summary: string;
  /** Why a path or shape was chosen where the product rules show none. */
  note?: string;
  /** Path parameters in path order. */
  params: Param[];
  /** Query parameters in declaration order. */
  query: Param[];
  request?: EntitySchema;
  /** What the page of a navigation endpoint posts to its opener window (popup flows, product.md#states-and-transitions). */
  message?: EntitySchema;
  /** Sorted by status. */
  responses: ResponseSpec[];
  session: (typeof SESSION_MODES)[number];
  kind: (typeof ENDPOINT_KINDS)[number];
  cacheSeconds?: number;
  pollSeconds?: number;
  cancellable: boolean;
  errors: ErrorHandling;
}

export interface ApiModel {
  /** Sorted by id (a duplicate keeps file order after the first). */
  endpoints: Located<Endpoint>[];
}
