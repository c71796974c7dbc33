/**
 * An experiment's values (`values: slot → variant → value`) must be ones the page can start on:
 * a misspelt variant would never be assigned, a value the catalog does not have would be ignored,
 * and an experiment looked up by an id the page does not know would only ever show its control.
 * Unknown slots are the schema's to report (a closed list of slots, contracts/access.ts).
 */
import { childRef, type Located } from '../../core/located';
import { sortStrings } from '../../core/order';
import type { CheckContext } from '../../core/types';
import {
  CATALOG_VALUE_NAMES,
  VALUE_SLOTS,
  type CatalogValues,
  type ValueSlot,
} from '../../../../contracts/access';
import type { CatalogModel } from '../catalog/model';
import { checkSlotVariant } from './checkTexts';
import type { Experiment } from './model';

export const VALUES_RULES: Record<string, string> = {
  'access/value-unknown-variant':
    "An experiment's values name a variant the experiment does not declare.",
  'access/value-not-allowed':
    "An experiment's value is not one its slot allows (the catalog's billing cycles or allowance skus).",
  'access/value-lookup':
    'An experiment sets a value slot but is looked up by an id the page of the slot does not know.',
};

/** The allowed values of each catalog list a value slot may name. */
export function catalogValues(catalog: CatalogModel): Record<CatalogValues, string[]> {
  return {
    billingCycles: catalog.settings.flatMap((s) => s.billingCycles ?? []),
    skus: catalog.allowances.flatMap((group) => group.steps.map((step) => step.sku)),
  };
}

export function checkValues(
  experiment: Located<Experiment>,
  allowed: Record<CatalogValues, string[]> | undefined,
  ctx: CheckContext,
): void {
  for (const [slot, byVariant] of Object.entries(experiment.values ?? {})) {
    const declared = VALUE_SLOTS[slot as ValueSlot];
    checkLookup(experiment, slot as ValueSlot, ctx);
    for (const [variant, value] of Object.entries(byVariant)) {
      const at = childRef(experiment.$at, 'values', slot, variant);
      checkSlotVariant(experiment, 'values', slot, variant, ctx);
      const values = allowed?.[declared.values];
      if (!values || values.includes(value)) continue;
      ctx.report({
        at,
        rule: 'access/value-not-allowed',
        message: `Slot ${slot} cannot start on "${value}": the catalog has no such ${CATALOG_VALUE_NAMES[declared.values]}`,
        expected: `one of the catalog's ${CATALOG_VALUE_NAMES[declared.values]}s: ${shortList(values)}`,
        found: JSON.stringify(value),
        hint:
          ctx.didYouMeanHint(value, values) ??
          `Write one of the catalog's ${CATALOG_VALUE_NAMES[declared.values]}s (the catalog manifest).`,
      });
    }
  }
}

function checkLookup(experiment: Located<Experiment>, slot: ValueSlot, ctx: CheckContext): void {
  const lookups: readonly string[] = VALUE_SLOTS[slot].lookups;
  if (lookups.includes(experiment.lookup)) return;
  ctx.report({
    at: childRef(experiment.$at, 'values', slot),
    rule: 'access/value-lookup',
    message: `Slot ${slot} is on a page that knows ${lookups.join(' and ')} assignments, but ${experiment.name} is looked up by ${experiment.lookup} id`,
    expected: `lookup: ${lookups.join(' or ')}`,
    found: JSON.stringify(experiment.lookup),
    hint: `Set the experiment's lookup to ${lookups.join(' or ')}: with ${experiment.lookup}, every user would start on the control's value.`,
  });
}

/** At most eight values, then how many more: the skus alone are dozens. */
function shortList(values: readonly string[]): string {
  const sorted = sortStrings([...values]);
  const head = sorted.slice(0, 8).join(', ');
  return sorted.length > 8 ? `${head} … (${sorted.length - 8} more)` : head;
}
