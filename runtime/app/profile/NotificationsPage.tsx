/**
 * `/profile/notifications` (profile.notifications; product.md#screens-and-routes "Profile items"): which emails the
 * user wants, stored per user (getNotificationPreferences / updateNotificationPreferences). The
 * page says plainly that these emails are not sent yet: the product has no sender for them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiKeys,
  getNotificationPreferencesQueryOptions,
  updateNotificationPreferencesMutationOptions,
} from '../../../generated/api/client';
import type { NotificationPreferences } from '../../../generated/types';
import { PageLoading } from '../core/router/PageLoading';
import { showToast } from '../core/toasts/toasts';
import { useSignedIn } from '../signedIn/context';
import './profile.css';

const CHOICES = ['firstRecordingReady', 'productUpdates', 'weeklyReport'] as const;

export default function NotificationsPage() {
  const { t } = useTranslation(['profile']);
  const { session } = useSignedIn();
  const userId = session.user.id;
  const stored = useQuery(getNotificationPreferencesQueryOptions({ userId }));
  if (!stored.data) return <PageLoading />;
  return <PreferencesForm userId={userId} initial={stored.data} t={t} />;
}

function PreferencesForm(props: {
  userId: number;
  initial: NotificationPreferences;
  t: (key: string) => string;
}) {
  const { userId, t } = props;
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState(props.initial);
  const save = useMutation({
    ...updateNotificationPreferencesMutationOptions(),
    onSuccess: (saved) => {
      queryClient.setQueryData(apiKeys.getNotificationPreferences({ userId }), saved);
      showToast({ tone: 'info', text: t('profile:notifications.saved') });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate({ userId, body: choices });
  };

  return (
    <section className="profile-page" aria-labelledby="profile-notifications-title">
      <h1 id="profile-notifications-title">{t('profile:notifications.heading')}</h1>
      <p className="profile-muted">{t('profile:notifications.not-sent-yet')}</p>
      <form method="post" onSubmit={submit} className="profile-page">
        <fieldset className="profile-checks">
          <legend className="visually-hidden">{t('profile:notifications.legend')}</legend>
          {CHOICES.map((choice) => (
            <label key={choice} className="profile-check">
              <input
                type="checkbox"
                name={choice}
                checked={choices[choice]}
                onChange={(e) => setChoices({ ...choices, [choice]: e.target.checked })}
              />
              <span>{t(`profile:notifications.${choice}.label`)}</span>
              <small>{t(`profile:notifications.${choice}.help`)}</small>
            </label>
          ))}
        </fieldset>
        <div className="profile-actions">
          <button
            type="submit"
            className="button-primary"
            disabled={save.isPending}
            aria-busy={save.isPending}
          >
            {t('profile:notifications.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
