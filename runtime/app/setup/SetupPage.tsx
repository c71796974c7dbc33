/**
 * The setup page `/sites/{siteId}/setup` (product.md#screens-and-routes,
 * product.md#states-and-transitions "Tracking code"): the site's tracking code with a copy
 * button, how to install it, and a live status
 * that flips to "installed" without a reload when the first data arrives. It reads the shell's
 * one site query, which asks every `setupInstallPollMs` (1 s; not while the tab is hidden) while
 * this page is open, so the sidebar and every other tab switch at the same moment; the shell
 * sets the post-install success flag (signedIn/installation/useInstallationSync.ts).
 */
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../generated/routes';
import { snippetTag } from '../../../contracts/tracking';
import { isInstalled } from '../../rules/tracking/installation';
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
  const { site: current } = useSignedIn();
  const origin = useOrigin();
  const installed = isInstalled(current?.lastData);
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
