/**
 * `/profile/sign-in-activity` (profile.sign-in-activity "recent sessions with device,
 * browser, time; sign out other sessions"): the user's live sessions, most recently used first,
 * the current one marked; "Sign out other sessions" ends every other one and keeps this one.
 * Device and browser come from the User-Agent recorded at sign-in (sessions from before that
 * was recorded say "unknown").
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  apiKeys,
  listUserSessionsQueryOptions,
  signOutOtherSessionsMutationOptions,
} from '../../../generated/api/client';
import type { SignInSession } from '../../../generated/types';
import { PageLoading } from '../core/router/PageLoading';
import { showToast } from '../core/toasts/toasts';
import { useSignedIn } from '../signedIn/context';
import { formatDateTime } from './dateTime';
import './profile.css';

const DEVICES = new Set(['desktop', 'mobile', 'tablet', 'tv', 'console', 'other']);

export default function SignInActivityPage() {
  const { t, i18n } = useTranslation(['profile']);
  const { session } = useSignedIn();
  const userId = session.user.id;
  const queryClient = useQueryClient();
  const sessions = useQuery(listUserSessionsQueryOptions({ userId }));
  const signOut = useMutation({
    ...signOutOtherSessionsMutationOptions(),
    onSuccess: ({ signedOut }) => {
      showToast({ tone: 'info', text: t('profile:activity.signed-out', { count: signedOut }) });
      void queryClient.invalidateQueries({ queryKey: apiKeys.listUserSessions({ userId }) });
    },
  });
  if (!sessions.data) return <PageLoading />;
  const others = sessions.data.filter((s) => !s.current).length;
  const device = (s: SignInSession) =>
    t(`profile:activity.devices.${s.device && DEVICES.has(s.device) ? s.device : 'unknown'}`);
  const when = (seconds: number) => formatDateTime(seconds, i18n.language);

  return (
    <section className="profile-page" aria-labelledby="profile-activity-title">
      <h1 id="profile-activity-title">{t('profile:activity.heading')}</h1>
      <p className="profile-muted">{t('profile:activity.intro')}</p>
      <table className="profile-table" data-testid="sign-in-sessions">
        <caption className="visually-hidden">{t('profile:activity.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('profile:activity.device')}</th>
            <th scope="col">{t('profile:activity.browser')}</th>
            <th scope="col">{t('profile:activity.address')}</th>
            <th scope="col">{t('profile:activity.started')}</th>
            <th scope="col">{t('profile:activity.last-seen')}</th>
          </tr>
        </thead>
        <tbody>
          {sessions.data.map((s, index) => (
            <tr key={`${s.started}-${index}`} className={s.current ? 'profile-current' : undefined}>
              <td>
                {device(s)}
                {s.current ? <> · {t('profile:activity.this-session')}</> : null}
              </td>
              <td>{s.browser ?? t('profile:activity.unknown')}</td>
              <td>{s.address ?? t('profile:activity.unknown')}</td>
              <td>{when(s.started)}</td>
              <td>{when(s.lastSeen)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="profile-actions">
        <button
          type="button"
          className="button-primary"
          disabled={others === 0 || signOut.isPending}
          aria-busy={signOut.isPending}
          onClick={() => signOut.mutate({ userId })}
        >
          {t('profile:activity.sign-out-others')}
        </button>
        {others === 0 ? (
          <span className="profile-muted">{t('profile:activity.no-others')}</span>
        ) : null}
      </div>
    </section>
  );
}
