/**
 * What a profile form says for a refused change: the server's answers that name a
 * field (400 wrong_password / password_mismatch / a schema failure, 409 email_taken) become the
 * field's inline message, and too many password checks (429) the current password's; other failures already had the client's danger toast (product.md#errors, the
 * endpoint's failure policy), so they say nothing more here.
 */
import { ApiError } from '../../api/request';

/** field → translated message. */
export function fieldFailures(error: unknown, t: (key: string) => string): Record<string, string> {
  // Too many wrong current passwords: said where the password is typed.
  if (error instanceof ApiError && error.status === 429) {
    return { currentPassword: t('profile:errors.too-many-attempts') };
  }
  if (!(error instanceof ApiError) || !error.body?.field) return {};
  const { field, error: code } = error.body;
  if (code === 'wrong_password') return { [field]: t('profile:errors.wrong-password') };
  if (code === 'password_mismatch') return { [field]: t('profile:errors.password-mismatch') };
  if (code === 'email_taken') return { [field]: t('profile:errors.email-taken') };
  return { [field]: t('profile:errors.invalid') };
}

/** The server's message about a field goes once the user edits that field. */
export function withoutChanged<T extends object>(
  errors: Record<string, string>,
  before: Partial<T>,
  after: Partial<T>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([field]) => before[field as keyof T] === after[field as keyof T],
    ),
  );
}
