/**
 * Starting and ending the demo-site tour (product.md#states-and-transitions "Demo tour", product.md#calls, product.md#errors, product.md#constants-and-limits):
 * - start: a loading state (`pending`) while POST /api/v1/activation/product_tour/users answers
 *   (201, or 409 — the tour already exists — both success), then the blocking "Preparing demo
 *   site" overlay for `demoOverlayMs` (manifests/app.yaml, 1.5 s), then the demo site's overview.
 * - end: the "Going back to your site" overlay for the same time while DELETE answers (204),
 *   then the site the user came from.
 * A failure hides the overlay, changes nothing and shows the danger toast
 * activation:overview.product-tour.error (product.md#errors), and is reported: the create call's manifest policy
 * reports it (manifests/api/activation.yaml); the delete call has none, so it is reported here.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  apiKeys,
  createProductTour,
  deleteProductTour,
  listUserOrganizationsQueryOptions,
} from '../../../generated/api/client';
import { pathTo } from '../../../generated/routes';
import { apiHooks } from '../../api/hooks';
import { track } from '../core/analytics/track';
import { showToast } from '../core/toasts/toasts';
import { useSignedIn } from '../signedIn/context';
import { forgetTour, rememberedTour, rememberTour, setOverlay, wait } from './demoTourStore';

export const DEMO_TOUR_ERROR_KEY = 'activation:overview.product-tour.error';
export const DEMO_TOUR_END_ERROR_KEY = 'activation:overview.product-tour.end-error';

export function useStartDemoTour(): { start: () => Promise<boolean>; pending: boolean } {
  const { session, site, bundles } = useSignedIn();
  const { t } = useTranslation('activation');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const userId = session.user.id;

  const start = async (): Promise<boolean> => {
    if (pending) return false;
    setPending(true);
    try {
      const tour = await createProductTour();
      setOverlay('preparing');
      // The site list now holds the demo site (product.md#roles-and-permissions); fetched during the overlay so the demo
      // site opens with its own entry.
      await Promise.all([
        wait(bundles.constants.timers.demoOverlayMs),
        queryClient
          .invalidateQueries({ queryKey: apiKeys.listUserOrganizations({ userId }) })
          .then(() => queryClient.fetchQuery(listUserOrganizationsQueryOptions({ userId })))
          .catch(() => undefined),
      ]);
      const back = rememberedTour(userId)?.returnSiteId;
      rememberTour(userId, {
        demoSiteId: tour.demoSiteId,
        // Starting again from the demo site keeps the way back to the user's own site.
        ...(site && site.id !== tour.demoSiteId
          ? { returnSiteId: site.id }
          : back !== undefined
            ? { returnSiteId: back }
            : {}),
      });
      track('demo_tour_started', { siteId: site?.id ?? null, demoSiteId: tour.demoSiteId });
      navigate(pathTo('overview.index', { siteId: tour.demoSiteId }));
      return true;
    } catch {
      showToast({ tone: 'danger', text: t(DEMO_TOUR_ERROR_KEY) });
      return false;
    } finally {
      setOverlay(undefined);
      setPending(false);
    }
  };
  return { start, pending };
}

export function useEndDemoTour(): { end: () => Promise<boolean>; pending: boolean } {
  const { session, bundles } = useSignedIn();
  const { t } = useTranslation('activation');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const userId = session.user.id;

  const end = async (): Promise<boolean> => {
    if (pending) return false;
    setPending(true);
    setOverlay('going-back');
    try {
      await Promise.all([deleteProductTour(), wait(bundles.constants.timers.demoOverlayMs)]);
      const back = rememberedTour(userId)?.returnSiteId;
      forgetTour(userId);
      await queryClient.invalidateQueries({ queryKey: apiKeys.listUserOrganizations({ userId }) });
      track('demo_tour_ended', {});
      navigate(back !== undefined ? pathTo('overview.index', { siteId: back }) : '/');
      return true;
    } catch (error) {
      apiHooks().report(error instanceof Error ? error : new Error(String(error)));
      showToast({ tone: 'danger', text: t(DEMO_TOUR_END_ERROR_KEY) });
      return false;
    } finally {
      setOverlay(undefined);
      setPending(false);
    }
  };
  return { end, pending };
}
