/**
 * What the stepper guides do without being open (product.md#screens-and-routes, product.md#states-and-transitions "Guide sidebars"; manifests/guides/
 * heatmap-guide.yaml, survey-guide.yaml), for every guide of the bundle with `layout: stepper`:
 *  - a `launcher` (the heatmap guide's "How to read heatmaps", English only, heatmap list pages,
 *    tracking installed — the launcher's gate through the shell's gate evaluator) is drawn in the
 *    page's content area, top right, as the content's first row (in normal flow: it pushes the
 *    page down one row rather than covering it, and comes first in the tab order). It opens the
 *    guide's sidebar kind (sidebarStore: any other kind closes).
 *  - a `showOn` guide (the survey guide on survey list, response and responses pages) opens by
 *    itself on arriving at one of its pages until dismissed, unless closed in this page life
 *    (closedGuides.ts); leaving its pages closes it. On its own pages it takes the place of the
 *    getting-started sidebar (one kind at a time, product.md#states-and-transitions), never of one the user opened
 *    (stepperRules.ts yieldsTo).
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Guide } from '../../../../rules/guides/types';
import { track } from '../../../core/analytics/track';
import { useCurrentRoute } from '../../../core/router/routeHandle';
import { useSignedIn } from '../../context';
import {
  closeSidebar,
  openSidebar,
  openSidebarKind,
  toggleSidebar,
  useOpenSidebar,
} from '../../sidebarStore';
import { useGuidesBundle } from '../state/guidesBundle';
import { wasClosed } from './closedGuides';
import { rememberOpener } from '../../sidebarOpener';
import { guideEvent, launcherShows, opensOn, yieldsTo } from './stepperRules';
import { useStepperState } from './useStepperState';
import './stepper.css';

export default function StepperWatcher() {
  const bundle = useGuidesBundle();
  const guides = Object.values(bundle.guides).filter(
    (g) => g.layout === 'stepper' && g.presentation === 'sidebar' && g.sidebar,
  );
  return (
    <>
      {guides.map((guide) =>
        guide.launcher ? (
          <Launcher key={guide.id} guide={guide} />
        ) : guide.showOn ? (
          <AutoOpen key={guide.id} guide={guide} />
        ) : null,
      )}
    </>
  );
}

function Launcher({ guide }: { guide: Guide }) {
  const { t } = useTranslation('guides');
  const route = useCurrentRoute();
  const { bundles, gateContext } = useSignedIn();
  const open = useOpenSidebar();
  const slot = useContentSlot();
  const kind = guide.sidebar!;
  if (!route || !slot || !guide.launcher) return null;
  if (!launcherShows(guide, route.name, gateContext, bundles.access)) return null;
  return createPortal(
    <button
      type="button"
      className="stepper-launcher"
      aria-expanded={open === kind}
      onClick={(event) => {
        rememberOpener(event.currentTarget);
        track(guideEvent(guide.id, open === kind ? 'closed' : 'opened'), {
          guide: guide.id,
          source: 'launcher',
          route: route.name,
        });
        toggleSidebar(kind);
      }}
    >
      <span aria-hidden="true">?</span> {t(guide.launcher.button.label)}
    </button>,
    slot,
  );
}

/**
 * A row at the top of the page's content area (main#content) for the launchers: created when
 * the guide layer mounts (after the first render, so hydration never meets it), removed with it.
 */
function useContentSlot(): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const content = document.getElementById('content');
    if (!content) return;
    const element = document.createElement('div');
    element.className = 'stepper-launcher-slot';
    content.prepend(element);
    setSlot(element);
    return () => element.remove();
  }, []);
  return slot;
}

function AutoOpen({ guide }: { guide: Guide }) {
  const route = useCurrentRoute();
  const { site } = useSignedIn();
  const state = useStepperState(guide, guide.steps.length, site?.id);
  const kind = guide.sidebar!;
  const name = route?.name;
  const shows = route ? opensOn(guide, route, state.dismissed) : false;
  const ready = state.ready;
  useEffect(() => {
    if (!name || !ready) return;
    if (shows && !wasClosed(guide.id) && yieldsTo(openSidebarKind())) {
      track(guideEvent(guide.id, 'opened'), { guide: guide.id, source: 'auto', route: name });
      openSidebar(kind);
    } else if (!shows) {
      closeSidebar(kind);
    }
  }, [name, shows, ready, guide.id, kind]);
  return null;
}
