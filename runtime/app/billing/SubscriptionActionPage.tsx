/**
 * One focused billing page doing one thing to one product's subscription (cancel,
 * revert a cancellation, the revert and yearly offers, reactivation): the site (`siteId` query
 * or the current site), the product (`product` query, else the first product the action fits),
 * a sentence of what will happen, one button, then what happened. When nothing fits it says so.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteSubscriptions, Subscription } from '../../../generated/types';
import { useSignedIn } from '../signedIn/context';
import { BillingFrame, BillingState } from './BillingFrame';
import { formatDay, formatPrice } from './format';
import {
  useBillingSiteId,
  useProductQuery,
  useRefreshAfterChange,
  useSubscriptions,
} from './useBilling';

export interface SubscriptionAction {
  /** Key prefix in the billing namespace: title, intro, submit, done, nothing. */
  texts: string;
  /** Whether the action applies to this subscription. */
  fits: (s: Subscription) => boolean;
  run: (input: { siteId: number; product: Subscription['product'] }) => Promise<SiteSubscriptions>;
}

export function SubscriptionActionPage({ action }: { action: SubscriptionAction }) {
  const { t, i18n } = useTranslation(['billing', 'catalog']);
  const language = i18n.language;
  const { site } = useSignedIn();
  const siteId = useBillingSiteId();
  const wanted = useProductQuery();
  const query = useSubscriptions(siteId);
  const refresh = useRefreshAfterChange();
  const [done, setDone] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: action.run,
    onSuccess: async (answer, input) => {
      const after = answer.subscriptions.find((s) => s.product === input.product);
      setDone(t(`billing:${action.texts}.done`, after ? values(after) : {}));
      await refresh();
    },
  });
  const values = (s: Subscription) => ({
    product: t(`catalog:products.${s.product}`),
    plan: t(`catalog:plans.${s.plan}`),
    date: s.currentPeriodEnd ? formatDay(s.currentPeriodEnd, language) : '',
    price: s.price ? formatPrice(s.price, s.currency, language) : '',
    annual: s.price ? formatPrice(s.price * 10, s.currency, language) : '',
  });

  const data = query.data;
  const target = data?.subscriptions.find(
    (s) => (wanted ? s.product === wanted : true) && action.fits(s),
  );
  const title = target
    ? t(`billing:${action.texts}.title`, values(target))
    : t(`billing:${action.texts}.title`, { product: '', plan: '' });
  let body;
  if (siteId === undefined) body = <BillingState state="no-site" />;
  else if (query.isError)
    body = <BillingState state="error" onRetry={() => void query.refetch()} />;
  else if (!data) body = <BillingState state="loading" />;
  else if (done) {
    body = (
      <p className="billing-success" role="status">
        {done}
      </p>
    );
  } else if (!target) body = <p>{t(`billing:${action.texts}.nothing`)}</p>;
  else {
    body = (
      <>
        <p>{t(`billing:${action.texts}.intro`, values(target))}</p>
        {!data.canChange ? <p className="billing-muted">{t('billing:read-only')}</p> : null}
        {mutation.isError ? (
          <p className="form-error" role="alert">
            {t('billing:change-error')}
          </p>
        ) : null}
        <div className="billing-actions">
          <button
            type="button"
            className="button-primary"
            disabled={!data.canChange || mutation.isPending}
            aria-busy={mutation.isPending}
            onClick={() => mutation.mutate({ siteId, product: target.product })}
          >
            {t(`billing:${action.texts}.submit`)}
          </button>
        </div>
      </>
    );
  }
  return (
    <BillingFrame
      title={title}
      mode={data?.paymentMode}
      siteName={site && site.id === siteId ? site.name : undefined}
    >
      {body}
    </BillingFrame>
  );
}
