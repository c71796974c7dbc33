/**
 * The real catalog manifests: no diagnostics, and the bundle prices every step the manifests
 * declare for every billing cycle and currency by the declared rule. The figures themselves are
 * the product managers' to change; the rules they follow are checked here.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { formatDiagnostics } from '../../cli/src/formatDiagnostics';
import { validate } from '../../generator/src/index';
import { catalogBundle } from '../../generator/src/kinds/catalog/bundle';
import type { Allowance } from '../../runtime/rules/catalog/types';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const project = validate(ROOT);
const bundle = catalogBundle(project.model.catalog);

it('manifests/catalog produces no diagnostics', () => {
  const mine = project.diagnostics.filter((d) => d.file.startsWith('manifests/catalog/'));
  expect(formatDiagnostics(mine)).toBe('');
});

/** Every step of a catalog, whatever the product and plan. */
function plansOf(cycle: string, currency: string): Allowance[] {
  const catalog = bundle.catalogs.find((c) => c.billingCycle === cycle && c.currency === currency);
  return (catalog?.products ?? []).flatMap((p) => p.plans.flatMap((pl) => pl.allowances));
}

/** The declared rule the annual and EUR prices follow, read from the manifest. */
const declared = parse(readFileSync(join(ROOT, 'manifests/catalog/products.yaml'), 'utf8')) as {
  billingCycles: string[];
  currencies: string[];
  pricingRules: {
    billingCycles: Record<string, { multiplier: number }>;
    currencies: Record<string, { rate: number }>;
    roundTo: number;
  };
};
const rules = {
  cycles: declared.billingCycles,
  currencies: declared.currencies,
  multiplier: Object.fromEntries(
    Object.entries(declared.pricingRules.billingCycles).map(([k, v]) => [k, v.multiplier]),
  ),
  rate: Object.fromEntries(
    Object.entries(declared.pricingRules.currencies).map(([k, v]) => [k, v.rate]),
  ),
  roundTo: declared.pricingRules.roundTo,
};

const quota = (a: Allowance | undefined): number | undefined =>
  a?.monthlyResponses ??
  a?.dailySessions ??
  a?.quotas.monthlyResponses ??
  a?.quotas.analyticsSessionQuota;

describe('every plan of the catalog, whatever its figures', () => {
  const monthlyUsd = bundle.catalogs.find(
    (c) => c.billingCycle === 'monthly' && c.currency === 'usd',
  );
  const plans = (monthlyUsd?.products ?? []).flatMap((p) =>
    p.plans.map((pl) => ({ name: `${p.name} ${pl.id}`, steps: pl.allowances })),
  );

  it('has at least one step, each with a quota', () => {
    for (const { name, steps } of plans) {
      expect(steps.length, name).toBeGreaterThan(0);
      for (const step of steps) expect(quota(step), step.sku).toBeGreaterThan(0);
    }
  });
  it('prices a self-serve step, and leaves a step sold by sales without a price', () => {
    for (const step of plans.flatMap((p) => p.steps)) {
      if (step.selfServeEnabled) expect(step.price, step.sku).toBeTypeOf('number');
      else expect(step.price, step.sku).toBeNull();
    }
  });
  it('charges nothing for a step that is not chargeable', () => {
    for (const step of plans.flatMap((p) => p.steps).filter((s) => !s.chargeable)) {
      expect(step.price, step.sku).toBe(0);
    }
  });
});

describe('pricing rules of manifests/catalog/products.yaml', () => {
  it('holds one catalog per billing cycle × currency', () => {
    const expected = rules.cycles.flatMap((cycle) => rules.currencies.map((c) => `${cycle}/${c}`));
    expect(bundle.catalogs.map((c) => `${c.billingCycle}/${c.currency}`).sort()).toEqual(
      expected.sort(),
    );
  });
  it('prices every step as round(monthly USD × cycle multiplier × currency rate)', () => {
    const base = new Map(plansOf('monthly', 'usd').map((s) => [s.sku, s.price] as const));
    for (const catalog of bundle.catalogs) {
      const factor = rules.multiplier[catalog.billingCycle]! * rules.rate[catalog.currency]!;
      for (const step of plansOf(catalog.billingCycle, catalog.currency)) {
        const monthly = base.get(step.sku);
        const want =
          monthly == null
            ? monthly
            : Math.round((monthly * factor) / rules.roundTo) * rules.roundTo;
        expect(step.price, `${step.sku} ${catalog.billingCycle}/${catalog.currency}`).toBe(want);
      }
    }
  });
});

it('the plans list follows product.md#records-and-their-fields tiers', () => {
  expect(Object.fromEntries(bundle.plans.map((p) => [p.id, p.tier]))).toMatchObject({
    basic: 0,
    free: 0,
    plus: 1,
    growth: 1,
    business: 2,
    scale: 3,
  });
});

it('every organization size has a 15-day trial campaign (product.md#constants-and-limits)', () => {
  for (const size of bundle.organizationSizes) {
    const campaigns = bundle.campaigns.filter((c) => c.organizationSizes.includes(size.id));
    expect(campaigns, size.id).toHaveLength(1);
    expect(campaigns[0]!.audience).toBe(
      size.minimum <= 100 ? 'organization-size' : 'large-company',
    );
    expect(campaigns[0]!.details.numFreeDays).toBe(15);
  }
});
