/**
 * What the register page does with a failed registration (product.md#errors "Registration validation
 * unhandled: message key common:registration.validation-errors.unhandled": the server
 * validates against the contract and names the field). The generated client wraps every
 * failure in 'Failed to register' with the server's answer as its `cause`:
 *  - 400 naming a field → the server's message inline on that field;
 *  - 409 (the email has an account) → inline on the email field;
 *  - 429 (too many registrations) → the retry notice, with minutes when Retry-After is known;
 *  - anything else (5xx, network, success false, a 400 without a field) → the unhandled toast.
 */
import { ApiError } from '../../../api/request';
import { retryAfterSeconds } from './retryAfter';

export type RegistrationFailure =
  | { kind: 'field'; field: string; message: string }
  | { kind: 'email-taken' }
  | { kind: 'rate-limited'; retryAfterSeconds?: number }
  | { kind: 'unhandled' };

/** The ApiError behind an error, following `cause` (the client's 'Failed to register'). */
export function apiErrorOf(error: unknown): ApiError | undefined {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    if (e instanceof ApiError) return e;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export function registrationFailure(error: unknown, now: Date = new Date()): RegistrationFailure {
  const api = apiErrorOf(error);
  if (!api) return { kind: 'unhandled' };
  if (api.status === 409) return { kind: 'email-taken' };
  if (api.status === 429) {
    const seconds = retryAfterSeconds(api, now);
    return seconds === undefined
      ? { kind: 'rate-limited' }
      : { kind: 'rate-limited', retryAfterSeconds: seconds };
  }
  if (api.status === 400 && api.body?.field) {
    return { kind: 'field', field: api.body.field, message: api.body.message };
  }
  return { kind: 'unhandled' };
}
