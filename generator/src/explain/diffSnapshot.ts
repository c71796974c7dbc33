/**
 * What one model shows one persona, flattened to rows `explain diff` can compare:
 * menu items (explainMenu over every placement and sidebar mode), routes (the route's gate, by
 * the one gate evaluator), guide steps (explainGuide, i.e. evaluateGuide) and empty states
 * (explainEmptyState), and the texts the persona reads on each page (diffTexts.ts); plan figures
 * (catalog prices and allowances) are the same for everyone, and so is whether a route naming a
 * feature still has that feature's empty state to show. Nothing here decides a rule: every state
 * comes from the explain functions.
 */
import { MENU_MODES, PLACEMENTS } from '../../../contracts/menus';
import { withFeatureGate } from '../../../runtime/rules/features/featureSwitch';
import { evaluateGate } from '../../../runtime/rules/gates/evaluateGate';
import type { ResolvedItem } from '../../../runtime/rules/menus/resolveMenu';
import type { Model } from '../core/model';
import type { Locales } from '../load/translations';
import type { Persona } from '../kinds/personas/model';
import { kinds } from '../registry';
import { explainEmptyState } from './emptyState';
import { explainGuide } from './guide';
import { explainMenu } from './menu';
import { textRows, textsOf, viewKeys, type SeenText, type TextsOf } from './diffTexts';
import { parsePersona, type PersonaOptions } from './persona';

export type DiffArea = 'menu' | 'route' | 'guide' | 'empty-state' | 'text' | 'plan';

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

/** A side of the diff: the model, and every language's text of a translation key (locales edits). */
export interface DiffSide {
  model: Model;
  texts: TextsOf;
}

export function diffSide(model: Model, locales?: Locales): DiffSide {
  return { model, texts: textsOf(locales) };
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

/** Everything the persona sees, then the texts it reads there (diffTexts.ts). */
export function personaRows(side: DiffSide, persona: Persona): Row[] {
  const seen: SeenText[] = [];
  const routes = routeRows(side.model, persona, seen);
  const open = new Set(routes.filter((r) => r.fields.state === 'open').map((r) => r.key));
  return [
    ...menuRows(side.model, persona, seen),
    ...routes,
    ...guideRows(side.model, persona, seen),
    ...emptyStateRows(side.model, persona, { seen, open }),
    ...textRows(seen, side.texts),
  ];
}

function menuRows(model: Model, persona: Persona, seen: SeenText[]): Row[] {
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
          fields: { state: item.state, label: item.label },
        });
        if (item.state !== 'hidden') seen.push({ page: `menu ${slot.name}`, key: item.label });
        if (item.children) walk(item.children, key);
      });
    walk(result.explanation.items, slot.name);
  }
  return rows;
}

function routeRows(model: Model, persona: Persona, seen: SeenText[]): Row[] {
  const access = kinds.access.bundle(model.access);
  const { context } = parsePersona(access, personaOptions(persona));
  const features = emptyStateFeatures(model);
  return model.routes.routes.map((route) => {
    const gate = withFeatureGate(route.gate, route.feature, access.hiddenFeatures);
    const open = !gate || evaluateGate(gate, context, access).allowed;
    if (open) seen.push({ page: route.name, key: route.title });
    return {
      area: 'route',
      key: route.name,
      group: '',
      order: 0,
      fields: {
        state: open ? 'open' : 'denied',
        path: route.path,
        title: route.title,
        ...(route.feature ? { page: routePage(route.feature, features) } : {}),
      },
    };
  });
}

function emptyStateFeatures(model: Model): Set<string> {
  return new Set(Object.keys(kinds['empty-states'].bundle(model['empty-states']).features));
}

/** What a route naming a feature shows: that feature's empty state, or nothing at all. */
function routePage(feature: string, features: Set<string>): string {
  return features.has(feature) ? `empty state ${feature}` : NO_PAGE;
}

export const NO_PAGE = 'none';

/** Routes whose feature has no empty state on this side, by name (they open no page). */
export function routesWithoutPage(model: Model): Map<string, string> {
  const features = emptyStateFeatures(model);
  return new Map(
    model.routes.routes
      .filter((r) => r.feature && !features.has(r.feature))
      .map((r) => [r.name, r.feature!]),
  );
}

function guideRows(model: Model, persona: Persona, seen: SeenText[]): Row[] {
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
    for (const step of steps) seen.push({ page: `guide ${guide}`, key: step.title });
    for (const step of [...steps, ...skipped])
      rows.push({
        area: 'guide',
        key: `${guide} › ${step.id}`,
        group: guide,
        order: order.indexOf(step.id),
        fields: { state: step.state, title: step.title },
      });
  }
  return rows;
}

/**
 * An empty state's texts are read on its feature's page, by a persona who may open a route of
 * that feature (which of them draw the empty state, rather than a page of their own, is code).
 */
function emptyStateRows(
  model: Model,
  persona: Persona,
  { seen, open }: { seen: SeenText[]; open: Set<string> },
): Row[] {
  return [...emptyStateFeatures(model)].flatMap((feature): Row[] => {
    const result = explainEmptyState(model, feature, personaOptions(persona));
    if (result.outcome !== 'empty-state') return [];
    const view = result.explanation.view;
    const routes = model.routes.routes.filter((r) => r.feature === feature).map((r) => r.name);
    if (!routes.length || routes.some((r) => open.has(r)))
      for (const key of viewKeys(view, skipped)) seen.push({ page: `empty state ${feature}`, key });
    return [{ area: 'empty-state', key: feature, group: '', order: 0, fields: leaves(view) }];
  });
}

/** Conditions inside a view: the rule, not what shows (its effect is the `state` beside it). */
const RULE_KEYS = new Set(['gate', 'when', 'showWhen']);

/** Reasons and rules explain what shows; they are not shown. */
const skipped = (key: string) => /reason/i.test(key) || RULE_KEYS.has(key);

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
    if (skipped(key)) continue;
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
