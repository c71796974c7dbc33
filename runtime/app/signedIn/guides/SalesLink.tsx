/**
 * The guides' `contact-sales` action (manifests/guides/common.yaml; product.md#calls "External links: a
 * sales routing link"): the sales routing link in a new tab, said to screen readers. One
 * component for every guide button that runs it (getting-started sidebar, stepper guides).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SALES_ROUTING_URL } from './gettingStarted/externalLinks';

export function SalesLink(props: { className: string; onClick(): void; children: ReactNode }) {
  const { t } = useTranslation('guides');
  return (
    <a
      className={props.className}
      href={SALES_ROUTING_URL}
      target="_blank"
      rel="noopener noreferrer"
      onClick={props.onClick}
    >
      {props.children}
      <span className="visually-hidden"> {t('guides:new-tab')}</span>
    </a>
  );
}
