/**
 * The top bar's notification bell (product.md#screens-and-routes "Top bar: … notification bell", sidebar kind
 * `notification-center`; product.md#records-and-their-fields "Notification: seenAt"): a button with the unseen count that
 * toggles the notification center (one sidebar kind at a time, sidebarStore.ts). First page:
 * no UI library; the count is asked by the browser after the shell is drawn (never by the
 * server render, so hydration meets the same markup) and again every minute while the page is
 * visible (manifests/api/notifications.yaml pollSeconds). The center (guides/notifications/,
 * lazy) reads the same query.
 */
import { useQuery } from '@tanstack/react-query';
import { listNotificationsQueryOptions } from '../../../../generated/api/client';
import { track } from '../../core/analytics/track';
import { useSignedIn } from '../context';
import { rememberOpener } from '../sidebarOpener';
import { toggleSidebar, useOpenSidebar } from '../sidebarStore';
import type { MenuTranslate } from './MenuEntry';

export const NOTIFICATION_CENTER = 'notification-center';

/** More than this shows as "9+" in the badge (the accessible name says the number). */
const BADGE_MAX = 9;

export function NotificationBell({ label, t }: { label: string; t: MenuTranslate }) {
  const { session } = useSignedIn();
  const { data } = useQuery(listNotificationsQueryOptions({ userId: session.user.id }));
  const open = useOpenSidebar() === NOTIFICATION_CENTER;
  const unseen = data?.unseen ?? 0;
  const name = unseen > 0 ? t('shell:notification-bell.label', { count: unseen }) : label;
  return (
    <li>
      <button
        type="button"
        className="notification-bell"
        aria-label={name}
        title={name}
        aria-expanded={open}
        onClick={(event) => {
          rememberOpener(event.currentTarget);
          track(open ? 'notification_center_closed' : 'notification_center_opened', {
            unseen,
            source: 'bell',
          });
          toggleSidebar(NOTIFICATION_CENTER);
        }}
      >
        <span className="notification-bell-icon" data-icon="bell" aria-hidden="true" />
        {unseen > 0 ? (
          <span className="notification-bell-count" aria-hidden="true">
            {unseen > BADGE_MAX ? `${BADGE_MAX}+` : unseen}
          </span>
        ) : null}
      </button>
    </li>
  );
}
