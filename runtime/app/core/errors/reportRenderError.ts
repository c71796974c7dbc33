/**
 * product.md#errors "Error boundary: danger toast with default common error or custom message, reported,
 * tracking event fired". Shared by the React error boundary and the router's error element.
 */
import i18n from 'i18next';
import { apiHooks } from '../../../api/hooks';
import { track } from '../analytics/track';
import { showToast } from '../toasts/toasts';

export function reportRenderError(error: unknown, retry: () => void, message?: string): void {
  const failure = error instanceof Error ? error : new Error(String(error));
  apiHooks().report(failure);
  track('Error Boundary', { message: failure.message, path: location.pathname });
  showToast({
    tone: 'danger',
    text: message ?? i18n.t('common:errors.default'),
    action: { label: i18n.t('shell:error.retry'), run: retry },
  });
}
