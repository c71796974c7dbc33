/**
 * `/settings/invoices` (product.md#screens-and-routes billing group): the account's invoices, newest first — in test
 * mode each says it was not charged.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listInvoicesQueryOptions } from '../../../generated/api/client';
import { useSignedIn } from '../signedIn/context';
import { BillingFrame, BillingState } from './BillingFrame';
import { formatDay, formatPrice } from './format';

export default function InvoicesPage() {
  const { t, i18n } = useTranslation(['billing', 'catalog']);
  const language = i18n.language;
  const { session } = useSignedIn();
  const query = useQuery(listInvoicesQueryOptions({ accountId: session.account.id }));
  const data = query.data;
  return (
    <BillingFrame title={t('billing:invoices.title')} mode={data?.paymentMode} wide>
      {query.isError ? (
        <BillingState state="error" onRetry={() => void query.refetch()} />
      ) : !data ? (
        <BillingState state="loading" />
      ) : data.invoices.length === 0 ? (
        <p>{t('billing:invoices.empty')}</p>
      ) : (
        <table className="billing-table">
          <thead>
            <tr>
              <th scope="col">{t('billing:invoices.issued')}</th>
              <th scope="col">{t('billing:invoices.site')}</th>
              <th scope="col">{t('billing:invoices.product')}</th>
              <th scope="col">{t('billing:invoices.period')}</th>
              <th scope="col">{t('billing:invoices.amount')}</th>
              <th scope="col">{t('billing:invoices.status')}</th>
            </tr>
          </thead>
          <tbody>
            {data.invoices.map((invoice) => (
              <tr key={invoice.id}>
                <td>{formatDay(invoice.issued, language)}</td>
                <td>{invoice.siteName}</td>
                <td>{t(`catalog:products.${invoice.product}`)}</td>
                <td>
                  {t('billing:invoices.period-range', {
                    start: formatDay(invoice.periodStart, language),
                    end: formatDay(invoice.periodEnd, language),
                  })}
                </td>
                <td>{formatPrice(invoice.amount, invoice.currency, language)}</td>
                <td>{t(`billing:invoices.status-${invoice.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </BillingFrame>
  );
}
