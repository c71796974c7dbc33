/**
 * The frame of every billing page: the heading, the test-mode notice — every page
 * says no payment is taken while the provider is the test one — and the page's states (no site,
 * loading, a load error with retry).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../generated/routes';
import type { PaymentMode } from '../../../generated/types';
import './billing.css';

export function TestModeNotice({ mode }: { mode: PaymentMode | undefined }) {
  const { t } = useTranslation('billing');
  if (mode === 'live') return null;
  return (
    <div className="billing-test-mode" role="note" data-testid="billing-test-mode">
      <strong>{t('billing:test-mode')}</strong> <span>{t('billing:test-mode-detail')}</span>
    </div>
  );
}

export function BillingFrame(props: {
  title: string;
  mode: PaymentMode | undefined;
  /** A wide page (the plans side by side). */
  wide?: boolean;
  siteName?: string;
  /** The link back to the subscriptions list (not on that list itself). */
  back?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('billing');
  return (
    <div className={props.wide ? 'billing-page billing-page-wide' : 'billing-page'}>
      <h1>{props.title}</h1>
      {props.siteName ? (
        <p className="billing-site">{t('billing:site', { name: props.siteName })}</p>
      ) : null}
      <TestModeNotice mode={props.mode} />
      {props.children}
      {props.back === false ? null : (
        <p className="billing-back">
          <Link to={pathTo('settings.subscriptions')}>{t('billing:back-to-subscriptions')}</Link>
        </p>
      )}
    </div>
  );
}

/** Loading, failed (with retry) or no site: what a billing page shows instead of its content. */
export function BillingState(props: {
  state: 'no-site' | 'loading' | 'error';
  onRetry?: () => void;
}) {
  const { t } = useTranslation('billing');
  if (props.state === 'loading') {
    return (
      <p className="billing-loading" role="status">
        {t('billing:loading')}
      </p>
    );
  }
  if (props.state === 'no-site') return <p className="error-notice">{t('billing:no-site')}</p>;
  return (
    <div className="error-notice" role="alert">
      <p>{t('billing:load-error')}</p>
      {props.onRetry ? (
        <button type="button" className="button-secondary" onClick={props.onRetry}>
          {t('billing:retry')}
        </button>
      ) : null}
    </div>
  );
}
