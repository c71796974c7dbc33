/**
 * The signed-in shell (product.md#screens-and-routes "Signed-in shell", product.md#states-and-transitions "Sidebar collapsed/expanded", product.md#constants-and-limits): the top
 * bar (56 px, +48 per banner: the session-limit banner of product.md#states-and-transitions on data pages, SessionUsage.tsx),
 * the left sidebar (220 px expanded; a collapse toggle; auto-collapsed below 991 px with the
 * toggle hidden) and the content area, where the route's page opens once its gate allows.
 * Sizes come from the app bundle's layout constants.
 */
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { ErrorBoundary } from '../../core/errors/ErrorBoundary';
import { PageLoading } from '../../core/router/PageLoading';
import { useCurrentRoute } from '../../core/router/routeHandle';
import { SIDEBAR_COOKIE } from '../../../../contracts/cookies';
import { writePreferenceCookie } from '../../core/preferences/writePreferenceCookie';
import { usePreferences } from '../../core/preferences/PreferencesContext';
import { menuPlace } from '../rules/menuPlace';
import { useSignedIn } from '../context';
import { RouteGate } from '../RouteGate';
import { MENU_NAMESPACES } from './MenuEntry';
import { SessionLimitBanner, useSessionLimitBanners } from './SessionUsage';
import { Sidebar, SIDEBAR_ID } from './Sidebar';
import { TopBar } from './TopBar';
import { useMediaQuery } from './useMediaQuery';
import '../../../../generated/icons.css';
import './shell.css';

// The guides: sidebars, auto-open rules and launchers, all in lazy chunks.
const GuideLayer = lazy(() => import('../guides/GuideLayer'));

// The demo tour (product.md#states-and-transitions): its overlay and the "Going back to your site" bar, lazy.
const DemoTourLayer = lazy(() => import('../../demoTour/DemoTourLayer'));

/**
 * Mounted after the first render: the server's page and hydration never include this code (the
 * guide layer, the demo tour's overlay and bar), its chunk loads once the shell is up.
 */
function AfterFirstRender({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export function ShellLayout() {
  // One translation subscription for the whole shell, handed down to the menus' entries (a hook
  // per entry was most of the first render's cost against the cold-load target).
  const { t } = useTranslation(MENU_NAMESPACES);
  const route = useCurrentRoute();
  const params = useParams();
  const { site, siteStatus, siteFromRoute, bundles } = useSignedIn();
  const layout = bundles.constants.layout;
  const narrow = useMediaQuery(`(max-width: ${layout.sidebarCollapseBelowPx - 1}px)`);
  const remembered = usePreferences().sidebarCollapsed;
  const [userCollapsed, setUserCollapsed] = useState(remembered);
  const collapsed = narrow || userCollapsed;
  const shell = useRef<HTMLDivElement>(null);
  // Banners above the top bar's row, each 48 px (product.md#constants-and-limits): the session-limit banner (0 or 1), known
  // once the browser has the month's usage (never in the server's render).
  const banners = useSessionLimitBanners(route?.dataPage === true);
  // Set through the CSSOM: the style-src policy refuses a server-rendered `style` attribute
  // (security/contentSecurityPolicy.ts). Until this runs, shell.css holds the same product.md#constants-and-limits values.
  useLayoutEffect(() => {
    const element = shell.current;
    if (!element) return;
    const vars: Record<string, number> = {
      '--sidebar-width': layout.appSidebarWidthPx,
      '--top-bar-height': layout.topBarHeightPx + banners * layout.topBarBannerHeightPx,
      '--top-bar-row-height': layout.topBarHeightPx,
      '--top-bar-banner-height': layout.topBarBannerHeightPx,
      '--site-selector-width': layout.siteSelectorWidthPx,
      '--site-selector-max-height': layout.siteSelectorMaxHeightPx,
    };
    for (const [name, px] of Object.entries(vars)) element.style.setProperty(name, `${px}px`);
  }, [layout, banners]);
  if (!route) return null;
  const place = menuPlace(params, site);
  // A site in the address that does not exist or is not the user's gets the
  // no-site-access page (RouteGate) and no sidebar at all: a sidebar of no site would show
  // progress, locks and disabled items that describe nothing.
  const noSite = siteFromRoute && siteStatus === 'unavailable';

  const toggleLabel = t(collapsed ? 'shell:sidebar.expand' : 'shell:sidebar.collapse');
  const toggle = () => {
    setUserCollapsed(!userCollapsed);
    writePreferenceCookie(SIDEBAR_COOKIE, userCollapsed ? undefined : 'collapsed');
  };

  return (
    <div
      className="shell"
      ref={shell}
      data-collapsed={collapsed}
      data-no-site={noSite || undefined}
    >
      {/* Keyboard users jump past the top bar and the sidebar. */}
      <a className="skip-link" href="#content">
        {t('shell:skip-to-content')}
      </a>
      <div className="shell-top">
        {banners > 0 ? <SessionLimitBanner t={t} /> : null}
        <TopBar route={route} place={place} t={t} />
      </div>
      <div className="shell-body">
        {noSite ? null : (
          <div className="sidebar-column">
            <Sidebar route={route} place={place} collapsed={collapsed} t={t} />
            {narrow ? null : (
              <button
                type="button"
                className="sidebar-toggle"
                aria-controls={SIDEBAR_ID}
                aria-expanded={!collapsed}
                aria-label={toggleLabel}
                title={toggleLabel}
                onClick={toggle}
              >
                {collapsed ? '»' : '«'}
              </button>
            )}
          </div>
        )}
        <main className="shell-content" id="content" tabIndex={-1} data-data-page={route.dataPage}>
          <AfterFirstRender>
            <DemoTourLayer />
          </AfterFirstRender>
          <ErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <RouteGate>
                <Outlet />
              </RouteGate>
            </Suspense>
          </ErrorBoundary>
        </main>
        {noSite ? null : (
          <AfterFirstRender>
            <GuideLayer />
          </AfterFirstRender>
        )}
      </div>
    </div>
  );
}
