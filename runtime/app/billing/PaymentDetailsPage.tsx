/**
 * `/settings/payment-details` (product.md#screens-and-routes billing group): the account's payment method as the
 * provider recorded it — in test mode a "Test card", with no card number anywhere.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getPaymentDetailsQueryOptions } from '../../../generated/api/client';
import { useSignedIn } from '../signedIn/context';
import { BillingFrame, BillingState } from './BillingFrame';
import { formatDay } from './format';

export default function PaymentDetailsPage() {
  const { t, i18n } = useTranslation('billing');
  const { session } = useSignedIn();
  const query = useQuery(getPaymentDetailsQueryOptions({ accountId: session.account.id }));
  const data = query.data;
  return (
    <BillingFrame title={t('billing:payment.title')} mode={data?.paymentMode}>
      {query.isError ? (
        <BillingState state="error" onRetry={() => void query.refetch()} />
      ) : !data ? (
        <BillingState state="loading" />
      ) : !data.method ? (
        <p>{t('billing:payment.none')}</p>
      ) : (
        <dl className="billing-details">
          <dt>{t('billing:payment.method')}</dt>
          <dd data-testid="payment-method">
            {data.method.kind === 'test-card' ? t('billing:payment.test-card') : data.method.label}
          </dd>
          <dt>{t('billing:payment.recorded')}</dt>
          <dd>{formatDay(data.method.recorded, i18n.language)}</dd>
        </dl>
      )}
    </BillingFrame>
  );
}
