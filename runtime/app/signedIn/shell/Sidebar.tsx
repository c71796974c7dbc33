/**
 * The left sidebar (product.md#screens-and-routes "Signed-in shell", product.md#states-and-transitions): the sidebar menu of the route's mode for the
 * account variant, resolved against the gate context (resolveMenu), targets filled with the
 * current site / collection / organization. The get-started item carries its progress out of 4.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getAppStateQueryOptions } from '../../../../generated/api/client';
import type { RouteDefinition } from '../../../../generated/routes';
import { resolveMenu, type MenuPlace, type ResolvedItem } from '../../../rules/menus/resolveMenu';
import type { MenuMode } from '../../../../contracts/menus';
import { currentMenuItem } from '../rules/currentMenuItem';
import { GET_STARTED_NAMESPACE } from '../../../../contracts/firstRenderAppState';
import { track } from '../../core/analytics/track';
import {
  GET_STARTED_KEY,
  getStartedState,
  serializeGetStartedState,
} from '../rules/getStartedProgress';
import { useSignedIn } from '../context';
import { MenuEntry, type MenuTranslate } from './MenuEntry';
import { useSisterProductLinks } from './sisterProductLinks';
import { Fragment, Suspense } from 'react';
import { featureOfRoute, useRouteCheck } from '../useRouteCheck';

export const SIDEBAR_ID = 'app-sidebar';

export function Sidebar(props: {
  route: RouteDefinition;
  place: MenuPlace;
  collapsed: boolean;
  /** The shell's (ShellLayout.tsx), for the sidebar and its entries. */
  t: MenuTranslate;
}) {
  const { route, place, collapsed, t } = props;
  const { bundles, session, gateContext, siteStatus } = useSignedIn();
  const routeCheck = useRouteCheck();
  const mode = route.mode as MenuMode;
  // Until the site is known its gates would all fail closed: show the frame, not wrong items.
  const ready = siteStatus !== 'loading';
  const menu = ready
    ? resolveMenu(
        bundles.menus,
        bundles.access,
        { placement: 'sidebar', mode, variant: session.account.variant },
        gateContext,
        place,
        routeCheck,
      )
    : undefined;
  const items = menu?.items ?? [];
  const currentId = currentMenuItem(items, route, featureOfRoute);
  const getStarted = useGetStartedBadge(t, session.user.id, place.siteId, items);
  // The standalone sidebar's go-back link carries the sister-product lookups (product.md#calls).
  const sister = useSisterProductLinks(items);

  return (
    <nav
      id={SIDEBAR_ID}
      className="sidebar"
      aria-label={t('shell:sidebar.label')}
      aria-busy={!ready}
      data-mode={mode}
      data-collapsed={collapsed}
    >
      <ul>
        {items.map((item) =>
          getStarted.hidden(item) ? null : (
            <Fragment key={item.id}>
              <MenuEntry
                item={sister(item)}
                t={t}
                currentId={currentId}
                icons
                badge={getStarted.badge}
              />
              {getStarted.dismissible(item) ? (
                // Its own boundary: waiting for the guides' strings holds back nothing else.
                <Suspense fallback={null}>
                  <GetStartedDismiss onDismiss={getStarted.dismiss} />
                </Suspense>
              ) : null}
            </Fragment>
          ),
        )}
      </ul>
    </nav>
  );
}

/**
 * "0/4" on the get-started item, from app-state (onboarding / getStartedPageState of the site,
 * rules/getStartedProgress.ts): the one app-state query the get-started page writes to, so the
 * badge moves as soon as a step completes there. Only fetched when a visible item carries that
 * badge. product.md#states-and-transitions "Other": once all steps are done the item is dismissible (manifest
 * get-started-page menuProgress.dismissibleWhenComplete); dismissed (isDismissed) it is no longer
 * drawn — unless it stands for the setup page (tracking not installed), which stays.
 */
function useGetStartedBadge(
  t: MenuTranslate,
  userId: number,
  siteId: string | number | undefined,
  items: ResolvedItem[],
) {
  const queryClient = useQueryClient();
  const wanted = items.some(
    (i) =>
      i.state !== 'hidden' && i.badge?.kind === 'progress' && i.badge.source === 'get-started-page',
  );
  const appState = useQuery({
    ...getAppStateQueryOptions({ userId }),
    enabled: wanted && siteId !== undefined,
  });
  const site = Number(siteId);
  const known = appState.data?.success === true && siteId !== undefined;
  const state = known ? getStartedState(appState.data!.app_state_settings, site) : undefined;
  const done = state ? Object.values(state.complete).filter(Boolean).length : 0;
  const isGetStarted = (item: ResolvedItem) =>
    item.badge?.kind === 'progress' && item.badge.source === 'get-started-page';
  const isOverview = (item: ResolvedItem) =>
    item.target.kind === 'route' && item.target.route === 'overview.index';
  return {
    badge(item: ResolvedItem) {
      if (item.badge?.kind !== 'progress' || !isGetStarted(item) || !state) return;
      return {
        text: `${done}/${item.badge.of}`,
        description: t('shell:sidebar.progress', { done, total: item.badge.of }),
      };
    },
    hidden: (item: ResolvedItem) => isGetStarted(item) && isOverview(item) && !!state?.isDismissed,
    dismissible: (item: ResolvedItem) =>
      isGetStarted(item) &&
      isOverview(item) &&
      item.badge?.kind === 'progress' &&
      !!state &&
      !state.isDismissed &&
      done >= item.badge.of,
    dismiss() {
      if (!state) return;
      track('get_started_menu_dismissed', { siteId: site });
      // The guides' state writer is in their lazy chunk (vite.config.ts): loaded on this rare click.
      void import('../guides/state/useAppState').then(({ saveAppStateOptimistic }) =>
        saveAppStateOptimistic(queryClient, userId, [
          {
            namespace: GET_STARTED_NAMESPACE,
            key: GET_STARTED_KEY,
            value: serializeGetStartedState({ ...state, isDismissed: true }),
            site_id: site,
          },
        ]),
      );
    },
  };
}

/**
 * The get-started item's dismiss button. Its label lives with the guides' strings, loaded only
 * when the button shows (never on a first page where the steps are not all done). It waits for
 * them (suspends) rather than drawing nothing: the server draws it once they are loaded, as the
 * browser does when it takes the page over, so both draw the same (no hydration mismatch).
 */
function GetStartedDismiss(props: { onDismiss: () => void }) {
  const { t } = useTranslation('guides', { useSuspense: true });
  const label = t('guides:get-started-page.dismiss');
  return (
    <li className="menu-dismiss">
      <button type="button" aria-label={label} title={label} onClick={props.onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
