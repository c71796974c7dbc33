/**
 * The page of a route declared with `shows: { analysis: <pageId> }` (manifests/routes.yaml): the
 * declared page over the data of the site in the path. Before the site has data, the route's
 * feature shows its empty state (how to install, the demo) when it has one; a page this build
 * does not know opens the placeholder.
 */
import { Suspense } from 'react';
import PlaceholderPage from '../core/pages/PlaceholderPage';
import { PageLoading } from '../core/router/PageLoading';
import { useCurrentRoute } from '../core/router/routeHandle';
import { FeatureEmptyState } from '../emptyStates/FeatureEmptyState';
import { useEmptyStatesBundle } from '../emptyStates/emptyStatesBundle';
import { isAnalysisPageId, type AnalysisPageId } from '../../rules/analysis/declaredIds';
import { useSignedIn } from '../signedIn/context';
import { DeclaredPageView } from './DeclaredPageView';
import { useAnalysisPage } from './analysisBundles';
import { PrefetchWidgets } from './prefetchWidgets';

export default function AnalysisRoutePage() {
  const route = useCurrentRoute();
  const { site } = useSignedIn();
  const id = route?.shows && 'analysis' in route.shows ? route.shows.analysis : undefined;
  if (!id || !isAnalysisPageId(id) || !site) return <PlaceholderPage />;
  return (
    <Suspense fallback={<PageLoading />}>
      <DeclaredPage id={id} siteId={site.id} feature={route?.feature} />
    </Suspense>
  );
}

function DeclaredPage({
  id,
  siteId,
  feature,
}: {
  id: AnalysisPageId;
  siteId: number;
  feature?: string;
}) {
  const page = useAnalysisPage({ id });
  const emptyStates = useEmptyStatesBundle();
  if (!page) return <PlaceholderPage />;
  const drawn = <DeclaredPageView page={page} siteId={siteId} heading="h1" />;
  const hasEmptyState = feature !== undefined && feature in emptyStates.features;
  if (!hasEmptyState) return drawn;
  return (
    <>
      <PrefetchWidgets siteId={siteId} page={page} />
      <FeatureEmptyState feature={feature!} withData={drawn} />
    </>
  );
}
