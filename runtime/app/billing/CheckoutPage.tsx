/**
 * The plans page `/checkout` (product.md#screens-and-routes /checkout and "Upgrade your plan",
 * product.md#states-and-transitions plan order, product.md#roles-and-permissions "scale shows sales contact", product.md#constants-and-limits plan allowances): per product, its plans side
 * by side in catalog order, a monthly/annual switch and a currency select, each plan's allowance
 * steps, the current plan marked. Choosing opens a confirmation (test mode: no payment is taken),
 * then the change is made for the site (`siteId` query, else the current site) and said.
 * An experiment may set the cycle it starts on and a preselected plan step (rules/checkoutStart.ts).
 */
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeSubscriptionMutationOptions } from '../../../generated/api/client';
import type { Subscription } from '../../../generated/types';
import type { Allowance } from '../../rules/catalog/types';
import { useSignedIn } from '../signedIn/context';
import { Dialog } from '../ui/Dialog';
import { BillingFrame, BillingState } from './BillingFrame';
import { BILLING_CYCLES, CURRENCIES, type BillingCycle } from './catalogOptions';
import { allowanceText, formatPrice } from './format';
import { PlanCard } from './PlanCard';
import { checkoutStart } from './rules/checkoutStart';
import {
  useBillingSiteId,
  useCatalog,
  useProductQuery,
  useRefreshAfterChange,
  useSubscriptions,
} from './useBilling';

interface Choice {
  product: Subscription['product'];
  plan: string;
  allowance: Allowance;
}

export default function CheckoutPage() {
  const { t, i18n } = useTranslation(['billing', 'catalog']);
  const language = i18n.language;
  const { site, bundles, gateContext } = useSignedIn();
  const siteId = useBillingSiteId();
  const focusProduct = useProductQuery();
  // An experiment sets where the page starts; once the user picks a cycle, theirs is kept.
  const start = checkoutStart(bundles.access.experiments, gateContext.experiments ?? {}, siteId);
  const [pickedCycle, setCycle] = useState<BillingCycle | null>(null);
  const cycle = pickedCycle ?? start.cycle;
  const [currency, setCurrency] = useState<string>(CURRENCIES[0]);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const currencyId = useId();
  const subscriptions = useSubscriptions(siteId);
  const catalog = useCatalog(cycle, currency);
  const refresh = useRefreshAfterChange();
  const change = useMutation({
    ...changeSubscriptionMutationOptions(),
    onSuccess: async (_answer, input) => {
      setChoice(null);
      setDone(
        t('billing:checkout.success', {
          product: t(`catalog:products.${input.product}`),
          plan: choice ? t(`catalog:plans.${choice.plan}`) : '',
        }),
      );
      await refresh();
    },
  });

  const title = t('billing:checkout.title');
  const mode = subscriptions.data?.paymentMode;
  if (siteId === undefined) {
    return (
      <BillingFrame title={title} mode={mode}>
        <BillingState state="no-site" />
      </BillingFrame>
    );
  }
  const failed = subscriptions.isError || catalog.isError;
  const products = catalog.data;
  const subs = subscriptions.data;
  const siteName = site && site.id === siteId ? site.name : undefined;

  return (
    <BillingFrame title={title} mode={mode} wide siteName={siteName}>
      <div className="billing-controls">
        <fieldset>
          <legend>{t('billing:checkout.billing-cycle')}</legend>
          {BILLING_CYCLES.map((c) => (
            <label key={c} className="billing-radio">
              <input
                type="radio"
                name="billing-cycle"
                value={c}
                checked={cycle === c}
                onChange={() => setCycle(c)}
              />{' '}
              {t(`billing:checkout.${c}`)}
            </label>
          ))}
        </fieldset>
        <label htmlFor={currencyId}>
          <span>{t('billing:checkout.currency')}</span>
          <select id={currencyId} value={currency} onChange={(e) => setCurrency(e.target.value)}>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
      </div>
      {cycle === 'annually' ? (
        <p className="billing-muted">{t('billing:checkout.annual-note')}</p>
      ) : null}
      {done ? (
        <p className="billing-success" role="status">
          {done}
        </p>
      ) : null}
      {subs && !subs.canChange ? <p className="billing-muted">{t('billing:read-only')}</p> : null}
      {failed ? (
        <BillingState
          state="error"
          onRetry={() => {
            void subscriptions.refetch();
            void catalog.refetch();
          }}
        />
      ) : !products || !subs ? (
        <BillingState state="loading" />
      ) : (
        products
          .filter((p) => !focusProduct || p.name === focusProduct)
          .map((product) => {
            const current = subs.subscriptions.find((s) => s.product === product.name);
            return (
              <section
                key={product.id}
                className="billing-product"
                aria-labelledby={`product-${product.name}`}
              >
                <h2 id={`product-${product.name}`}>{t(`catalog:products.${product.name}`)}</h2>
                <ul className="billing-plans">
                  {product.plans.map((plan) => (
                    <PlanCard
                      key={`${plan.id}-${cycle}-${currency}-${current?.sku ?? ''}-${start.sku ?? ''}`}
                      product={product.name}
                      plan={plan}
                      cycle={cycle}
                      currency={currency}
                      current={current}
                      canChange={subs.canChange}
                      preselected={start.sku}
                      onChoose={(allowance) =>
                        setChoice({
                          product: product.name as Subscription['product'],
                          plan: plan.id,
                          allowance,
                        })
                      }
                    />
                  ))}
                </ul>
              </section>
            );
          })
      )}
      {choice ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open && !change.isPending) setChoice(null);
          }}
          title={t('billing:checkout.confirm-title', {
            product: t(`catalog:products.${choice.product}`),
            plan: t(`catalog:plans.${choice.plan}`),
          })}
          description={t('billing:test-mode')}
          closeLabel={t('billing:checkout.close')}
          actions={
            <>
              <button
                type="button"
                className="button-secondary"
                disabled={change.isPending}
                onClick={() => setChoice(null)}
              >
                {t('billing:checkout.keep')}
              </button>
              <button
                type="button"
                className="button-primary"
                disabled={change.isPending}
                aria-busy={change.isPending}
                onClick={() =>
                  change.mutate({
                    siteId,
                    product: choice.product,
                    body: { sku: choice.allowance.sku, billingCycle: cycle, currency },
                  })
                }
              >
                {t('billing:checkout.confirm')}
              </button>
            </>
          }
        >
          <p>
            {t('billing:checkout.confirm-body', {
              product: t(`catalog:products.${choice.product}`),
              plan: t(`catalog:plans.${choice.plan}`),
              allowance: allowanceText(t, choice.product, choice.allowance, language),
              price:
                choice.allowance.price === 0
                  ? t('billing:checkout.free')
                  : t(`billing:checkout.price-${cycle}`, {
                      price: formatPrice(choice.allowance.price ?? 0, currency, language),
                    }),
            })}
          </p>
          {change.isError ? (
            <p className="form-error" role="alert">
              {t('billing:change-error')}
            </p>
          ) : null}
        </Dialog>
      ) : null}
    </BillingFrame>
  );
}
