/**
 * The list page of every feature without a page of its own: the route's `shows: { emptyState }`
 * (manifests/routes.yaml), else its `feature`, names the empty state to show
 * (FeatureEmptyState.tsx). One page for every such route: the registry's entries, and any route
 * a product manager adds in YAML with an empty state.
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import PlaceholderPage from '../core/pages/PlaceholderPage';
import type { RouteDefinition } from '../../../generated/routes';
import { useCurrentRoute } from '../core/router/routeHandle';
import { routeTitle } from '../core/router/routeTitle';
import { FeatureEmptyState } from './FeatureEmptyState';

/** The feature whose empty state a route shows. */
export function shownFeature(
  route: Pick<RouteDefinition, 'feature' | 'shows'>,
): string | undefined {
  return route.shows && 'emptyState' in route.shows ? route.shows.emptyState : route.feature;
}

export default function EmptyStatePage() {
  const route = useCurrentRoute();
  const feature = route && shownFeature(route);
  if (!route || !feature) return <PlaceholderPage />;
  return (
    <div className="empty-state-page">
      <PageTitle />
      <Suspense fallback={null}>
        <FeatureEmptyState feature={feature} heading="h2" />
      </Suspense>
    </div>
  );
}

/** The page's name as its one h1 (the route's declared title), the empty state below it. */
export function PageTitle() {
  const { t } = useTranslation(['routes', 'common']);
  const route = useCurrentRoute();
  return route ? <h1 className="page-title">{routeTitle(route, t)}</h1> : null;
}
