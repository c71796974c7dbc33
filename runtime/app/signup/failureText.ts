/**
 * The words for a handled registration failure (rules/registrationFailure.ts) where there is
 * no field to put them under: the form-level notice of the register page, the toast of the
 * login page's Google signup. Unhandled failures have the client's danger toast already.
 */
import type { TFunction } from 'i18next';
import type { RegistrationFailure } from './rules/registrationFailure';
import { retryMinutes } from './rules/retryAfter';

export function failureText(failure: RegistrationFailure, t: TFunction): string | undefined {
  switch (failure.kind) {
    case 'email-taken':
      return t('forms:register.errors.email-taken');
    case 'field':
      return failure.message;
    case 'rate-limited':
      return failure.retryAfterSeconds === undefined
        ? t('common:rate-limit.retry-later')
        : t('common:rate-limit.retry-in', { count: retryMinutes(failure.retryAfterSeconds) });
    case 'unhandled':
      return undefined;
  }
}
