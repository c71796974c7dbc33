/**
 * A signed-in page opens only when its route gate allows (routes.yaml `gate`, and the switch of
 * its `feature` when a variant hides it; evaluated by the one gate evaluator, failing closed): otherwise the 403 page is shown in its place, the URL
 * kept. A page of a site (`siteId`) waits for the site, and shows the no-site-access page when
 * the site is not the user's.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { withFeatureGate } from '../../rules/features/featureSwitch';
import { evaluateGate } from '../../rules/gates/evaluateGate';
import { ErrorNotice } from '../core/errors/ErrorBoundary';
import { PageLoading } from '../core/router/PageLoading';
import { useCurrentRoute } from '../core/router/routeHandle';
import { useSignedIn } from './context';

const ForbiddenPage = lazy(() =>
  import('../status/StatusPages').then((m) => ({ default: m.ForbiddenPage })),
);
const NoSiteAccessPage = lazy(() =>
  import('../status/StatusPages').then((m) => ({ default: m.NoSiteAccessPage })),
);

export function RouteGate({ children }: { children: ReactNode }) {
  const route = useCurrentRoute();
  const { bundles, siteStatus, siteFromRoute, gateContext, retrySite } = useSignedIn();
  // The route's own gate, and its feature's switch (a variant's hiddenFeatures).
  const gate = route && withFeatureGate(route.gate, route.feature, bundles.access.hiddenFeatures);
  // A page of another site waits for its site; a gate may read the site too.
  if (siteStatus === 'loading' && (siteFromRoute || gate)) return <PageLoading />;
  if (siteFromRoute && siteStatus === 'unavailable') return <Lazy page={<NoSiteAccessPage />} />;
  if (siteFromRoute && siteStatus === 'error') return <ErrorNotice onRetry={retrySite} />;
  if (gate && !evaluateGate(gate, gateContext, bundles.access).allowed)
    return <Lazy page={<ForbiddenPage />} />;
  return children;
}

function Lazy({ page }: { page: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{page}</Suspense>;
}
