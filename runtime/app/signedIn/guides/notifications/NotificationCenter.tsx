/**
 * The notification center (product.md#screens-and-routes sidebar kind `notification-center`, product.md#records-and-their-fields "Notification:
 * seenAt"): the signed-in user's latest notifications, newest first, the unseen ones
 * marked "New". Opening it marks the ones it shows seen (POST …/notifications/seen with their
 * ids: seenAt is set by the server) and the bell's counter drops with the answer; the "New"
 * marks stay until it closes, so the user sees what was new. An empty state when there are
 * none. The texts are rendered here from each notification's kind and params (namespace
 * notifications), in the user's language. Opened by the bell (shell/NotificationBell.tsx).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  listNotificationsQueryOptions,
  markNotificationsSeen,
} from '../../../../../generated/api/client';
import type { Notification } from '../../../../../generated/types';
import { formatShortDate } from '../../../../rules/format/intlFormat';
import { track } from '../../../core/analytics/track';
import { useSignedIn } from '../../context';
import { NOTIFICATION_CENTER } from '../../shell/NotificationBell';
import { closeSidebar } from '../../sidebarStore';
import { SidebarFrame } from '../stepper/SidebarFrame';
import { unseenIds } from './notificationRules';
import './notifications.css';

export default function NotificationCenter() {
  const { t, i18n } = useTranslation(['notifications', 'shell']);
  const { session } = useSignedIn();
  const userId = session.user.id;
  const queryClient = useQueryClient();
  const options = listNotificationsQueryOptions({ userId });
  const { data, isError } = useQuery(options);
  /** The ids unseen when the center opened: they keep their "New" mark while it is open. */
  const [fresh, setFresh] = useState<ReadonlySet<number> | undefined>();
  const marking = useRef(false);

  useEffect(() => {
    if (!data || fresh || marking.current) return;
    const ids = unseenIds(data.notifications);
    setFresh(new Set(ids));
    if (!ids.length) return;
    marking.current = true;
    markNotificationsSeen({ userId, body: { ids } })
      .then(async (answer) => {
        track('notifications_seen', { count: ids.length });
        // A list fetch still under way was answered before the mark: it must not put the
        // old count back over this answer (the bell would say "unseen" until the next poll).
        await queryClient.cancelQueries({ queryKey: options.queryKey });
        queryClient.setQueryData(options.queryKey, answer);
      })
      // Not marked: they stay unseen and are marked the next time the center opens.
      .catch(() => undefined);
  }, [data, fresh, userId, queryClient, options.queryKey]);

  const close = () => {
    track('notification_center_closed', { source: 'close-button' });
    closeSidebar(NOTIFICATION_CENTER);
  };
  const language = i18n.resolvedLanguage ?? i18n.language;
  const list = data?.notifications ?? [];
  return (
    <SidebarFrame
      title={t('notifications:title')}
      closeLabel={t('notifications:close')}
      className="notification-center"
      testId="notification-center"
      onClose={close}
    >
      {!data ? (
        isError ? null : (
          <p className="notification-empty" role="status">
            {t('shell:loading')}
          </p>
        )
      ) : list.length === 0 ? (
        <p className="notification-empty">{t('notifications:empty')}</p>
      ) : (
        <ul className="notification-list" aria-label={t('notifications:list')}>
          {list.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              isNew={notification.seenAt === null || fresh?.has(notification.id) === true}
              language={language}
            />
          ))}
        </ul>
      )}
    </SidebarFrame>
  );
}

function NotificationItem(props: { notification: Notification; isNew: boolean; language: string }) {
  const { t } = useTranslation('notifications');
  const { notification, isNew } = props;
  const created = new Date(notification.createdAt * 1000);
  return (
    <li className="notification-item" data-new={isNew || undefined}>
      {isNew ? <span className="notification-new">{t('notifications:unseen')}</span> : null}
      <p className="notification-text">
        {t(`notifications:kinds.${notification.kind}`, notification.params)}
      </p>
      <time className="notification-time" dateTime={created.toISOString()}>
        {formatShortDate(created, props.language)}
      </time>
    </li>
  );
}
