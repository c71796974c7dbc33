/**
 * The runtime side of the empty-states manifest's actions (manifests/empty-states/common.yaml):
 * open-tracking-code-modal opens the tracking-code dialog, start-demo-tour starts the demo-site
 * tour of product.md#states-and-transitions (runtime/app/demoTour: loading state, overlay, redirect, error toast),
 * skip-installation stores the per-site skip flag (skipInstallation.ts).
 */
import { useState } from 'react';
import type { Site } from '../../../generated/types';
import { useStartDemoTour } from '../demoTour';
import { useSaveAppState } from '../signedIn/guides/state/useAppState';
import { skipInstallationSetting } from './skipInstallation';

export function useEmptyStateActions(site: Site | undefined) {
  const [trackingOpen, setTrackingOpen] = useState(false);
  const demo = useStartDemoTour();
  const save = useSaveAppState();
  const run = (action: string) => {
    if (action === 'open-tracking-code-modal') setTrackingOpen(true);
    else if (action === 'start-demo-tour') void demo.start();
    else if (action === 'skip-installation' && site) void save([skipInstallationSetting(site.id)]);
  };
  return { run, trackingOpen, setTrackingOpen, demoPending: demo.pending };
}
