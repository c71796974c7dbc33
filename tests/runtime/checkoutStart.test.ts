/**
 * Where the plans page starts (manifests/access.yaml `values`, a fixture experiment rather than
 * the real manifest): the assigned variant's cycle and preselected sku, the control's while
 * nothing is assigned, and monthly with nothing preselected when no experiment sets the slots.
 * A plan card starts on the user's current step, else the preselected one, else its first.
 */
import { describe, expect, it } from 'vitest';
import type { ExperimentDefinition } from '../../contracts/access';
import { checkoutStart, startingStep } from '../../runtime/app/billing/rules/checkoutStart';

const annualPush: ExperimentDefinition = {
  variants: ['control', 'annual', 'business'],
  control: 'control',
  lookup: 'user',
  values: {
    'checkout.cycle': { annual: 'annually' },
    'checkout.plan': { business: 'ask-business-1000', control: 'ask-basic-20' },
  },
};
const experiments = { annual_push: annualPush };

describe('checkoutStart', () => {
  it('starts on the cycle and sku of the assigned variant', () => {
    expect(checkoutStart(experiments, { annual_push: 'annual' }, undefined)).toEqual({
      cycle: 'annually',
    });
    expect(checkoutStart(experiments, { annual_push: 'business' }, undefined)).toEqual({
      cycle: 'monthly',
      sku: 'ask-business-1000',
    });
  });

  it("takes the control's values while nothing (or an unknown variant) is assigned", () => {
    const control = { cycle: 'monthly', sku: 'ask-basic-20' };
    expect(checkoutStart(experiments, {}, undefined)).toEqual(control);
    expect(checkoutStart(experiments, { annual_push: 'gone' }, undefined)).toEqual(control);
  });

  it('starts monthly with nothing preselected without an experiment', () => {
    expect(checkoutStart({}, { annual_push: 'annual' }, undefined)).toEqual({ cycle: 'monthly' });
  });

  it('lets the first experiment by name win a slot two of them set', () => {
    const other = { ...annualPush, values: { 'checkout.cycle': { annual: 'monthly' } } };
    expect(
      checkoutStart(
        { z_other: other, ...experiments },
        { annual_push: 'annual', z_other: 'annual' },
        undefined,
      ).cycle,
    ).toBe('annually');
  });

  it('ignores a cycle the page does not offer', () => {
    const stale = { ...annualPush, values: { 'checkout.cycle': { annual: 'weekly' } } };
    expect(checkoutStart({ stale }, { stale: 'annual' }, undefined)).toEqual({ cycle: 'monthly' });
  });
});

describe('checkoutStart for a site-lookup experiment', () => {
  const bySite: ExperimentDefinition = {
    ...annualPush,
    lookup: 'site',
    // Every site is treated, so the billing site's assignment is known without hashing here.
    split: { business: 100 },
  };

  it("assigns by the page's site, over the shell's current site", () => {
    expect(checkoutStart({ by_site: bySite }, { by_site: 'control' }, 7)).toEqual({
      cycle: 'monthly',
      sku: 'ask-business-1000',
    });
  });

  it('keeps the signed-in assignments while the page has no site', () => {
    expect(checkoutStart({ by_site: bySite }, { by_site: 'annual' }, undefined)).toEqual({
      cycle: 'annually',
    });
  });
});

describe('startingStep', () => {
  const skus = ['ask-business-500', 'ask-business-1000', 'ask-business-2500'];

  it('starts on the preselected step of the plan that has it', () => {
    expect(startingStep(skus, undefined, 'ask-business-1000')).toBe(1);
  });

  it("keeps the user's current step over the preselection", () => {
    expect(startingStep(skus, 'ask-business-2500', 'ask-business-1000')).toBe(2);
  });

  it('starts on the first step otherwise', () => {
    expect(startingStep(skus, undefined, undefined)).toBe(0);
    expect(startingStep(skus, 'observe-plus-10000', 'ask-basic-20')).toBe(0);
  });
});
