/**
 * The site dashboard `/sites/{siteId}/dashboard` (route dashboard.index). Built so far: the
 * post-install success card on top (spec §2, §4, §6). The dashboard itself is a later issue, so
 * below the card the page stays the app's honest placeholder naming it (issue 3).
 */
import { useRef } from 'react';
import { useSignedIn } from '../signedIn/context';
import PlaceholderPage from '../core/pages/PlaceholderPage';
import { PostInstallCard } from './PostInstallCard';

export default function DashboardPage() {
  const { site } = useSignedIn();
  const page = useRef<HTMLDivElement>(null);
  return (
    // Focus lands on the page after the card is dismissed, not on the document body.
    <div className="dashboard-page" ref={page} tabIndex={-1}>
      {site ? <PostInstallCard site={site} onDismissed={() => page.current?.focus()} /> : null}
      <PlaceholderPage />
    </div>
  );
}
