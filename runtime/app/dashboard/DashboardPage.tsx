/**
 * The site dashboard `/sites/{siteId}/dashboard` (route dashboard.index): the post-install
 * success card on top (product.md#screens-and-routes, product.md#states-and-transitions, product.md#roles-and-permissions), and under it the dashboard's empty state from its
 * manifest (product.md#screens-and-routes "Feature empty states"; emptyStates/FeatureEmptyState.tsx) — with
 * data it says what the dashboard would show; the dashboard screens are outside this product.
 */
import { Suspense, useRef } from 'react';
import { useSignedIn } from '../signedIn/context';
import { FeatureEmptyState } from '../emptyStates/FeatureEmptyState';
import { PageTitle } from '../emptyStates/EmptyStatePage';
import { PostInstallCard } from './PostInstallCard';

export default function DashboardPage() {
  const { site } = useSignedIn();
  const page = useRef<HTMLDivElement>(null);
  return (
    // Focus lands on the page after the card is dismissed, not on the document body.
    <div className="dashboard-page" ref={page} tabIndex={-1}>
      <PageTitle />
      {site ? <PostInstallCard site={site} onDismissed={() => page.current?.focus()} /> : null}
      <Suspense fallback={null}>
        <FeatureEmptyState feature="dashboard" heading="h2" />
      </Suspense>
    </div>
  );
}
