/**
 * "No site access" (product.md#screens-and-routes named pages "No dead end for a new account"): shown to a
 * user who really lacks access — a site in the address that is not theirs (RouteGate), or no
 * site in any of their organizations while they may not add one (homePath sends write and admin
 * to add-your-first-site instead). It names who can grant access: the admins of each of the
 * user's organizations (`Organization.admins`). The way out is the user's own site when they
 * have one, else signing out (a link home would only come back here).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listUserOrganizationsQueryOptions } from '../../../generated/api/client';
import type { Organization } from '../../../generated/types';
import { useLogout } from '../signedIn/popovers/useLogout';
import { useSignedIn } from '../signedIn/context';

export default function NoSiteAccessPage() {
  const { t } = useTranslation(['routes', 'shell']);
  const { session } = useSignedIn();
  const organizations = useQuery(listUserOrganizationsQueryOptions({ userId: session.user.id }));
  const logout = useLogout();
  const list = organizations.data ?? [];
  const hasSite = list.some((org) => org.sites.length > 0);
  return (
    <section className="status-page" data-testid="status-no-site-access">
      <h1>{t('routes:pages.no-site-access')}</h1>
      <p>{t('shell:status.no-site-access')}</p>
      {organizations.data && list.length === 0 && <p>{t('shell:status.no-organization')}</p>}
      {list.map((org) => (
        <Admins key={org.id} organization={org} />
      ))}
      {hasSite || !organizations.data ? (
        <Link to="/">{t('shell:status.home')}</Link>
      ) : (
        <button type="button" className="link-button" onClick={logout}>
          {t('shell:status.sign-out')}
        </button>
      )}
    </section>
  );
}

function Admins({ organization }: { organization: Organization }) {
  const { t } = useTranslation('shell');
  if (organization.admins.length === 0) {
    return <p>{t('shell:status.no-admin', { organization: organization.name })}</p>;
  }
  return (
    <div className="status-admins">
      <h2>{t('shell:status.admins-of', { organization: organization.name })}</h2>
      <ul>
        {organization.admins.map((admin) => (
          <li key={admin.email}>
            {admin.name} — <a href={`mailto:${admin.email}`}>{admin.email}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
