/**
 * `/downgrade-subscription` (product.md#screens-and-routes): move a paid product to a lower allowance. "Lower" is the
 * catalog rule (runtime/rules/catalog/compareAllowances.ts, product.md#states-and-transitions: only within the same product,
 * plans up by tier then price, steps lowest first); the steps offered are the self-serve ones
 * below the current one, in the subscription's billing cycle and currency. Applies at once.
 */
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeSubscriptionMutationOptions } from '../../../generated/api/client';
import { compareAllowances } from '../../rules/catalog/compareAllowances';
import { useSignedIn } from '../signedIn/context';
import { BillingFrame, BillingState } from './BillingFrame';
import { allowanceText, formatPrice } from './format';
import {
  useBillingSiteId,
  useCatalog,
  useProductQuery,
  useRefreshAfterChange,
  useSubscriptions,
} from './useBilling';

export default function DowngradeSubscriptionPage() {
  const { t, i18n } = useTranslation(['billing', 'catalog']);
  const language = i18n.language;
  const { site } = useSignedIn();
  const siteId = useBillingSiteId();
  const wanted = useProductQuery();
  const query = useSubscriptions(siteId);
  const target = query.data?.subscriptions.find(
    (s) => (wanted ? s.product === wanted : true) && s.status === 'active' && (s.price ?? 0) > 0,
  );
  const catalog = useCatalog(target?.billingCycle ?? 'monthly', target?.currency ?? 'usd');
  const refresh = useRefreshAfterChange();
  const [sku, setSku] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const selectId = useId();
  const change = useMutation({
    ...changeSubscriptionMutationOptions(),
    onSuccess: async (answer, input) => {
      const after = answer.subscriptions.find((s) => s.product === input.product);
      setDone(
        t('billing:downgrade.done', {
          product: t(`catalog:products.${input.product}`),
          plan: after ? t(`catalog:plans.${after.plan}`) : '',
        }),
      );
      await refresh();
    },
  });

  const product = catalog.data?.find((p) => p.name === target?.product);
  const lower =
    product && target
      ? product.plans.flatMap((plan) =>
          plan.allowances
            .filter((a) => a.selfServeEnabled && a.price !== null)
            .filter((a) => {
              const c = compareAllowances([product], a.sku, target.sku);
              return c.ok && c.order < 0;
            })
            .map((a) => ({ plan, allowance: a })),
        )
      : [];
  const chosen = lower.find((l) => l.allowance.sku === sku) ?? lower.at(-1);
  const title = t('billing:downgrade.title', {
    product: target ? t(`catalog:products.${target.product}`) : '',
  });

  let body;
  if (siteId === undefined) body = <BillingState state="no-site" />;
  else if (query.isError || catalog.isError) {
    body = (
      <BillingState
        state="error"
        onRetry={() => {
          void query.refetch();
          void catalog.refetch();
        }}
      />
    );
  } else if (!query.data) body = <BillingState state="loading" />;
  else if (done) {
    body = (
      <p className="billing-success" role="status">
        {done}
      </p>
    );
  } else if (!target) body = <p>{t('billing:downgrade.nothing')}</p>;
  else if (!catalog.data) body = <BillingState state="loading" />;
  else if (!chosen) body = <p>{t('billing:downgrade.nothing')}</p>;
  else {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      change.mutate({
        siteId,
        product: target.product,
        body: {
          sku: chosen.allowance.sku,
          billingCycle: target.billingCycle,
          currency: target.currency,
        },
      });
    };
    body = (
      <form method="post" className="billing-form" onSubmit={submit}>
        <p>
          {t('billing:downgrade.intro', {
            product: t(`catalog:products.${target.product}`),
            plan: t(`catalog:plans.${target.plan}`),
          })}
        </p>
        <label htmlFor={selectId}>{t('billing:downgrade.to')}</label>
        <select id={selectId} value={chosen.allowance.sku} onChange={(e) => setSku(e.target.value)}>
          {lower.map(({ plan, allowance }) => (
            <option key={allowance.sku} value={allowance.sku}>
              {`${t(`catalog:plans.${plan.id}`)} — ${allowanceText(t, target.product, allowance, language)} — ${
                allowance.price === 0
                  ? t('billing:checkout.free')
                  : t(`billing:checkout.price-${target.billingCycle}`, {
                      price: formatPrice(allowance.price ?? 0, target.currency, language),
                    })
              }`}
            </option>
          ))}
        </select>
        {!query.data.canChange ? <p className="billing-muted">{t('billing:read-only')}</p> : null}
        {change.isError ? (
          <p className="form-error" role="alert">
            {t('billing:change-error')}
          </p>
        ) : null}
        <div className="billing-actions">
          <button
            type="submit"
            className="button-primary"
            disabled={!query.data.canChange || change.isPending}
            aria-busy={change.isPending}
          >
            {t('billing:downgrade.submit')}
          </button>
        </div>
      </form>
    );
  }
  return (
    <BillingFrame
      title={title}
      mode={query.data?.paymentMode}
      siteName={site && site.id === siteId ? site.name : undefined}
    >
      {body}
    </BillingFrame>
  );
}
