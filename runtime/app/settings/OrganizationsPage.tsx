/**
 * `/settings/organizations` (product.md#screens-and-routes settings sidebar): the
 * user's organizations with their sites. Write and admin members (product.md#roles-and-permissions) rename an organization
 * and its sites, and add a site (the add-site page, product.md#validation URL rules) — the add-site
 * link follows the manifests' gates: the full-account predicate (product.md#roles-and-permissions cross-sell and standalone
 * hide add-new-site) and can-write-org, evaluated with the listed organization's access.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Gate } from '../../../contracts/gates';
import {
  apiKeys,
  listUserOrganizationsQueryOptions,
  renameOrganizationMutationOptions,
  updateSiteDetailsMutationOptions,
} from '../../../generated/api/client';
import type { Organization } from '../../../generated/types';
import { pathTo } from '../../../generated/routes';
import { evaluateGate } from '../../rules/gates/evaluateGate';
import { PageLoading } from '../core/router/PageLoading';
import { useSignedIn } from '../signedIn/context';
import { EmailDeliveryNotice } from './EmailDeliveryNotice';
import { NameForm } from './NameForm';
import './settings.css';
import { LoadFailed } from '../core/errors/LoadFailed';

/** product.md#roles-and-permissions: add-new-site for full accounts, write and admin access (manifests/access.yaml). */
const ADD_SITE_GATE: Gate = {
  all: [{ predicate: 'full-account' }, { predicate: 'can-write-org' }],
};

export default function OrganizationsPage() {
  const { t } = useTranslation(['settings']);
  const { session } = useSignedIn();
  const organizations = useQuery(listUserOrganizationsQueryOptions({ userId: session.user.id }));
  if (organizations.isError) {
    return (
      <section className="settings-page">
        <h1>{t('settings:organizations.heading')}</h1>
        <LoadFailed
          message={t('settings:errors.load')}
          onRetry={() => void organizations.refetch()}
        />
      </section>
    );
  }
  if (!organizations.data) return <PageLoading />;
  return (
    <section className="settings-page">
      <h1>{t('settings:organizations.heading')}</h1>
      <p>{t('settings:organizations.intro')}</p>
      <EmailDeliveryNotice />
      {organizations.data.length === 0 ? (
        <p className="settings-muted">{t('settings:organizations.none')}</p>
      ) : null}
      {organizations.data.map((organization) => (
        <OrganizationSection key={organization.id} organization={organization} />
      ))}
    </section>
  );
}

function OrganizationSection({ organization }: { organization: Organization }) {
  const { t } = useTranslation(['settings', 'team']);
  const { session, bundles, gateContext } = useSignedIn();
  const queryClient = useQueryClient();
  const rename = useMutation(renameOrganizationMutationOptions());
  const renameSite = useMutation(updateSiteDetailsMutationOptions());
  const writer = organization.access !== 'read';
  const canAddSite = evaluateGate(
    ADD_SITE_GATE,
    { ...gateContext, organization: { access: organization.access } },
    bundles.access,
  ).allowed;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: apiKeys.listUserOrganizations({ userId: session.user.id }),
      }),
      queryClient.invalidateQueries({ queryKey: ['api', 'getSite'] }),
    ]);
  const headingId = `organization-${organization.id}`;
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{organization.name}</h2>
      <p className="settings-muted">
        {t('settings:organizations.access', { access: t(`team:access.${organization.access}`) })}
      </p>
      {writer ? (
        <NameForm
          label={t('settings:organizations.name')}
          initial={organization.name}
          testId={`rename-organization-${organization.id}`}
          onSave={(name) =>
            rename.mutateAsync({ organizationId: organization.id, body: { name } }).then(refresh)
          }
        />
      ) : null}
      <h3>{t('settings:organizations.sites')}</h3>
      {organization.sites.length === 0 ? (
        <p className="settings-muted">{t('settings:organizations.no-sites')}</p>
      ) : (
        <table className="settings-table">
          <thead>
            <tr>
              <th scope="col">{t('settings:organizations.site-name')}</th>
              <th scope="col">{t('settings:organizations.site-url')}</th>
              <th scope="col">{t('settings:organizations.site-actions')}</th>
            </tr>
          </thead>
          <tbody>
            {organization.sites.map((site) => (
              <tr key={site.id}>
                <td>
                  {writer && !site.demo ? (
                    <NameForm
                      label={t('settings:organizations.site-name-of', { url: site.url })}
                      initial={site.name}
                      testId={`rename-site-${site.id}`}
                      onSave={(name) =>
                        renameSite.mutateAsync({ siteId: site.id, body: { name } }).then(refresh)
                      }
                    />
                  ) : (
                    site.name
                  )}
                </td>
                <td>{site.url}</td>
                <td>
                  <Link to={pathTo('site.settings', { siteId: site.id })}>
                    {t('settings:organizations.site-settings', { name: site.name })}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canAddSite ? (
        <p>
          <Link
            className="button-primary"
            data-testid={`add-site-${organization.id}`}
            to={pathTo('setup.add-site', { organizationId: organization.id })}
          >
            {t('settings:organizations.add-site')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
