/**
 * The signed-in scope (product.md#screens-and-routes): every route that is not public. Signed out (the session call
 * answers 401) → `/login?next=<path>`. Otherwise it loads the settings and the current site,
 * applies the user's language, builds the gate context and hands all of it to the pages and the
 * shell. Bare and full-screen signed-in pages get their route gate checked here; shell pages in
 * the shell's content area.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, use, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { getCurrentUserQueryOptions, getSettingsQueryOptions } from '../../../generated/api/client';
import type { SessionInfo, Settings } from '../../../generated/types';
import type { ShellBundles } from '../../../contracts/shellBundles';
import { setTrackedExperiments } from '../core/analytics/track';
import { loadShellBundles } from '../core/bundles/shellBundles';
import { ErrorNotice } from '../core/errors/ErrorBoundary';
import { rememberLanguage } from '../core/i18n';
import { statusOf } from '../core/queryClient';
import { BareFrame, FullScreenFrame } from '../core/router/layouts';
import { PageLoading } from '../core/router/PageLoading';
import { buildGateContext } from './rules/gateContext';
import { SignedInContext, type ScopeOverride, type SignedInState } from './context';
import { loginPath } from './loginPath';
import { RouteGate } from './RouteGate';
import { useCurrentSite } from './useCurrentSite';
import { useInstallationSync } from './installation/useInstallationSync';
import { routeByPath } from '../../../generated/routes';
import { INSTALL_POLL_MS } from '../../rules/tracking/installation';

// The persona preview (its scope override and toolbar), a lazy chunk fetched only
// when the session allows previews, so the first page of every other user carries none of it.
const PreviewScope = lazy(() => import('../preview/PreviewScope'));

export function SignedIn() {
  const { pathname, search, hash } = useLocation();
  // Loaded before this route renders (router/buildRoutes.tsx): read at once; `use` also covers
  // a failed first load.
  const bundles = use(loadShellBundles());
  // The start-up prefetch (start.tsx) is the ask; its answer, a 401 included, is not asked again
  // on mount. Signing in and out replace the cached session explicitly.
  const session = useQuery({
    ...getCurrentUserQueryOptions(),
    refetchOnMount: false,
    retryOnMount: false,
  });
  const settings = useQuery(getSettingsQueryOptions());

  if (statusOf(session.error) === 401)
    return <Navigate to={loginPath(pathname + search + hash)} replace />;
  if (session.isError && !session.data)
    return (
      <FullScreenFrame>
        <ErrorNotice onRetry={() => void session.refetch()} />
      </FullScreenFrame>
    );
  // Settings that fail to load are reported by the API layer (product.md#errors); gates then fail closed.
  if (!session.data || settings.isPending) return <PageLoading />;
  const scope = (override?: ScopeOverride) => (
    <Scope
      bundles={bundles}
      session={session.data}
      settings={settings.data}
      {...(override ? { override } : {})}
    >
      <Outlet />
    </Scope>
  );
  if (session.data.preview !== true) return scope();
  return (
    <Suspense fallback={<PageLoading />}>
      <PreviewScope session={session.data} render={scope} />
    </Suspense>
  );
}

function Scope(props: {
  bundles: ShellBundles;
  session: SessionInfo;
  settings: Settings | undefined;
  /** A persona preview: what the shell, guides and empty states read instead. */
  override?: ScopeOverride;
  children: ReactNode;
}) {
  const { bundles, settings, override } = props;
  const { i18n } = useTranslation();
  const session = override?.session ?? props.session;
  const { siteId } = useParams();
  // The setup page is where the user waits for the first data: it asks every second there.
  const { pathname } = useLocation();
  const waiting = routeByPath(pathname)?.route.name === 'setup.index';
  const current = useCurrentSite(
    props.session,
    siteId,
    waiting ? bundles.constants.timers.setupInstallPollMs : INSTALL_POLL_MS,
  );
  useInstallationSync(current.site);

  // The user's language wins over the one this browser remembered (product.md#calls locale calls); a
  // preview's language wins over both and is neither remembered nor saved.
  const userLocale = props.session.user.locale;
  const previewLocale = override?.locale;
  useEffect(() => {
    if (previewLocale) {
      if (previewLocale !== i18n.language) void i18n.changeLanguage(previewLocale);
    } else if (userLocale && userLocale !== i18n.language) {
      void i18n.changeLanguage(userLocale);
      rememberLanguage(userLocale);
    }
  }, [userLocale, previewLocale, i18n]);

  const locale = i18n.language;
  const gateContext = useMemo(() => {
    const real = buildGateContext(
      {
        session,
        ...(settings ? { settings } : {}),
        ...(current.site ? { site: current.site } : {}),
        locale,
        inactiveAfterHours: bundles.constants.limits.trackingInactiveAfterHours,
      },
      bundles.access,
    );
    return override ? override.gateContext(real) : real;
  }, [bundles, session, settings, current.site, locale, override]);
  // track() sends the variants this user sees with every event (product.md#roles-and-permissions "Experiments").
  useEffect(() => {
    setTrackedExperiments(gateContext.experiments ?? {});
    return () => setTrackedExperiments({});
  }, [gateContext]);

  const state: SignedInState = {
    bundles,
    session,
    ...(settings ? { settings } : {}),
    ...(current.site ? { site: current.site } : {}),
    siteStatus: current.status,
    siteFromRoute: current.fromRoute,
    gateContext,
    retrySite: current.retry,
  };
  return (
    <SignedInContext.Provider value={state}>
      {props.children}
      {override?.toolbar}
    </SignedInContext.Provider>
  );
}

export function SignedInBare() {
  return (
    <BareFrame>
      <RouteGate>
        <Outlet />
      </RouteGate>
    </BareFrame>
  );
}

export function SignedInFullScreen() {
  return (
    <FullScreenFrame>
      <RouteGate>
        <Outlet />
      </RouteGate>
    </FullScreenFrame>
  );
}
