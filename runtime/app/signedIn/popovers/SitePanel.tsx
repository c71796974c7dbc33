/**
 * The site selector once asked for (shell/SiteSelector.tsx): a non-modal dialog from
 * @radix-ui/react-popover — the focus moves to its search box, Escape, a click or the focus
 * outside close it, the focus returns to the toggle. Inside: the user's organizations and
 * sites, fetched now that it is open; a search box filtering them case-insensitively on organization or site name,
 * debounced 300 ms; a message when nothing matches. Choosing a site opens the same page for it
 * when the page belongs to a site, else its overview (siteSwitchPath.ts). Arrow keys move between
 * the search box and the sites (arrowFocus.ts).
 */
import * as Popover from '@radix-ui/react-popover';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { listUserOrganizationsQueryOptions } from '../../../../generated/api/client';
import type { RouteDefinition } from '../../../../generated/routes';
import { isArrowKey, nextStop } from './arrowFocus';
import { filterOrganizations } from './siteSearch';
import { siteSwitchPath } from './siteSwitchPath';
import { useSignedIn } from '../context';
import { ADD_SITE_ITEM, SiteSelectorToggle, type SiteToggle } from '../shell/SiteSelectorToggle';
import { useDebounced } from './useDebounced';
import { resolveMenu } from '../../../rules/menus/resolveMenu';
import { menuPlace } from '../rules/menuPlace';
import { targetPath } from '../shell/targetPath';
import { LoadFailed } from '../../core/errors/LoadFailed';
import { useRouteCheck } from '../useRouteCheck';

export default function SitePanel(props: {
  toggle: SiteToggle;
  route: RouteDefinition;
  currentSiteId: number | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Popover.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Popover.Trigger asChild>
        <SiteSelectorToggle {...props.toggle} open={props.open} />
      </Popover.Trigger>
      <Popover.Content
        className="site-panel"
        align="start"
        sideOffset={6}
        aria-label={props.toggle.label}
      >
        <SiteList {...props} onChosen={() => props.onOpenChange(false)} />
      </Popover.Content>
    </Popover.Root>
  );
}

function SiteList(props: {
  route: RouteDefinition;
  currentSiteId: number | undefined;
  onChosen: () => void;
}) {
  const { t } = useTranslation(['shell', 'common']);
  const { session, bundles, gateContext, site } = useSignedIn();
  const routeCheck = useRouteCheck();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const debounced = useDebounced(query, bundles.constants.timers.siteSearchDebounceMs);
  const organizations = useQuery(listUserOrganizationsQueryOptions({ userId: session.user.id }));
  const shown = organizations.data ? filterOrganizations(organizations.data, debounced) : [];
  const headingPrefix = useId();

  // product.md#roles-and-permissions "add-new-site" (the top-bar menu's item, shown at the foot of the list when its gates allow).
  const params = useParams();
  const addSite = resolveMenu(
    bundles.menus,
    bundles.access,
    { placement: 'top-bar', variant: session.account.variant },
    gateContext,
    menuPlace(params, site),
    routeCheck,
  )?.items.find((item) => item.id === ADD_SITE_ITEM && item.state === 'shown');

  const choose = (siteId: number) => {
    props.onChosen();
    void navigate(siteSwitchPath(props.route.name, siteId));
  };

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isArrowKey(event.key)) return;
    const stops = [
      ...event.currentTarget.querySelectorAll<HTMLElement>('.site-search, .site-option, .site-add'),
    ];
    const next = nextStop(
      stops.indexOf(document.activeElement as HTMLElement),
      stops.length,
      event.key,
    );
    if (next === undefined) return;
    event.preventDefault();
    stops[next]!.focus();
  };

  return (
    <div className="site-list" onKeyDown={moveFocus}>
      <input
        type="search"
        className="site-search"
        aria-label={t('shell:site-selector.search')}
        placeholder={t('shell:site-selector.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <div className="site-results" aria-busy={organizations.isPending}>
        {organizations.isPending ? <p role="status">{t('shell:loading')}</p> : null}
        {organizations.isError ? (
          <LoadFailed
            message={t('common:errors.default')}
            onRetry={() => void organizations.refetch()}
          />
        ) : null}
        {organizations.data && shown.length === 0 ? (
          <p role="status" className="site-empty">
            {debounced.trim()
              ? t('shell:site-selector.no-match', { query: debounced.trim() })
              : t('shell:site-selector.no-sites')}
          </p>
        ) : null}
        {shown.map((organization) => (
          <section key={organization.id} className="site-org">
            <h3 id={`${headingPrefix}-${organization.id}`}>{organization.name}</h3>
            <ul aria-labelledby={`${headingPrefix}-${organization.id}`}>
              {organization.sites.map((site) => (
                <li key={site.id}>
                  <button
                    type="button"
                    className="site-option"
                    aria-current={site.id === props.currentSiteId ? 'true' : undefined}
                    onClick={() => choose(site.id)}
                  >
                    {site.name}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {addSite && addSite.target.kind === 'route' ? (
        <Link className="site-add" to={targetPath(addSite.target)} onClick={props.onChosen}>
          <span aria-hidden="true">+</span> {t(addSite.label)}
        </Link>
      ) : null}
    </div>
  );
}
