/**
 * The setup page `/sites/{siteId}/setup` (spec §1 /sites/{siteId}/setup, §4 "Tracking code";
 * issue 12): the site's tracking code with a copy button, how to install it, and a live status
 * that asks every `setupInstallPollMs` (1 s; not while the tab is hidden) whether data arrived
 * and flips to "installed" without a reload — the shell's sidebar, reading the same site query,
 * switches from "Set up" to "Get started" at the same moment. Seeing that moment sets the
 * post-install success flag (§4) that the dashboard card reads.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getSiteQueryOptions } from '../../../generated/api/client';
import { pathTo } from '../../../generated/routes';
import { postInstallSuccessKey, snippetTag } from '../../../contracts/tracking';
import { showToast } from '../core/toasts/toasts';
import { useSignedIn } from '../signedIn/context';
import './setup.css';

const noSubscription = () => () => undefined;
/** The app's origin, which serves the snippet; empty in a server render (then filled in). */
const useOrigin = () =>
  useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );

export default function SetupPage() {
  const { t } = useTranslation(['setup']);
  const { site, bundles } = useSignedIn();
  const origin = useOrigin();
  const siteQuery = useQuery({
    // The same query the shell read the site with: under the site's own account.
    ...getSiteQueryOptions({ accountId: site?.account.id ?? 0, siteId: site?.id ?? 0 }),
    enabled: site !== undefined,
    refetchInterval: (query) =>
      query.state.data?.lastData ? false : bundles.constants.timers.setupInstallPollMs,
    refetchIntervalInBackground: false,
  });
  const current = siteQuery.data ?? site;
  const installed = Boolean(current?.lastData);
  const sawWaiting = useRef(!site?.lastData);
  useEffect(() => {
    if (!installed || !current || !sawWaiting.current) return;
    sawWaiting.current = false;
    try {
      sessionStorage.setItem(postInstallSuccessKey(current.id), 'true');
    } catch {
      // Storage off (private mode): the card simply does not show.
    }
  }, [installed, current]);
  if (!current) return null;

  const code = snippetTag(origin, current.id);
  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => showToast({ tone: 'info', text: t('setup:install.copied') }),
      () => showToast({ tone: 'danger', text: t('setup:install.copy-failed') }),
    );
  };
  const codeId = `setup-code-${current.id}`;
  return (
    <section className="setup-page">
      <h1>{t('setup:install.heading', { site: current.name })}</h1>
      <p>{t('setup:install.intro')}</p>
      <div className="setup-code">
        <label htmlFor={codeId}>{t('setup:install.snippet-label', { site: current.name })}</label>
        <textarea id={codeId} readOnly rows={2} value={code} spellCheck={false} />
        <button type="button" className="button-primary" onClick={copy} disabled={!origin}>
          {t('setup:install.copy')}
        </button>
      </div>
      <h2>{t('setup:install.steps-title')}</h2>
      <ol className="setup-steps">
        <li>{t('setup:install.step-copy')}</li>
        <li>{t('setup:install.step-paste')}</li>
        <li>{t('setup:install.step-open')}</li>
      </ol>
      <div
        className={`setup-status ${installed ? 'is-installed' : 'is-waiting'}`}
        role="status"
        data-testid="setup-status"
      >
        {installed ? (
          <>
            <p>{t('setup:install.installed', { site: current.name })}</p>
            <Link className="button-primary" to={pathTo('overview.index', { siteId: current.id })}>
              {t('setup:install.next')}
            </Link>
          </>
        ) : (
          <p>
            <span className="setup-spinner" aria-hidden="true" />
            {t('setup:install.waiting', { site: current.name })}
          </p>
        )}
      </div>
    </section>
  );
}
