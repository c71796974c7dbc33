/**
 * The left sidebar (spec §2 "Signed-in shell", §4): the sidebar menu of the route's mode for the
 * account variant, resolved against the gate context (resolveMenu), targets filled with the
 * current site / collection / organization. The get-started item carries its progress out of 4.
 */
import { useQuery } from '@tanstack/react-query';
import { getAppStateQueryOptions } from '../../../../generated/api/client';
import { routes, type RouteDefinition, type RouteName } from '../../../../generated/routes';
import { resolveMenu, type MenuPlace, type ResolvedItem } from '../../../rules/menus/resolveMenu';
import type { MenuMode } from '../../../../contracts/menus';
import { currentMenuItem } from '../rules/currentMenuItem';
import { getStartedDone } from '../rules/getStartedProgress';
import { useSignedIn } from '../context';
import { MenuEntry, type MenuTranslate } from './MenuEntry';

export const SIDEBAR_ID = 'app-sidebar';

const featureOf = (name: string) => routes[name as RouteName]?.feature;

export function Sidebar(props: {
  route: RouteDefinition;
  place: MenuPlace;
  collapsed: boolean;
  /** The shell's (ShellLayout.tsx), for the sidebar and its entries. */
  t: MenuTranslate;
}) {
  const { route, place, collapsed, t } = props;
  const { bundles, session, gateContext, siteStatus } = useSignedIn();
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
      )
    : undefined;
  const items = menu?.items ?? [];
  const currentId = currentMenuItem(items, route, featureOf);
  const progress = useGetStartedBadge(t, session.user.id, place.siteId, items);

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
        {items.map((item) => (
          <MenuEntry key={item.id} item={item} t={t} currentId={currentId} icons badge={progress} />
        ))}
      </ul>
    </nav>
  );
}

/**
 * "0/4" on the get-started item, from app-state (onboarding / getStartedPageState of the site).
 * Only fetched when a visible item carries that badge.
 */
function useGetStartedBadge(
  t: MenuTranslate,
  userId: number,
  siteId: string | number | undefined,
  items: ResolvedItem[],
) {
  const wanted = items.some(
    (i) =>
      i.state !== 'hidden' && i.badge?.kind === 'progress' && i.badge.source === 'get-started-page',
  );
  const appState = useQuery({
    ...getAppStateQueryOptions({ userId }),
    enabled: wanted && siteId !== undefined,
  });
  return (item: ResolvedItem) => {
    if (item.badge?.kind !== 'progress' || item.badge.source !== 'get-started-page') return;
    if (!appState.data?.success) return;
    const done = getStartedDone(appState.data.app_state_settings, Number(siteId));
    return {
      text: `${done}/${item.badge.of}`,
      description: t('shell:sidebar.progress', { done, of: item.badge.of }),
    };
  };
}
