/**
 * A product's allowance of a plan id (runtime/rules/catalog/sessionAllowance.ts `planAllowance`),
 * over the real catalog bundle.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planAllowance } from '../../runtime/rules/catalog/sessionAllowance';
import type { CatalogBundle } from '../../runtime/rules/catalog/types';
import { ROOT } from '../support/appServer';

const bundle = JSON.parse(
  readFileSync(join(ROOT, 'generated/bundle/catalog.json'), 'utf8'),
) as CatalogBundle;
const products = bundle.catalogs[0]!.products;

describe('planAllowance', () => {
  it('answers null for a product the catalog does not have', () => {
    expect(planAllowance(products, bundle.plans, 'basic', 'nope', (a) => a.price ?? 0)).toBeNull();
  });
  it('reads the quota the caller names (Voice of Customer responses live in `quotas`)', () => {
    expect(
      planAllowance(products, bundle.plans, 'growth', 'voc', (a) => a.quotas.monthlyResponses),
    ).toBe(500);
  });
});
