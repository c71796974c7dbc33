/**
 * The open site selector (spec §2, §5, §7, §9): the user's organizations and sites, fetched now
 * that it is open; a search box filtering them case-insensitively on organization or site name,
 * debounced 300 ms; a message when nothing matches. Choosing a site opens the same page for it
 * when the page belongs to a site, else its overview (rules/siteSwitchPath.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { listUserOrganizationsQueryOptions } from '../../../generated/api/client';
import type { RouteDefinition } from '../../../generated/routes';
import { filterOrganizations } from '../rules/siteSearch';
import { siteSwitchPath } from '../rules/siteSwitchPath';
import { useSignedIn } from '../signedIn/context';
import { useDebounced } from './useDebounced';

export default function SitePanel(props: {
  id: string;
  label: string;
  route: RouteDefinition;
  currentSiteId: number | undefined;
  onChosen: () => void;
}) {
  const { t } = useTranslation(['shell', 'common']);
  const { session, bundles } = useSignedIn();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const debounced = useDebounced(query, bundles.constants.timers.siteSearchDebounceMs);
  const organizations = useQuery(listUserOrganizationsQueryOptions({ userId: session.user.id }));
  const shown = organizations.data ? filterOrganizations(organizations.data, debounced) : [];
  const headingPrefix = useId();

  const choose = (siteId: number) => {
    props.onChosen();
    void navigate(siteSwitchPath(props.route.name, siteId));
  };

  return (
    <div id={props.id} className="site-panel" role="dialog" aria-label={props.label}>
      <input
        type="search"
        className="site-search"
        aria-label={t('site-selector.search')}
        placeholder={t('site-selector.search')}
        value={query}
        autoFocus
        onChange={(e) => setQuery(e.target.value)}
      />
      <div className="site-results" aria-busy={organizations.isPending}>
        {organizations.isPending ? <p role="status">{t('loading')}</p> : null}
        {organizations.isError ? (
          <p role="alert">
            {t('common:errors.default')}{' '}
            <button type="button" onClick={() => void organizations.refetch()}>
              {t('error.retry')}
            </button>
          </p>
        ) : null}
        {organizations.data && shown.length === 0 ? (
          <p role="status" className="site-empty">
            {debounced.trim()
              ? t('site-selector.no-match', { query: debounced.trim() })
              : t('site-selector.no-sites')}
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
    </div>
  );
}
