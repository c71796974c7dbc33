/**
 * Runs on every shell page (GuideLayer WATCHERS): decides whether the getting-started guide can
 * show here and opens it on load (product.md#states-and-transitions; manifests/guides/getting-started.yaml):
 * - the guide is enabled (the engine: neither done nor skipped) and app-state is known;
 * - the page is one it shows on (`showOn`: feature pages, not survey/feedback create or edit —
 *   runtime/rules/guides/guideVisibleOn.ts with the current route);
 * - its `hideWhen` gate (the standalone product flag) does not hold (the one gate evaluator);
 * - opened once per site and page life, unless the user closed it before (closeMemory.ts).
 * Where it cannot show, an open getting-started sidebar closes.
 *
 * While the guide can show and no sidebar is open it draws the floating "Get started" button that
 * reopens it (product.md#states-and-transitions "The floating widget is hidden while a sidebar is open"); after the first
 * close that button carries the first-close tooltip for `firstClose.tooltipSeconds` (3 s).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../core/router/routeHandle';
import { track } from '../../../core/analytics/track';
import { evaluateGate } from '../../../../rules/gates/evaluateGate';
import { guideVisibleOn } from '../../../../rules/guides/guideVisibleOn';
import { useSignedIn } from '../../context';
import { closeSidebar, openSidebar, openSidebarKind, useOpenSidebar } from '../../sidebarStore';
import { useGuide } from '../state/useGuide';
import { closedBefore, onUserClose } from './closeMemory';
import '../guides.css';

const KIND = 'getting-started';
const GUIDE = 'getting-started';

/** Sites whose guide was opened on load in this page life (opens once, not on every page). */
const openedOnLoad = new Set<number>();

export default function GettingStartedWatcher() {
  const { t } = useTranslation('guides');
  const route = useCurrentRoute();
  const { bundles, gateContext, session } = useSignedIn();
  const { guide, view, site } = useGuide(GUIDE);
  const open = useOpenSidebar();
  const [tooltip, setTooltip] = useState(false);
  const tipId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const focusButton = useRef(false);

  const pageShowsIt =
    route !== undefined &&
    // The demo site of a product tour is sample data: nothing there for the user to set up.
    site?.demo !== true &&
    guideVisibleOn(guide.showOn, route) &&
    !(guide.hideWhen && evaluateGate(guide.hideWhen, gateContext, bundles.access).allowed);
  // undefined while the site or app-state is not known yet: decide nothing then.
  const canShow = view === undefined ? undefined : pageShowsIt && view.enabled;
  const siteId = site?.id;
  const userId = session.user.id;

  useEffect(() => {
    if (canShow === false && openSidebarKind() === KIND) closeSidebar(KIND);
    if (!canShow || siteId === undefined || openedOnLoad.has(siteId)) return;
    openedOnLoad.add(siteId);
    const rule = guide.openOnLoad;
    if (!rule?.whenEnabled) return;
    if (rule.unlessClosedBefore && closedBefore(userId, siteId)) return;
    if (openSidebarKind() !== null) return; // one sidebar kind at a time: never push one away
    track('getting_started_opened', { siteId, trigger: 'load' });
    openSidebar(KIND);
  }, [canShow, siteId, userId, guide.openOnLoad]);

  // After a close by the user: focus back on the reopen button, the tooltip after the first one.
  const seconds = guide.firstClose?.tooltipSeconds;
  useEffect(
    () =>
      onUserClose(({ first }) => {
        focusButton.current = true;
        if (first && seconds) setTooltip(true);
      }),
    [seconds],
  );
  useEffect(() => {
    if (!tooltip || !seconds) return;
    const timer = setTimeout(() => setTooltip(false), seconds * 1000);
    return () => clearTimeout(timer);
  }, [tooltip, seconds]);
  const shown = canShow === true && open === null;
  useEffect(() => {
    if (shown && focusButton.current) button.current?.focus();
    focusButton.current = false;
  }, [shown]);

  if (!shown) return null;
  const reopen = () => {
    track('getting_started_opened', { siteId, trigger: 'button' });
    setTooltip(false);
    openSidebar(KIND);
  };
  const tip = guide.firstClose?.tooltip;
  // The first-close tooltip (product.md#states-and-transitions, shown for `tooltipSeconds`): the WAI-ARIA tooltip pattern
  // drawn here rather than with the Tooltip primitive — it opens by itself, never on hover, so
  // the positioning library behind ui/Tooltip would be fetched by every page only for this.
  // The focus is on the button when it shows, and the button is described by it.
  const showTip = Boolean(tip && tooltip);
  return (
    <div className="guide-launcher-place">
      {showTip ? (
        <div role="tooltip" id={tipId} className="guide-launcher-tip">
          {t(tip as string)}
        </div>
      ) : null}
      <button
        ref={button}
        type="button"
        className="guide-launcher"
        data-testid="getting-started-launcher"
        aria-describedby={showTip ? tipId : undefined}
        onClick={reopen}
        // Escape hides a tooltip (WAI-ARIA tooltip pattern).
        onKeyDown={(event) => {
          if (event.key === 'Escape') setTooltip(false);
        }}
      >
        {t(guide.title)}
      </button>
    </div>
  );
}
