/**
 * One plan of a product on the plans page (product.md#states-and-transitions plan order, product.md#constants-and-limits plan allowances, product.md#roles-and-permissions
 * "scale shows sales contact"): its allowance steps as a select (Ask business 500 → 100,000
 * responses, Observe business 20,000 → 15 million daily sessions), the price of the chosen step,
 * "Contact sales" for a plan not sold self-serve, the current plan marked, and a choose button.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '../../../generated/types';
import type { Allowance, CatalogPlan } from '../../rules/catalog/types';
import type { BillingCycle } from './catalogOptions';
import { allowanceText, formatPrice } from './format';
import { startingStep } from './rules/checkoutStart';

export function PlanCard(props: {
  product: string;
  plan: CatalogPlan;
  cycle: BillingCycle;
  currency: string;
  current: Subscription | undefined;
  canChange: boolean;
  /** The sku an experiment preselects on the page (manifests/access.yaml `values`). */
  preselected?: string | undefined;
  onChoose: (allowance: Allowance) => void;
}) {
  const { t, i18n } = useTranslation(['billing', 'catalog']);
  const language = i18n.language;
  const { plan, product, current } = props;
  const steps = plan.allowances;
  const skus = steps.map((a) => a.sku);
  const [chosen, setChosen] = useState(() => startingStep(skus, current?.sku, props.preselected));
  const selectId = useId();
  const step = steps[chosen] ?? steps[0]!;
  const planName = t(`catalog:plans.${plan.id}`);
  const selfServe = steps.some((a) => a.selfServeEnabled && a.price !== null);
  const isCurrentPlan = current?.plan === plan.id && current.status !== 'cancelled';
  const suggested =
    !isCurrentPlan && props.preselected !== undefined && skus.includes(props.preselected);
  const isCurrentStep =
    isCurrentPlan &&
    current.sku === step.sku &&
    (step.price === 0 ||
      (current.billingCycle === props.cycle && current.currency === props.currency));

  return (
    <li
      className={
        isCurrentPlan
          ? 'billing-plan billing-plan-current'
          : suggested
            ? 'billing-plan billing-plan-suggested'
            : 'billing-plan'
      }
      data-testid={`plan-${product}-${plan.id}`}
    >
      <h3>{planName}</h3>
      {isCurrentPlan ? (
        <span className="billing-badge">{t('billing:checkout.current')}</span>
      ) : suggested ? (
        <span className="billing-badge">{t('billing:checkout.suggested')}</span>
      ) : null}
      {steps.length > 1 ? (
        <label htmlFor={selectId} className="billing-step">
          <span>{t('billing:checkout.step')}</span>{' '}
          <select id={selectId} value={chosen} onChange={(e) => setChosen(Number(e.target.value))}>
            {steps.map((a, i) => (
              <option key={a.sku} value={i}>
                {allowanceText(t, product, a, language)}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p className="billing-muted">{allowanceText(t, product, step, language)}</p>
      )}
      {!selfServe || step.price === null ? (
        <>
          <p className="billing-plan-price">{t('billing:checkout.contact-sales')}</p>
          <p className="billing-muted">{t('billing:checkout.contact-sales-note')}</p>
        </>
      ) : (
        <>
          <p className="billing-plan-price">
            {step.price === 0
              ? t('billing:checkout.free')
              : t(`billing:checkout.price-${props.cycle}`, {
                  price: formatPrice(step.price, props.currency, language),
                })}
          </p>
          <button
            type="button"
            className={isCurrentStep ? 'button-secondary' : 'button-primary'}
            disabled={isCurrentStep || !props.canChange}
            onClick={() => props.onChoose(step)}
          >
            {isCurrentStep
              ? t('billing:checkout.current')
              : t('billing:checkout.choose', { plan: planName })}
          </button>
        </>
      )}
    </li>
  );
}
