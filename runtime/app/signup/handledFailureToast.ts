/**
 * The registration call's failure policy (manifests/api/signup.yaml `registerAccount`:
 * onFailure toast) raises the "unhandled" danger toast for every failure, also for the ones
 * the register page does handle inline (400 naming a field, 409 email taken, 429). Until the
 * manifest can say which statuses the caller handles, the page takes that toast back for
 * those, in the same task (before the browser paints it).
 */
import i18n from 'i18next';
import { currentToasts, dismissToast } from '../toasts/toasts';

export const UNHANDLED_REGISTRATION_KEY = 'common:registration.validation-errors.unhandled';

export function withdrawUnhandledRegistrationToast(): void {
  const text = i18n.t(UNHANDLED_REGISTRATION_KEY);
  for (const toast of currentToasts()) if (toast.text === text) dismissToast(toast.id);
}
