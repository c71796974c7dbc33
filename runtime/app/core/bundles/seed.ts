/**
 * The bootstrap payload (contracts/bootstrap.ts) as a query cache's answers, under the keys (and so the
 * cache times) of the client: the browser seeds its one QueryClient with it at start, the
 * server render (ssr/renderPage.tsx) a client of its own per request, so both draw the same.
 */
import type { QueryClient } from '@tanstack/react-query';
import { isSignedOutPayload, type PagePayload } from '../../../../contracts/bootstrap';
import { apiKeys } from '../../../../generated/api/client';
import { seedShellBundles } from './shellBundles';

export function seedQueryClient(client: QueryClient, payload: PagePayload): void {
  client.setQueryData(apiKeys.getSettings(), payload.settings);
  // A signed-out page's payload holds no session (it is asked as without one), only what the
  // page it was drawn for asked (the register page's texts and campaign).
  if (isSignedOutPayload(payload)) {
    const { registerSource, campaign } = payload;
    if (registerSource) {
      const { source, locale, answer } = registerSource;
      client.setQueryData(apiKeys.getRegisterSource({ source, locale }), answer);
    }
    if (campaign)
      client.setQueryData(
        apiKeys.getCampaign({ campaignHash: campaign.campaignHash }),
        campaign.answer,
      );
    return;
  }
  const { session, appState, appStatePartial, site, monthlySessions, bundles } = payload;
  client.setQueryData(apiKeys.getCurrentUser(), session);
  // A partial list is stale from the start: the first component that reads it fetches it all.
  client.setQueryData(
    apiKeys.getAppState({ userId: session.user.id }),
    appState,
    appStatePartial ? { updatedAt: 0 } : undefined,
  );
  if (site) {
    const key = apiKeys.getSite({ accountId: site.accountId, siteId: site.site.id });
    client.setQueryData(key, site.site);
    if (monthlySessions)
      client.setQueryData(apiKeys.getMonthlySessions({ siteId: site.site.id }), monthlySessions);
  }
  // The same for every user of a build (the manifests), so module state is fine on the server.
  if (bundles) seedShellBundles(bundles);
}
