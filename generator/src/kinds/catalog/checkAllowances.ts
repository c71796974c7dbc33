/**
 * Allowances (product.md#constants-and-limits "Plan allowances"): they name known products and plans, SKUs are unique,
 * every step carries the quota its product is measured by, the steps of a RANGE strictly
 * increase in quota and price, and every self-serve step has a price in every declared billing
 * cycle and currency once the pricing rules are applied.
 */
import { childRef } from '../../core/located';
import type { CheckContext, Ref } from '../../core/types';
import { reportDuplicates } from '../../resolve/reportDuplicates';
import type { Expansion } from './expand';
import type { CatalogModel } from './model';
import { stepQuotaValue } from './quota';

export function checkAllowances(
  model: CatalogModel,
  expansion: Expansion,
  pricingRules: Ref | undefined,
  ctx: CheckContext,
): void {
  for (const group of model.allowances) {
    const product = model.products.find((p) => p.name === group.product);
    if (!product) {
      ctx.report({
        at: childRef(group.$at, 'product'),
        rule: 'catalog/unknown-product',
        message: `Unknown product "${group.product}"`,
        expected: 'a product name declared under `products`',
        found: JSON.stringify(group.product),
        hint:
          ctx.didYouMeanHint(
            group.product,
            model.products.map((p) => p.name),
          ) ?? `Declared products: ${model.products.map((p) => p.name).join(', ') || 'none'}.`,
      });
    }
    if (!model.plans.some((p) => p.id === group.plan)) {
      ctx.report({
        at: childRef(group.$at, 'plan'),
        rule: 'catalog/unknown-plan',
        message: `Unknown plan "${group.plan}"`,
        expected: 'a plan id declared under `plans`',
        found: JSON.stringify(group.plan),
        hint:
          ctx.didYouMeanHint(
            group.plan,
            model.plans.map((p) => p.id),
          ) ?? `Declared plans: ${model.plans.map((p) => p.id).join(', ') || 'none'}.`,
      });
    }
    if (product) checkSteps(group, product.stepQuota, ctx);
  }
  reportDuplicates(
    ctx,
    model.allowances.flatMap((g) => g.steps),
    {
      rule: 'catalog/duplicate-sku',
      key: (step) => step.sku,
      at: (step) => childRef(step.$at, 'sku'),
      message: (sku) => `SKU "${sku}" is used twice`,
      expected: 'a SKU unique across the catalog',
      hint: 'Name SKUs <product>-<plan>-<quota>, e.g. ask-business-2500.',
    },
  );
  checkMissingPrices(expansion, pricingRules, ctx);
}

function checkSteps(
  group: CatalogModel['allowances'][number],
  field: CatalogModel['products'][number]['stepQuota'],
  ctx: CheckContext,
): void {
  let previous: { sku: string; quota: number; price?: number; at: Ref } | undefined;
  for (const step of group.steps) {
    const quota = stepQuotaValue(step, field);
    if (quota === undefined) {
      ctx.report({
        at: step.$at,
        rule: 'catalog/missing-quota',
        message: `Step "${step.sku}" does not set \`${field}\`, the quota ${group.product} is measured by`,
        expected: `a \`${field}\` value`,
        found: `a step with ${Object.keys(step).join(', ')}`,
        hint: `The product's \`stepQuota\` is \`${field}\`; add it to the step.`,
      });
      previous = undefined;
      continue;
    }
    checkSkuNumber(step, quota, field, ctx);
    if (previous) {
      const quotaUp = quota > previous.quota;
      const priceUp =
        step.price === undefined || previous.price === undefined || step.price > previous.price;
      if (!quotaUp || !priceUp) {
        const what = !quotaUp ? `\`${field}\` ${quota}` : `price ${step.price}`;
        const before = !quotaUp ? previous.quota : previous.price;
        ctx.report({
          at: quotaUp ? childRef(step.$at, 'price') : childRef(step.$at, ...field.split('.')),
          rule: 'catalog/steps-not-increasing',
          message: `Step "${step.sku}" of ${group.product}/${group.plan} is not above the step before it`,
          expected: `a value above ${before} (step "${previous.sku}"): steps strictly increase in quota and price`,
          found: what,
          hint: 'List the steps of a range lowest first, each with more quota for more money.',
          related: [previous.at],
        });
      }
    }
    previous = { sku: step.sku, quota, price: step.price, at: step.$at };
  }
}

/**
 * A SKU ending in a number names its quota (`observe-plus-10000`): people read the allowance off
 * the id, so a changed quota with the old id would sell one number and say another.
 */
function checkSkuNumber(
  step: CatalogModel['allowances'][number]['steps'][number],
  quota: number,
  field: CatalogModel['products'][number]['stepQuota'],
  ctx: CheckContext,
): void {
  const named = /-(\d+)$/.exec(step.sku)?.[1];
  if (named === undefined || Number(named) === quota) return;
  const renamed = `${step.sku.slice(0, -named.length)}${quota}`;
  ctx.report({
    at: childRef(step.$at, 'sku'),
    rule: 'catalog/sku-quota-mismatch',
    message: `SKU "${step.sku}" says ${named} but its \`${field}\` is ${quota}`,
    expected: `a SKU ending in its quota, ${quota}`,
    found: JSON.stringify(step.sku),
    hint: `Rename the SKU to "${renamed}" (and the places that name it), or keep \`${field}\` at ${named}.`,
    related: [childRef(step.$at, ...field.split('.'))],
  });
}

/**
 * A step without a base price is reported once, at the step; a pricing rule missing for a cycle
 * or currency once per product, cycle and currency, at the product's first step it leaves
 * unpriced, with the pricing rules as the place to fix it.
 */
function checkMissingPrices(
  expansion: Expansion,
  pricingRules: Ref | undefined,
  ctx: CheckContext,
): void {
  const seen = new Set<string>();
  for (const m of expansion.missing) {
    if (m.reason === 'no-base-price') {
      if (seen.has(m.step.sku)) continue;
      seen.add(m.step.sku);
      ctx.report({
        at: m.step.$at,
        rule: 'catalog/missing-price',
        message: `Self-serve step "${m.step.sku}" of ${m.product} has no price`,
        expected: 'a monthly USD `price` on every self-serve step',
        found: `a step with ${Object.keys(m.step).join(', ')}`,
        hint: 'Give the step its monthly USD `price` (0 if free), or set `selfServeEnabled: false` if sales sells it.',
      });
      continue;
    }
    const key = `${m.product}|${m.billingCycle}|${m.currency}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const steps = expansion.missing.filter(
      (x) => x.reason !== 'no-base-price' && `${x.product}|${x.billingCycle}|${x.currency}` === key,
    ).length;
    ctx.report({
      at: m.step.$at,
      rule: 'catalog/missing-price',
      message: `Product "${m.product}" has no ${m.billingCycle} ${m.currency} price (${steps} self-serve step${steps === 1 ? '' : 's'}, first "${m.step.sku}")`,
      expected: 'a price in every declared billing cycle and currency',
      found:
        m.reason === 'no-cycle-rule'
          ? `no \`pricingRules.billingCycles.${m.billingCycle}\``
          : `no \`pricingRules.currencies.${m.currency}\``,
      hint: 'Add the missing rule to `pricingRules`, or remove the cycle or currency from the catalog.',
      ...(pricingRules ? { related: [pricingRules] } : {}),
    });
  }
}
