/**
 * Said on the settings and invitation screens when the server sends no e-mail (no SMTP server
 * configured, GET /api/v1/settings `emailDelivery: false`): invitations and other messages are
 * kept and go out once it is configured. Nothing while the settings load or when mail works.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getSettingsQueryOptions } from '../../../generated/api/client';

export function EmailDeliveryNotice() {
  const { t } = useTranslation(['settings']);
  const settings = useQuery(getSettingsQueryOptions());
  if (settings.data?.emailDelivery !== false) return null;
  return (
    <p className="settings-muted" role="note" data-testid="email-not-configured">
      {t('settings:email.not-configured')}
    </p>
  );
}

/** Whether the server sends e-mail; undefined while the settings load. */
export function useEmailDelivery(): boolean | undefined {
  return useQuery(getSettingsQueryOptions()).data?.emailDelivery;
}
