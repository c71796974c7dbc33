/**
 * The site selector (spec §2, §5, §7, §9): a button showing the current site; opening it fetches
 * the user's organizations and sites (only then), a search box filters them case-insensitively
 * on organization or site name (debounced 300 ms), with a message when nothing matches. The
 * panel is 310 px wide and at most 438 px high. Choosing a site opens the same page for it when
 * the page belongs to a site, else its overview.
 */
import { lazy, Suspense, useId } from 'react';
import type { RouteDefinition } from '../../../generated/routes';
import { useSignedIn } from '../signedIn/context';
import type { MenuTranslate } from './MenuEntry';
import { usePopover } from './usePopover';

// The panel (list, search) is its own chunk, loaded when the selector first opens.
const SitePanel = lazy(() => import('./SitePanel'));

export function SiteSelector(props: { route: RouteDefinition; label: string; t: MenuTranslate }) {
  const { route, label, t } = props;
  const { site } = useSignedIn();
  const popover = usePopover();
  const panelId = useId();
  const current = site?.name ?? t('shell:site-selector.none');
  return (
    <div className="site-selector" ref={popover.root}>
      <button
        type="button"
        ref={popover.trigger}
        className="site-selector-toggle"
        data-testid="site-selector"
        aria-haspopup="dialog"
        aria-expanded={popover.open}
        aria-controls={panelId}
        aria-label={`${label}: ${current}`}
        onClick={popover.toggle}
      >
        <span className="site-selector-current">{current}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {popover.open ? (
        <Suspense fallback={<div className="site-panel" aria-busy="true" />}>
          <SitePanel
            id={panelId}
            label={label}
            route={route}
            currentSiteId={site?.id}
            onChosen={popover.close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
