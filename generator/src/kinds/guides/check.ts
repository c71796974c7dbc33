/**
 * Cross-file rules of the guides kind: names declared once, step lists that match the product rules' step
 * counts (product.md#constants-and-limits) and the order tables, flags that conditions name, and the routes, actions, sidebar
 * kinds and gates that guides point to.
 */
import { childRef, type Located } from '../../core/located';
import type { PartName, PartsOf } from '../../core/partTypes';
import type { CheckContext, Ref } from '../../core/types';
import type { Guide } from '../../../../runtime/rules/guides/types';
import { checkGate } from '../access/checkGate';
import { checkCallToAction, checkRouteName, ctaRules } from './checkCallToAction';
import { conditionFlags } from './conditionFlags';
import {
  declaredOnce,
  reportDuplicates,
  sectionDeclaredOnce,
} from '../../resolve/reportDuplicates';

/** The other kinds' parts the guides check reads (see KindDefinition `reads`). */
export const GUIDES_READS = ['access', 'catalog', 'routes'] as const satisfies readonly PartName[];
export type GuidesParts = PartsOf<'guides' | (typeof GUIDES_READS)[number]>;

export const GUIDE_RULES: Record<string, string> = {
  'guides/duplicate-name':
    'A guide id, sidebar kind, action or flag is declared twice, or `sidebars` is declared in two documents.',
  'guides/duplicate-step': 'Two steps of one guide have the same id.',
  'guides/step-count':
    'A guide has another number of steps than its `expectedSteps` (the count the product rules give).',
  'guides/unknown-step': 'An order table names a step id the guide does not have.',
  'guides/unknown-flag':
    'A condition, `marks` or `setFlags` names a flag the guide does not declare.',
  'guides/unknown-sidebar': 'A guide opens in a sidebar kind `sidebars` does not declare.',
  'guides/presentation': 'A sidebar guide names no `sidebar`, or a page guide no `page`.',
  ...ctaRules('guides'),
};

export function checkGuides(model: GuidesParts, ctx: CheckContext): void {
  const part = model.guides;
  const actions = part.actions.map((a) => a.name);
  const named = (what: string) => ({
    rule: 'guides/duplicate-name',
    key: (x: Located<{ name: string }>) => x.name,
    at: (x: Located<{ name: string }>) => childRef(x.$at, 'name'),
    ...declaredOnce<Located<{ name: string }>>(what),
  });
  reportDuplicates(ctx, part.actions, named('action'));
  reportDuplicates(ctx, part.sidebars?.kinds ?? [], named('sidebar kind'));
  reportDuplicates(ctx, part.guides, {
    rule: 'guides/duplicate-name',
    key: (g) => g.id,
    at: (g) => childRef(g.$at, 'id'),
    ...declaredOnce('guide id'),
  });
  reportDuplicates(ctx, part.sections, sectionDeclaredOnce('guides/duplicate-name'));
  for (const guide of part.guides) checkGuide(guide, guide.$at, model, ctx, actions);
}

function checkGuide(
  guide: Guide,
  at: Ref,
  model: GuidesParts,
  ctx: CheckContext,
  actions: string[],
): void {
  const cta = (c: Guide['steps'][number]['buttons'][number], where: Ref) =>
    checkCallToAction('guides', c, where, model, ctx, actions);
  const route = (name: string, where: Ref) => checkRouteName('guides', name, where, model, ctx);

  checkPresentation(guide, at, model, ctx);
  if (guide.page) route(guide.page, childRef(at, 'page'));
  if (guide.dismiss) route(guide.dismiss.route, childRef(at, 'dismiss', 'route'));
  guide.showOn?.routes?.forEach((r, i) => route(r, childRef(at, 'showOn', 'routes', i)));
  guide.showOn?.exceptRoutes?.forEach((r, i) =>
    route(r, childRef(at, 'showOn', 'exceptRoutes', i)),
  );
  if (guide.launcher) {
    guide.launcher.routes.forEach((r, i) => route(r, childRef(at, 'launcher', 'routes', i)));
    cta(guide.launcher.button, childRef(at, 'launcher', 'button'));
  }
  if (guide.hideWhen) checkGate(guide.hideWhen, childRef(at, 'hideWhen'), model, ctx);

  checkSteps(guide, at, ctx);
  guide.steps.forEach((step, i) =>
    step.buttons.forEach((b, j) => cta(b, childRef(at, 'steps', i, 'buttons', j))),
  );
  checkFlags(guide, at, ctx);
  checkOrder(guide, at, ctx);
}

function checkPresentation(guide: Guide, at: Ref, model: GuidesParts, ctx: CheckContext): void {
  const needs = guide.presentation === 'sidebar' ? 'sidebar' : 'page';
  if (!guide[needs]) {
    ctx.report({
      at,
      rule: 'guides/presentation',
      message: `A ${guide.presentation} guide must say which ${needs} it shows in`,
      expected: `a key "${needs}"`,
      found: `no "${needs}"`,
      hint:
        needs === 'sidebar'
          ? 'Add e.g. `sidebar: getting-started`.'
          : 'Add e.g. `page: overview.index`.',
    });
  }
  if (!guide.sidebar || !ctx.complete('guides')) return;
  const kinds = (model.guides.sidebars?.kinds ?? []).map((k) => k.name);
  if (kinds.includes(guide.sidebar)) return;
  ctx.report({
    at: childRef(at, 'sidebar'),
    rule: 'guides/unknown-sidebar',
    message: `Unknown sidebar kind "${guide.sidebar}"`,
    expected: 'a sidebar kind declared under `sidebars.kinds`',
    found: JSON.stringify(guide.sidebar),
    hint:
      ctx.didYouMeanHint(guide.sidebar, kinds) ??
      'Declare it under `sidebars.kinds` (product.md#records-and-their-fields "Sidebar kinds").',
  });
}

function checkSteps(guide: Guide, at: Ref, ctx: CheckContext): void {
  reportDuplicates(
    ctx,
    guide.steps.map((step, i) => ({ step, at: childRef(at, 'steps', i, 'id') })),
    {
      rule: 'guides/duplicate-step',
      key: (s) => s.step.id,
      at: (s) => s.at,
      ...declaredOnce('step id'),
    },
  );
  // A step dropped for a schema error would read as a missing one.
  if (ctx.complete('guides') && guide.steps.length !== guide.expectedSteps) {
    ctx.report({
      at: childRef(at, 'steps'),
      rule: 'guides/step-count',
      message: `The ${guide.id} guide has ${guide.steps.length} steps, not ${guide.expectedSteps}`,
      expected: `${guide.expectedSteps} steps (expectedSteps)`,
      found: `${guide.steps.length} steps`,
      hint: 'The product rules fix the number of steps (product.md#states-and-transitions, product.md#constants-and-limits); add or remove steps, or change expectedSteps if the product rules changed.',
      related: [childRef(at, 'expectedSteps')],
    });
  }
}

function checkFlags(guide: Guide, at: Ref, ctx: CheckContext): void {
  const declared = guide.flags.map((f) => f.name);
  reportDuplicates(
    ctx,
    guide.flags.map((flag, i) => ({ flag, at: childRef(at, 'flags', i, 'name') })),
    {
      rule: 'guides/duplicate-name',
      key: (f) => f.flag.name,
      at: (f) => f.at,
      ...declaredOnce('flag'),
    },
  );
  const uses: { flag: string; at: Ref }[] = [];
  const setFlags = (flags: string[], where: Ref) =>
    flags.forEach((flag, i) => uses.push({ flag, at: childRef(where, i) }));
  if (guide.enabled) uses.push(...conditionFlags(guide.enabled, childRef(at, 'enabled')));
  guide.init.forEach((rule, i) => {
    uses.push(...conditionFlags(rule.when, childRef(at, 'init', i, 'when')));
    setFlags(rule.setFlags, childRef(at, 'init', i, 'setFlags'));
  });
  if (guide.whenAllComplete)
    setFlags(guide.whenAllComplete.setFlags, childRef(at, 'whenAllComplete', 'setFlags'));
  if (guide.skipGuide) {
    uses.push(...conditionFlags(guide.skipGuide.showWhen, childRef(at, 'skipGuide', 'showWhen')));
    setFlags(guide.skipGuide.setFlags, childRef(at, 'skipGuide', 'setFlags'));
  }
  guide.steps.forEach((step, i) => {
    const s = childRef(at, 'steps', i);
    if (step.marks) uses.push({ flag: step.marks, at: childRef(s, 'marks') });
    if (step.success) uses.push(...conditionFlags(step.success, childRef(s, 'success')));
    if (step.skip) uses.push(...conditionFlags(step.skip, childRef(s, 'skip')));
    step.notes?.forEach((note, n) =>
      uses.push(...conditionFlags(note.when, childRef(s, 'notes', n, 'when'))),
    );
  });
  for (const use of uses) {
    if (declared.includes(use.flag)) continue;
    ctx.report({
      at: use.at,
      rule: 'guides/unknown-flag',
      message: `Unknown flag "${use.flag}"`,
      expected: `a flag declared under the ${guide.id} guide’s \`flags\``,
      found: JSON.stringify(use.flag),
      hint:
        ctx.didYouMeanHint(use.flag, declared) ??
        'Declare it under `flags` (product.md#records-and-their-fields lists the getting-started flags).',
    });
  }
}

function checkOrder(guide: Guide, at: Ref, ctx: CheckContext): void {
  const order = guide.order;
  // An order table may name a step dropped for a schema error: not unknown.
  if (!order || !ctx.complete('guides')) return;
  const ids = guide.steps.map((s) => s.id);
  const o = childRef(at, 'order');
  const checkId = (id: string, where: Ref) => {
    if (ids.includes(id)) return;
    ctx.report({
      at: where,
      rule: 'guides/unknown-step',
      message: `The ${guide.id} guide has no step "${id}"`,
      expected: 'a step id of this guide',
      found: JSON.stringify(id),
      hint: ctx.didYouMeanHint(id, ids) ?? `Step ids: ${ids.join(', ')}`,
    });
  };
  const check = (list: string[], where: Ref) =>
    list.forEach((id, i) => checkId(id, childRef(where, i)));
  check(order.fallback, childRef(o, 'fallback'));
  for (const [goal, table] of Object.entries(order.byGoal)) {
    for (const [key, list] of Object.entries(table ?? {}))
      check(list, childRef(o, 'byGoal', goal, key));
  }
  for (const [job, list] of Object.entries(order.byJobsToBeDone))
    check(list ?? [], childRef(o, 'byJobsToBeDone', job));
  if (order.prepend) checkId(order.prepend.step, childRef(o, 'prepend', 'step'));
  if (order.append) checkId(order.append.step, childRef(o, 'append', 'step'));
}
