/**
 * The subscriptions list `/settings/subscriptions` (product.md#screens-and-routes settings "billing group
 * (subscriptions, invoices, payment details)"): each product of the site with its plan,
 * allowance, price, status and renewal, and what can be done with it — change (the plans page),
 * downgrade, cancel, keep (revert a cancellation), switch to annual, reactivate. Each action
 * opens its own focused page with the site and product in the query.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo, type RouteName } from '../../../generated/routes';
import type { Subscription } from '../../../generated/types';
import { useSignedIn } from '../signedIn/context';
import { BillingFrame, BillingState } from './BillingFrame';
import { formatDay, formatPrice } from './format';
import { useBillingSiteId, useSubscriptions } from './useBilling';

type Action = { route: RouteName; label: string };

/** The actions a subscription offers, by its state (the server refuses the others with 409). */
function actionsOf(s: Subscription): Action[] {
  const paid = (s.price ?? 0) > 0 && s.currentPeriodEnd !== null;
  if (s.status === 'cancelling') {
    return [{ route: 'billing.revert-cancellation', label: 'revert' }];
  }
  if (s.status === 'cancelled') {
    return [
      { route: 'billing.checkout', label: 'change' },
      { route: 'billing.reactivation-offer', label: 'reactivate' },
    ];
  }
  const actions: Action[] = [{ route: 'billing.checkout', label: 'change' }];
  if (paid) {
    actions.push({ route: 'billing.downgrade-subscription', label: 'downgrade' });
    if (s.billingCycle === 'monthly') {
      actions.push({ route: 'billing.yearly-discount-offer', label: 'yearly' });
    }
    actions.push({ route: 'billing.cancel-subscription', label: 'cancel' });
  }
  return actions;
}

export default function SubscriptionsPage() {
  const { t, i18n } = useTranslation(['billing', 'catalog']);
  const language = i18n.language;
  const { site } = useSignedIn();
  const siteId = useBillingSiteId();
  const query = useSubscriptions(siteId);
  const title = t('billing:subscriptions.title');
  const data = query.data;
  const body =
    siteId === undefined ? (
      <BillingState state="no-site" />
    ) : query.isError ? (
      <BillingState state="error" onRetry={() => void query.refetch()} />
    ) : !data ? (
      <BillingState state="loading" />
    ) : (
      <>
        {!data.canChange ? <p className="billing-muted">{t('billing:read-only')}</p> : null}
        <table className="billing-table">
          <thead>
            <tr>
              <th scope="col">{t('billing:subscriptions.product')}</th>
              <th scope="col">{t('billing:subscriptions.plan')}</th>
              <th scope="col">{t('billing:subscriptions.price')}</th>
              <th scope="col">{t('billing:subscriptions.status')}</th>
              <th scope="col">{t('billing:subscriptions.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.subscriptions.map((s) => {
              const product = t(`catalog:products.${s.product}`);
              return (
                <tr key={s.product} data-testid={`subscription-${s.product}`}>
                  <th scope="row">{product}</th>
                  <td>{t(`catalog:plans.${s.plan}`)}</td>
                  <td>
                    {s.price === null
                      ? t('billing:checkout.contact-sales')
                      : s.price === 0
                        ? t('billing:checkout.free')
                        : t(`billing:checkout.price-${s.billingCycle}`, {
                            price: formatPrice(s.price, s.currency, language),
                          })}
                  </td>
                  <td>
                    {statusText(t, s, language)}
                    {s.trialEnd ? (
                      <div className="billing-muted">
                        {t('billing:subscriptions.trial', {
                          date: formatDay(s.trialEnd, language),
                        })}
                      </div>
                    ) : null}
                  </td>
                  <td>
                    {data.canChange ? (
                      <div className="billing-actions">
                        {actionsOf(s).map((a) => (
                          <Link
                            key={a.label}
                            className="button-secondary"
                            to={linkTo(a.route, data.siteId, s.product)}
                            aria-label={`${t(`billing:subscriptions.${a.label}`)} — ${product}`}
                          >
                            {t(`billing:subscriptions.${a.label}`)}
                          </Link>
                        ))}
                      </div>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </>
    );
  return (
    <BillingFrame
      title={title}
      mode={data?.paymentMode}
      wide
      back={false}
      siteName={site && site.id === siteId ? site.name : undefined}
    >
      {body}
    </BillingFrame>
  );
}

function statusText(
  t: (key: string, options?: Record<string, unknown>) => string,
  s: Subscription,
  language: string,
): string {
  const date = s.currentPeriodEnd ? formatDay(s.currentPeriodEnd, language) : '';
  if (s.status === 'cancelling') return t('billing:subscriptions.status-cancelling', { date });
  if (s.status === 'cancelled') return t('billing:subscriptions.status-cancelled');
  return date
    ? t('billing:subscriptions.renews-on', { date })
    : t('billing:subscriptions.status-active');
}

function linkTo(route: RouteName, siteId: number, product: string): string {
  if (route === 'billing.reactivation-offer') {
    return pathTo(route, { offerKey: 'subscriptions' }, { siteId, product });
  }
  return pathTo(route as 'billing.checkout', {}, { siteId, product });
}
