/**
 * `/settings/integrations` ("integrations (a list of available integrations with their
 * state)"; product.md#screens-and-routes settings sidebar, top-bar integrations icon): the integrations the server
 * declares (server/src/data/integrations.ts) with their state on the current site. Write and
 * admin members (product.md#roles-and-permissions) connect or disconnect one; that records the state only — the page says
 * plainly that the real service is not reached.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  apiKeys,
  listSiteIntegrationsQueryOptions,
  updateSiteIntegrationMutationOptions,
} from '../../../generated/api/client';
import type { SiteIntegration } from '../../../generated/types';
import { PageLoading } from '../core/router/PageLoading';
import { useSignedIn } from '../signedIn/context';
import { useCompleteGetStartedStep } from '../getStarted/useCompleteGetStartedStep';
import { apiFailure } from './apiFailure';
import './settings.css';
import { LoadFailed } from '../core/errors/LoadFailed';

export default function IntegrationsPage() {
  const { t } = useTranslation(['settings']);
  const { site, siteStatus } = useSignedIn();
  if (!site) {
    if (siteStatus === 'loading') return <PageLoading />;
    return (
      <section className="settings-page">
        <h1>{t('settings:integrations.heading')}</h1>
        <p>{t('settings:common.no-site')}</p>
      </section>
    );
  }
  return (
    <section className="settings-page">
      <h1>{t('settings:integrations.heading')}</h1>
      <p>{t('settings:integrations.intro', { site: site.name })}</p>
      <p className="settings-muted">{t('settings:integrations.honest')}</p>
      <IntegrationList
        siteId={site.id}
        writer={site.organization.access !== 'read' && !site.demo}
      />
    </section>
  );
}

function IntegrationList({ siteId, writer }: { siteId: number; writer: boolean }) {
  const { t } = useTranslation(['settings']);
  const queryClient = useQueryClient();
  const list = useQuery(listSiteIntegrationsQueryOptions({ siteId }));
  const completeStep = useCompleteGetStartedStep();
  const change = useMutation({
    ...updateSiteIntegrationMutationOptions(),
    onSuccess: (stored) => {
      // Integrating is a connected tool, not a visit to this page.
      if (stored.connected) completeStep('INTEGRATE');
      queryClient.setQueryData<SiteIntegration[]>(apiKeys.listSiteIntegrations({ siteId }), (old) =>
        old?.map((item) => (item.id === stored.id ? stored : item)),
      );
    },
  });
  if (list.isError) {
    return <LoadFailed message={t('settings:errors.load')} onRetry={() => void list.refetch()} />;
  }
  if (!list.data) return <p role="status">{t('settings:common.loading')}</p>;
  return (
    <>
      {change.isError ? (
        <p className="form-error" role="alert">
          {t(`settings:errors.${apiFailure(change.error).reason}`)}
        </p>
      ) : null}
      <table className="settings-table" data-testid="integrations">
        <thead>
          <tr>
            <th scope="col">{t('settings:integrations.name')}</th>
            <th scope="col">{t('settings:integrations.state')}</th>
            {writer ? <th scope="col">{t('settings:integrations.action')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {list.data.map((item) => {
            const name = t(`settings:integrations.items.${item.id}.name`, {
              defaultValue: item.id,
            });
            const busy = change.isPending && change.variables.integrationId === item.id;
            return (
              <tr key={item.id}>
                <td>
                  <strong>{name}</strong>
                  <br />
                  <span className="settings-muted">
                    {t(`settings:integrations.items.${item.id}.description`, { defaultValue: '' })}
                  </span>
                </td>
                <td>
                  <span className={`settings-badge${item.connected ? ' settings-badge-on' : ''}`}>
                    {t(
                      item.connected
                        ? 'settings:integrations.connected'
                        : 'settings:integrations.not-connected',
                    )}
                  </span>
                </td>
                {writer ? (
                  <td>
                    <button
                      type="button"
                      className="button-secondary"
                      disabled={busy}
                      aria-busy={busy}
                      onClick={() =>
                        change.mutate({
                          siteId,
                          integrationId: item.id,
                          body: { connected: !item.connected },
                        })
                      }
                    >
                      {t(
                        item.connected
                          ? 'settings:integrations.disconnect'
                          : 'settings:integrations.connect',
                        { name },
                      )}
                    </button>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
