/**
 * The site selector (product.md#screens-and-routes, product.md#validation, product.md#calls, product.md#constants-and-limits): a button showing the current site; opening it fetches
 * the user's organizations and sites (only then), a search box filters them case-insensitively
 * on organization or site name (debounced 300 ms), with a message when nothing matches. The
 * panel is 310 px wide and at most 438 px high. Choosing a site opens the same page for it when
 * the page belongs to a site, else its overview.
 *
 * The open panel is a non-modal dialog from @radix-ui/react-popover, in its own
 * chunk with the list (popovers/SitePanel.tsx), off the first page: until the selector is first
 * opened this draws a plain button (the server's markup, hydrated as it is), and the first click
 * opens the panel once its chunk has loaded, which then draws the button as the library's trigger.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { RouteDefinition } from '../../../../generated/routes';
import { useSignedIn } from '../context';
import type { MenuTranslate } from './MenuEntry';
import { SiteSelectorToggle } from './SiteSelectorToggle';

const SitePanel = lazy(() => import('../popovers/SitePanel'));

export function SiteSelector(props: { route: RouteDefinition; label: string; t: MenuTranslate }) {
  const { route, label, t } = props;
  const { site } = useSignedIn();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  const toggle = { label, current: site?.name ?? t('shell:site-selector.none') };
  const plain = (
    <SiteSelectorToggle
      {...toggle}
      open={open}
      onClick={() => {
        setAsked(true);
        setOpen((o) => !o);
      }}
    />
  );
  return (
    <div className="site-selector">
      {asked ? (
        <Suspense fallback={plain}>
          <SitePanel
            toggle={toggle}
            route={route}
            currentSiteId={site?.id}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : (
        plain
      )}
    </div>
  );
}
