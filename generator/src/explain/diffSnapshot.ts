/**
 * What one model shows one persona, flattened to rows `explain diff` can compare:
 * menu items (explainMenu over every placement and sidebar mode), routes (the route's gate, by
 * the one gate evaluator), guide steps (explainGuide, i.e. evaluateGuide) and empty states
 * (explainEmptyState); plan figures (catalog prices and allowances) are the same for everyone.
 * Nothing here decides a rule: every state comes from the explain functions.
 */
import { MENU_MODES, PLACEMENTS } from '../../../contracts/menus';
import type { Gate } from '../../../contracts/gates';
import { withFeatureGate } from '../../../runtime/rules/features/featureSwitch';
import { evaluateGate } from '../../../runtime/rules/gates/evaluateGate';
import type { ResolvedItem } from '../../../runtime/rules/menus/resolveMenu';
import type { Model } from '../core/model';
import { SOURCE_LANGUAGE, type Locales } from '../load/translations';
import type { Persona } from '../kinds/personas/model';
import { kinds } from '../registry';
import { explainEmptyState } from './emptyState';
import { explainGuide } from './guide';
import { explainMenu } from './menu';
import { parsePersona, type PersonaOptions } from './persona';

export type DiffArea = 'menu' | 'route' | 'guide' | 'empty-state' | 'plan';

/** One thing a persona sees: its fields compared one by one, its place among its siblings. */
export interface Row {
  area: DiffArea;
  /** Unique within the area, e.g. `sidebar/feature › highlights`. */
  key: string;
  /** Rows of one group are ordered siblings (a menu, a guide); empty: no order. */
  group: string;
  /** Position within the group (0-based). */
  order: number;
  fields: Record<string, string>;
}

/** A side of the diff: the model, and the English text of a translation key (locales edits). */
export interface DiffSide {
  model: Model;
  text(key: string): string | undefined;
}

export function diffSide(model: Model, locales?: Locales): DiffSide {
  const english = new Map(
    (locales?.files ?? [])
      .filter((f) => f.language === SOURCE_LANGUAGE)
      .map((f) => [f.namespace, f.data]),
  );
  return {
    model,
    text(key) {
      const [ns = '', path = ''] = key.split(':');
      let value: unknown = english.get(ns);
      for (const part of path.split('.'))
        value =
          value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
      return typeof value === 'string' ? value : undefined;
    },
  };
}

/** The key and, when the English locale has it, its text: a reworded label is a change too. */
function labelled(field: string, key: string, side: DiffSide): Record<string, string> {
  const text = side.text(key);
  return { [field]: key, ...(text !== undefined ? { [`${field} (en)`]: text } : {}) };
}

/** Guides and empty states are evaluated at this instant on both sides, so time never differs. */
const FIXED_NOW_SECONDS = 1_767_225_600;

export function personaOptions(persona: Persona): PersonaOptions {
  return {
    variant: persona.variant,
    permission: persona.permissions,
    flag: persona.flags,
    experiment: persona.experiments,
    accountAdmin: persona.accountAdmin,
    demoUser: persona.demoUser,
    ...(persona.orgAccess ? { orgAccess: persona.orgAccess } : {}),
    ...(persona.analyticsAccess !== undefined ? { analyticsAccess: persona.analyticsAccess } : {}),
    ...(persona.plan ? { plan: persona.plan } : {}),
    ...(persona.tracking ? { tracking: persona.tracking } : {}),
    ...(persona.locale ? { locale: persona.locale } : {}),
  };
}

/** The persona's problems against this model's access names (unknown variant, flag …). */
export function personaProblems(model: Model, persona: Persona): string[] {
  return parsePersona(kinds.access.bundle(model.access), personaOptions(persona)).problems;
}

export function personaRows(side: DiffSide, persona: Persona): Row[] {
  return [
    ...menuRows(side, persona),
    ...routeRows(side, persona),
    ...guideRows(side, persona),
    ...emptyStateRows(side.model, persona),
  ];
}

function menuRows(side: DiffSide, persona: Persona): Row[] {
  const model = side.model;
  const rows: Row[] = [];
  const slots = PLACEMENTS.flatMap(
    (placement): { placement: string; mode: string; name: string }[] =>
      placement === 'sidebar'
        ? MENU_MODES.map((mode) => ({ placement, mode, name: `${placement}/${mode}` }))
        : [{ placement, mode: 'feature', name: placement }],
  );
  for (const slot of slots) {
    const result = explainMenu(model, {
      ...personaOptions(persona),
      placement: slot.placement,
      mode: slot.mode,
      site: '1',
      organization: '1',
      collection: '0',
    });
    if (result.outcome !== 'menu') continue;
    const walk = (items: ResolvedItem[], path: string) =>
      items.forEach((item, order) => {
        const key = `${path} › ${item.id}`;
        rows.push({
          area: 'menu',
          key,
          group: path,
          order,
          fields: { state: item.state, ...labelled('label', item.label, side) },
        });
        if (item.children) walk(item.children, key);
      });
    walk(result.explanation.items, slot.name);
  }
  return rows;
}

function routeRows(side: DiffSide, persona: Persona): Row[] {
  const model = side.model;
  const access = kinds.access.bundle(model.access);
  const { context } = parsePersona(access, personaOptions(persona));
  const routeOpen = (gate: Gate | undefined) =>
    !gate || evaluateGate(gate, context, access).allowed ? 'open' : 'denied';
  return model.routes.routes.map((route) => ({
    area: 'route',
    key: route.name,
    group: '',
    order: 0,
    fields: {
      state: routeOpen(withFeatureGate(route.gate, route.feature, access.hiddenFeatures)),
      path: route.path,
      ...labelled('title', route.title, side),
    },
  }));
}

function guideRows(side: DiffSide, persona: Persona): Row[] {
  const model = side.model;
  const rows: Row[] = [];
  for (const guide of Object.keys(kinds.guides.bundle(model.guides).guides)) {
    const result = explainGuide(
      model,
      guide,
      {
        jtbd: [],
        flag: [],
        variant: persona.variant,
        ...(persona.orgAccess ? { orgAccess: persona.orgAccess } : {}),
        ...(persona.tracking ? { tracking: persona.tracking } : {}),
        ...(persona.locale ? { locale: persona.locale } : {}),
        siteCreated: String(FIXED_NOW_SECONDS),
      },
      FIXED_NOW_SECONDS,
    );
    if (result.outcome !== 'guide') continue;
    const { order, steps, skipped } = result.explanation;
    for (const step of [...steps, ...skipped])
      rows.push({
        area: 'guide',
        key: `${guide} › ${step.id}`,
        group: guide,
        order: order.indexOf(step.id),
        fields: { state: step.state, ...labelled('title', step.title, side) },
      });
  }
  return rows;
}

function emptyStateRows(model: Model, persona: Persona): Row[] {
  const features = Object.keys(kinds['empty-states'].bundle(model['empty-states']).features);
  return features.flatMap((feature): Row[] => {
    const result = explainEmptyState(model, feature, personaOptions(persona));
    if (result.outcome !== 'empty-state') return [];
    return [
      {
        area: 'empty-state',
        key: feature,
        group: '',
        order: 0,
        fields: leaves(result.explanation.view),
      },
    ];
  });
}

/** Conditions inside a view: the rule, not what shows (its effect is the `state` beside it). */
const RULE_KEYS = new Set(['gate', 'when', 'showWhen']);

/** Every leaf of an empty-state view by path, without reasons and rules (they explain, not show). */
function leaves(
  value: unknown,
  path = '',
  out: Record<string, string> = {},
): Record<string, string> {
  if (value === null || typeof value !== 'object') {
    if (value !== undefined) out[path] = String(value);
    return out;
  }
  for (const [key, child] of Object.entries(value)) {
    if (/reason/i.test(key) || RULE_KEYS.has(key)) continue;
    leaves(child, path ? `${path}.${key}` : key, out);
  }
  return out;
}

/** Plan figures: each plan's name and tier, each allowance step's price and quotas (product.md#records-and-their-fields, product.md#constants-and-limits). */
export function planRows(model: Model): Row[] {
  const rows: Row[] = model.catalog.plans.map((plan) => ({
    area: 'plan',
    key: `plan ${plan.id}`,
    group: '',
    order: 0,
    fields: { name: plan.name, tier: String(plan.tier) },
  }));
  for (const group of model.catalog.allowances)
    for (const step of group.steps) {
      const { sku, quotas, ...figures } = step;
      const fields: Record<string, string> = {};
      for (const [name, v] of Object.entries(figures)) fields[name] = String(v);
      for (const [name, v] of Object.entries(quotas ?? {})) fields[`quotas.${name}`] = String(v);
      rows.push({
        area: 'plan',
        key: `${group.product} on ${group.plan} › ${sku}`,
        group: '',
        order: 0,
        fields,
      });
    }
  return rows;
}
