/**
 * The real catalog manifests: no diagnostics, and the bundle holds every figure of product.md#constants-and-limits
 * "Plan allowances", priced for every billing cycle and currency by the declared rule.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
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

function plan(cycle: string, currency: string, product: string, planId: string): Allowance[] {
  const catalog = bundle.catalogs.find((c) => c.billingCycle === cycle && c.currency === currency);
  const p = catalog?.products.find((x) => x.name === product)?.plans.find((x) => x.id === planId);
  return p?.allowances ?? [];
}

const quota = (a: Allowance | undefined): number | undefined =>
  a?.monthlyResponses ??
  a?.dailySessions ??
  a?.quotas.monthlyResponses ??
  a?.quotas.analyticsSessionQuota;

describe('product.md#constants-and-limits plan allowances (monthly USD): first and last step of each plan', () => {
  const cases: [string, string, [number, number | null], [number, number | null]][] = [
    ['ask', 'basic', [20, 0], [20, 0]],
    ['ask', 'plus', [250, 59], [250, 59]],
    ['ask', 'business', [500, 79], [100000, 1379]],
    ['ask', 'scale', [1000000, null], [1000000, null]],
    ['observe', 'basic', [2000, 0], [2000, 0]],
    ['observe', 'plus', [10000, 39], [10000, 39]],
    ['observe', 'business', [20000, 99], [15000000, 9589]],
    ['voc', 'free', [20, 0], [20, 0]],
    ['voc', 'growth', [500, 950], [50000, 9110]],
    ['dxa', 'free', [5000, 0], [5000, 0]],
    ['dxa', 'growth', [7000, 588], [85000, 4428]],
  ];
  for (const [product, planId, first, last] of cases) {
    it(`${product} ${planId}: ${first.join(' at ')} … ${last.join(' at ')}`, () => {
      const steps = plan('monthly', 'usd', product, planId);
      expect([quota(steps[0]), steps[0]?.price]).toEqual(first);
      expect([quota(steps.at(-1)), steps.at(-1)?.price]).toEqual(last);
    });
  }
  it('Observe basic includes 35 continuous-capture sessions a day', () => {
    expect(plan('monthly', 'usd', 'observe', 'basic')[0]?.dailyCcSessions).toBe(35);
  });
  it('Voice of Customer free includes 5 network interviews', () => {
    expect(plan('monthly', 'usd', 'voc', 'free')[0]?.quotas.networkInterviews).toBe(5);
  });
  it('Ask scale is not self-serve', () => {
    expect(plan('monthly', 'usd', 'ask', 'scale')[0]?.selfServeEnabled).toBe(false);
  });
});

describe('pricing rules: annually = 10 × monthly, EUR = USD figures', () => {
  it('holds one catalog per billing cycle × currency', () => {
    expect(bundle.catalogs.map((c) => `${c.billingCycle}/${c.currency}`).sort()).toEqual([
      'annually/eur',
      'annually/usd',
      'monthly/eur',
      'monthly/usd',
    ]);
  });
  const cases: [string, string, number][] = [
    ['monthly', 'usd', 1379],
    ['monthly', 'eur', 1379],
    ['annually', 'usd', 13790],
    ['annually', 'eur', 13790],
  ];
  for (const [cycle, currency, want] of cases) {
    it(`ask business 100000 costs ${want} ${currency} ${cycle}`, () => {
      expect(plan(cycle, currency, 'ask', 'business').at(-1)?.price).toBe(want);
    });
  }
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
