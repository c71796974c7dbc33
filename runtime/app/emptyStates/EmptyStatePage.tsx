/**
 * The list page of every feature without a page of its own: the route's `feature`
 * (manifests/routes.yaml) names the empty state to show (FeatureEmptyState.tsx). One page for
 * the ten features; registered per route in core/pages/registry.ts.
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import PlaceholderPage from '../core/pages/PlaceholderPage';
import { useCurrentRoute } from '../core/router/routeHandle';
import { FeatureEmptyState } from './FeatureEmptyState';

export default function EmptyStatePage() {
  const route = useCurrentRoute();
  const feature = route?.feature;
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
  const { t } = useTranslation('routes');
  const route = useCurrentRoute();
  return route ? <h1 className="page-title">{t(route.title)}</h1> : null;
}
