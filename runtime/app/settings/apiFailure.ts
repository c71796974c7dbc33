/**
 * What a settings page says when the server refuses a change: the 400 names the
 * field, 403 means the user's access is not enough, 409 the last admin. Pure: the page shows
 * `settings:errors.<reason>` under the field or as an alert.
 */
import { ApiError } from '../../api/request';

export type FailureReason = 'invalid' | 'forbidden' | 'last-admin' | 'not-found' | 'default';

export interface Failure {
  field?: string;
  reason: FailureReason;
}

export function apiFailure(error: unknown): Failure {
  if (!(error instanceof ApiError)) return { reason: 'default' };
  const field = error.body?.field;
  if (error.status === 400) return field ? { field, reason: 'invalid' } : { reason: 'invalid' };
  if (error.status === 403) return { reason: 'forbidden' };
  if (error.status === 404) return { reason: 'not-found' };
  if (error.status === 409 && error.body?.error === 'last_admin') return { reason: 'last-admin' };
  return { reason: 'default' };
}
