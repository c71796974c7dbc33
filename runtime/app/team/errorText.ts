/**
 * What the invite form says for a refused invitation: the server's 400 names the
 * field, 409 says member or pending (error code), 403 an access above the inviter's or read
 * access, 429 too many. Pure: the page turns the reason into `team:invite.errors.<reason>`.
 */
import { ApiError } from '../../api/request';

export type InviteFailureReason =
  | 'email'
  | 'already-member'
  | 'already-invited'
  | 'access'
  | 'forbidden'
  | 'rate-limited'
  | 'default';

export interface InviteFailure {
  /** The field the message belongs under, when the server named one. */
  field?: 'email' | 'access';
  /** The message: `team:invite.errors.<reason>`. */
  reason: InviteFailureReason;
}

export function inviteFailure(error: unknown): InviteFailure {
  if (!(error instanceof ApiError)) return { reason: 'default' };
  const { status, body } = error;
  if (status === 400 && body?.field === 'email') return { field: 'email', reason: 'email' };
  if (status === 409 && body?.error === 'already_member')
    return { field: 'email', reason: 'already-member' };
  if (status === 409 && body?.error === 'already_invited')
    return { field: 'email', reason: 'already-invited' };
  if (status === 403 && body?.field === 'access') return { field: 'access', reason: 'access' };
  if (status === 403) return { reason: 'forbidden' };
  if (status === 429) return { reason: 'rate-limited' };
  return { reason: 'default' };
}
