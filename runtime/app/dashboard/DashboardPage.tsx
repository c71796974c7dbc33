/**
 * The site dashboard `/sites/{siteId}/dashboard` (route dashboard.index): the post-install
 * success card on top (product.md#screens-and-routes, product.md#states-and-transitions,
 * product.md#roles-and-permissions), and under it the dashboard's empty state from its manifest
 * until the site has data — then the default dashboard template of manifests/analysis-pages.
 * Above them, the team's own dashboards (YourDashboards.tsx).
 */
import { Suspense, useRef } from 'react';
import { DeclaredPageView } from '../analysis/DeclaredPageView';
import { useAnalysisPage } from '../analysis/analysisBundles';
import { PrefetchWidgets } from '../analysis/prefetchWidgets';
import { useSignedIn } from '../signedIn/context';
import { FeatureEmptyState } from '../emptyStates/FeatureEmptyState';
import { PageTitle } from '../emptyStates/EmptyStatePage';
import { PostInstallCard } from './PostInstallCard';
import { YourDashboards } from './YourDashboards';
import './dashboards.css';

export default function DashboardPage() {
  const { site } = useSignedIn();
  const page = useRef<HTMLDivElement>(null);
  return (
    // Focus lands on the page after the card is dismissed, not on the document body.
    <div className="dashboard-page" ref={page} tabIndex={-1}>
      <PageTitle />
      {site ? <PostInstallCard site={site} onDismissed={() => page.current?.focus()} /> : null}
      {site ? <YourDashboards site={site} /> : null}
      <Suspense fallback={null}>{site ? <DefaultDashboard siteId={site.id} /> : null}</Suspense>
    </div>
  );
}

function DefaultDashboard({ siteId }: { siteId: number }) {
  const declared = useAnalysisPage({ template: 'default' });
  return (
    <>
      {declared ? <PrefetchWidgets siteId={siteId} page={declared} /> : null}
      <FeatureEmptyState
        feature="dashboard"
        heading="h2"
        withData={
          declared ? <DeclaredPageView page={declared} siteId={siteId} heading="h2" /> : undefined
        }
      />
    </>
  );
}
