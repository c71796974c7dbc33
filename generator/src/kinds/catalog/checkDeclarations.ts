/**
 * Declarations that must be unique or present: ids of products, plans, organization sizes and
 * campaigns; one allowance group per product and plan; catalog-wide settings declared once and,
 * when the catalog sells anything, declared at all.
 */
import { childRef } from '../../core/located';
import type { Located } from '../../core/located';
import type { CheckContext } from '../../core/types';
import { reportDuplicates } from '../../resolve/reportDuplicates';
import type { CatalogModel } from './model';
import type { ResolvedSettings, SettingKey } from './settings';

export function checkDeclarations(
  model: CatalogModel,
  settings: ResolvedSettings,
  ctx: CheckContext,
): void {
  const unique = <T extends object>(
    items: Located<T>[],
    key: (item: T) => string,
    what: string,
    field: string[],
  ) =>
    reportDuplicates<Located<T>>(ctx, items, {
      rule: 'catalog/duplicate-id',
      key,
      at: (item) => childRef(item.$at, ...field),
      message: (id) => `${what} "${id}" is declared twice`,
      expected: `each ${what} declared once in the catalog`,
      hint: 'Remove one declaration or give it another id.',
    });
  unique(model.products, (p) => p.id, 'product id', ['id']);
  unique(model.products, (p) => p.name, 'product name', ['name']);
  unique(model.plans, (p) => p.id, 'plan id', ['id']);
  unique(model.organizationSizes, (s) => s.id, 'organization size', ['id']);
  unique(model.campaigns, (c) => c.hash, 'campaign hash', ['hash']);
  unique(model.campaigns, (c) => String(c.details.id), 'campaign id', ['details', 'id']);
  unique(model.allowances, (g) => `${g.product}/${g.plan}`, 'allowance group (product/plan)', [
    'plan',
  ]);

  reportDuplicates(
    ctx,
    model.settings.flatMap((declared) =>
      Object.keys(declared).map((key) => ({ key, at: childRef(declared.$at, key) })),
    ),
    {
      rule: 'catalog/duplicate-setting',
      key: (s) => s.key,
      at: (s) => s.at,
      message: (key) => `\`${key}\` is declared in more than one place`,
      expected: (key) => `\`${key}\` declared once across manifests/catalog`,
      found: 'a second declaration',
      hint: 'Keep the first declaration (see below) and remove this one.',
    },
  );

  const needs = (keys: SettingKey[], because: Located<object> | undefined, what: string) => {
    if (!because) return;
    for (const key of keys) {
      if (settings.declaredAt[key]) continue;
      ctx.report({
        at: because.$at,
        rule: 'catalog/missing-setting',
        message: `The catalog declares ${what} but no \`${key}\``,
        expected: `a \`${key}\` in one catalog file`,
        found: `no \`${key}\` in any catalog file`,
        hint: `Declare \`${key}\` once, e.g. in manifests/catalog/products.yaml (see docs/manifests.md).`,
      });
    }
  };
  needs(
    ['catalogVersion', 'currencies', 'billingCycles', 'pricingRules'],
    model.allowances[0],
    'allowances',
  );
  needs(['trialCampaignRules'], model.campaigns[0], 'campaigns');
}
