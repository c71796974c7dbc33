/**
 * What the API layer needs from the app around it: where the API lives, how errors are reported,
 * how a danger toast is shown and where swallowed failures are logged (product.md#errors). The app shell
 * wires the real reporter and toaster at start-up with `configureApi`; until then errors go to
 * the console, so nothing is lost silently.
 */
export interface ApiHooks {
  /** Prefix of every API path; '' = same origin (the browser). Tests and Node callers set it. */
  baseUrl: string;
  /** product.md#errors "reported": send to the error tracker. */
  report(error: Error): void;
  /** product.md#errors "danger toast": show the translation key as a danger toast. */
  toast(key: string): void;
  /** product.md#errors "logs": a swallowed failure. */
  log(message: string): void;
}

const defaults: ApiHooks = {
  baseUrl: '',
  report: (error) => console.error(error),
  toast: (key) => console.warn(`[api] no toaster configured; danger toast ${key}`),
  log: (message) => console.warn(`[api] ${message}`),
};

let current: ApiHooks = { ...defaults };

export function configureApi(hooks: Partial<ApiHooks>): void {
  current = { ...current, ...hooks };
}

/** Back to the defaults (tests). */
export function resetApiHooks(): void {
  current = { ...defaults };
}

export function apiHooks(): ApiHooks {
  return current;
}
